/**
 * Runs one action over many items with a small concurrency limit and collects a result per item, so a bulk
 * action on 300 keys neither floods its upstream nor stops at the first failure. The browser's bulk actions and the
 * BFF's fan-out of key costs both run through it.
 */

export type BulkOutcome<T> = { item: T; ok: true } | { item: T; ok: false; error: unknown };

export async function runBulk<T>(
  items: readonly T[],
  action: (item: T) => Promise<unknown>,
  { concurrency = 4, onProgress }: { concurrency?: number; onProgress?: (done: number) => void } = {},
): Promise<BulkOutcome<T>[]> {
  const outcomes: BulkOutcome<T>[] = new Array(items.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const item = items[index];
      try {
        await action(item);
        outcomes[index] = { item, ok: true };
      } catch (error) {
        outcomes[index] = { item, ok: false, error };
      }
      onProgress?.(++done);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  return outcomes;
}
