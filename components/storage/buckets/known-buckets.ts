/**
 * Buckets this browser has met in storage reads and writes. The portal lists no buckets, so the share form offers
 * these: a bucket unshared a moment ago, or emptied or looked up earlier, can be picked instead of retyped.
 * Only names, project ids and endpoints are kept (localStorage, per region), never a key.
 */
export interface KnownBucket {
  bucket: string;
  project_id?: string;
  objstore_url?: string;
}

export const MAX_KNOWN_BUCKETS = 50;
const MAX_TEXT = 2048;

const text = (value: unknown) =>
  typeof value === "string" && value !== "" && value.length <= MAX_TEXT ? value : undefined;

/** `seen` first (newest first), each bucket once, fields a newer sighting lacks kept from the older one. */
export function mergeKnownBuckets(known: readonly KnownBucket[], seen: readonly KnownBucket[]): KnownBucket[] {
  const merged = new Map<string, KnownBucket>();
  for (const entry of [...seen, ...known]) {
    const before = merged.get(entry.bucket);
    merged.set(entry.bucket, {
      bucket: entry.bucket,
      project_id: before?.project_id ?? entry.project_id,
      objstore_url: before?.objstore_url ?? entry.objstore_url,
    });
  }
  return [...merged.values()].slice(0, MAX_KNOWN_BUCKETS);
}

/** What localStorage held, read defensively: anything that is not a bucket entry is dropped. */
export function parseKnownBuckets(raw: string | null): KnownBucket[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const entries = value.flatMap((item: unknown) => {
    if (typeof item !== "object" || item === null) return [];
    const record = item as Record<string, unknown>;
    const bucket = text(record.bucket);
    return bucket ? [{ bucket, project_id: text(record.project_id), objstore_url: text(record.objstore_url) }] : [];
  });
  return mergeKnownBuckets([], entries);
}
