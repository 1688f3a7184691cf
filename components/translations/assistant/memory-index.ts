/**
 * Translation memory of one language: its translated tokens indexed once by the trigrams of their source texts, so
 * that the matches for a token's source (exact and fuzzy) are found without scanning every token. Similarity is the
 * Dice coefficient of the two texts' trigram sets (1 for the same text). Pure: no DOM, no React.
 */
import type { TokenRow } from "../model/rows";

export interface MemoryMatch {
  /** The translation offered. */
  text: string;
  /** The source text it translates. */
  source: string;
  /** One key holding that translation (the first in key order). */
  key: string;
  /** How many more keys hold the same source and translation. */
  more: number;
  /** 0…1; 1 when the source texts are identical. */
  similarity: number;
  exact: boolean;
}

interface SourceEntry {
  source: string;
  grams: number;
  /** Distinct translations of this source, each with the keys holding it (in key order). */
  translations: Map<string, string[]>;
}

export interface MemoryIndex {
  readonly entries: readonly SourceEntry[];
  readonly bySource: ReadonlyMap<string, number>;
  /** Trigram → ids of the entries whose source holds it. */
  readonly postings: ReadonlyMap<number, Uint32Array>;
  /** Every key by its source text, translated or not (for other languages' matches). */
  readonly keysBySource: ReadonlyMap<string, readonly string[]>;
  /** Scratch counts of shared trigrams per entry, reused by every lookup (zeroed again after each). */
  readonly shared: Uint16Array;
}

/** Lower case, blanks folded: "Save  the File" and "save the file" are the same text to the memory. */
const normalize = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

/**
 * The distinct trigrams of a text, padded so that one- and two-letter words count too. Each is one number (three
 * UTF-16 units of 16 bits): number keys make building the index over 12,000 texts several times faster than strings.
 */
export function trigramsOf(text: string): Set<number> {
  const padded = `  ${normalize(text)} `;
  const grams = new Set<number>();
  for (let i = 0; i + 3 <= padded.length; i++) {
    grams.add(padded.charCodeAt(i) * 4294967296 + padded.charCodeAt(i + 1) * 65536 + padded.charCodeAt(i + 2));
  }
  return grams;
}

export function buildMemoryIndex(rows: readonly TokenRow[]): MemoryIndex {
  const entries: SourceEntry[] = [];
  const bySource = new Map<string, number>();
  const keysBySource = new Map<string, string[]>();
  const lists = new Map<number, number[]>();
  for (const row of rows) {
    if (row.source === "") continue;
    const keys = keysBySource.get(row.source);
    if (keys) keys.push(row.key);
    else keysBySource.set(row.source, [row.key]);
    if (!row.translated || row.value === "") continue;
    let id = bySource.get(row.source);
    if (id === undefined) {
      id = entries.length;
      const grams = trigramsOf(row.source);
      entries.push({ source: row.source, grams: grams.size, translations: new Map() });
      bySource.set(row.source, id);
      for (const gram of grams) {
        const list = lists.get(gram);
        if (list) list.push(id);
        else lists.set(gram, [id]);
      }
    }
    const holders = entries[id].translations.get(row.value);
    if (holders) holders.push(row.key);
    else entries[id].translations.set(row.value, [row.key]);
  }
  const postings = new Map<number, Uint32Array>();
  for (const [gram, list] of lists) postings.set(gram, Uint32Array.from(list));
  return { entries, bySource, postings, keysBySource, shared: new Uint16Array(entries.length) };
}

export interface LookupOptions {
  /** The token being edited: its own saved text is no suggestion. */
  excludeKey?: string;
  /** Fuzzy matches below this similarity are left out. */
  minSimilarity?: number;
  limit?: number;
}

function matchesOf(entry: SourceEntry, similarity: number, excludeKey: string | undefined): MemoryMatch[] {
  const out: MemoryMatch[] = [];
  for (const [text, keys] of entry.translations) {
    const others = excludeKey === undefined ? keys : keys.filter((key) => key !== excludeKey);
    if (others.length === 0) continue;
    out.push({
      text,
      source: entry.source,
      key: others[0],
      more: others.length - 1,
      similarity,
      exact: similarity === 1,
    });
  }
  // The translation most keys agree on first.
  return out.sort((a, b) => b.more - a.more);
}

/** Exact matches first, then fuzzy ones by similarity; each distinct translation once. */
export function lookup(index: MemoryIndex, source: string, options: LookupOptions = {}): MemoryMatch[] {
  const { excludeKey, minSimilarity = 0.5, limit = 8 } = options;
  if (source.trim() === "") return [];
  const exactId = index.bySource.get(source);
  const results: MemoryMatch[] = exactId === undefined ? [] : matchesOf(index.entries[exactId], 1, excludeKey);

  const grams = trigramsOf(source);
  const { shared, entries } = index;
  const touched: number[] = [];
  for (const gram of grams) {
    const ids = index.postings.get(gram);
    if (!ids) continue;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i];
      if (shared[id] === 0) touched.push(id);
      shared[id] += 1;
    }
  }
  // The best `limit` candidates only, kept sorted by insertion: a source like "Load token 12" shares most trigrams
  // with thousands of others, and sorting them all cost more than counting.
  const best: { id: number; similarity: number }[] = [];
  const better = (a: { id: number; similarity: number }, b: { id: number; similarity: number }) =>
    a.similarity > b.similarity || (a.similarity === b.similarity && entries[a.id].source < entries[b.id].source);
  for (const id of touched) {
    const similarity = (2 * shared[id]) / (grams.size + entries[id].grams);
    shared[id] = 0;
    if (id === exactId || similarity < minSimilarity) continue;
    const candidate = { id, similarity };
    if (best.length === limit && !better(candidate, best[limit - 1])) continue;
    let at = best.length;
    while (at > 0 && better(candidate, best[at - 1])) at -= 1;
    best.splice(at, 0, candidate);
    if (best.length > limit) best.pop();
  }
  for (const { id, similarity } of best) {
    if (results.length >= limit) break;
    // Capped so that a fuzzy match never shows as 100 %.
    results.push(...matchesOf(entries[id], Math.min(similarity, 0.99), excludeKey));
  }
  return results.slice(0, limit);
}

/** One index per row array: the table's rows keep their identity until a save changes them. */
const cache = new WeakMap<readonly TokenRow[], MemoryIndex>();

export function memoryIndexFor(rows: readonly TokenRow[]): MemoryIndex {
  let index = cache.get(rows);
  if (!index) cache.set(rows, (index = buildMemoryIndex(rows)));
  return index;
}

export interface OtherLanguageMatch {
  lang: string;
  text: string;
  key: string;
  more: number;
}

/**
 * What other languages say for the same source text: their translations of every key whose source is exactly
 * this one (the token's own key included), each distinct text once.
 */
export function otherLanguageMatches(
  index: MemoryIndex,
  source: string,
  tables: readonly { lang: string; texts: ReadonlyMap<string, string> }[],
): OtherLanguageMatch[] {
  const keys = index.keysBySource.get(source) ?? [];
  const out: OtherLanguageMatch[] = [];
  for (const { lang, texts } of tables) {
    const seen = new Map<string, OtherLanguageMatch>();
    for (const key of keys) {
      const text = texts.get(key);
      if (!text) continue;
      const known = seen.get(text);
      if (known) known.more += 1;
      else seen.set(text, { lang, text, key, more: 0 });
    }
    out.push(...[...seen.values()].sort((a, b) => b.more - a.more));
  }
  return out;
}
