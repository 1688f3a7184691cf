/**
 * "Next token with a problem": the first shown row after `fromKey` (wrapping around) with a finding of the chosen
 * kind (any kind when none is chosen). The rows are the table's shown rows, so the table's filters apply.
 */
import type { Finding, FindingKind } from "./findings";

export function nextProblem(
  rows: readonly { key: string }[],
  fromKey: string | null,
  byKey: ReadonlyMap<string, readonly Finding[]>,
  kind: FindingKind | null,
): string | null {
  if (rows.length === 0 || byKey.size === 0) return null;
  const from = fromKey === null ? -1 : rows.findIndex((row) => row.key === fromKey);
  const matches = (key: string) => byKey.get(key)?.some((finding) => kind === null || finding.kind === kind) ?? false;
  for (let step = 1; step <= rows.length; step++) {
    const index = (from + step + rows.length) % rows.length;
    if (index === from) break;
    if (matches(rows[index].key)) return rows[index].key;
  }
  return null;
}
