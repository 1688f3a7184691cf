/**
 * Seeded randomness for the gateway stand-in: every generated text, vector and id is a pure function of the
 * request, so the same request (with the same `seed`) always gets the same answer.
 */

/** FNV-1a, 32 bit: a fast, well-spread hash for seeding and feature hashing. */
export function hash32(text: string, basis = 0x811c9dc5): number {
  let h = basis >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A uniform generator in [0, 1) (mulberry32): tiny, fast and good enough for text sampling. */
export type Random = () => number;

export function seededRandom(seed: string | number): Random {
  let state = typeof seed === "number" ? seed >>> 0 : hash32(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];

/** An integer in [min, max], both included. */
export const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

const ID_ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** An id like OpenAI's (`chatcmpl-…`, `call_…`), deterministic for a seed. */
export function idFrom(random: Random, prefix: string, length = 24): string {
  let id = prefix;
  for (let i = 0; i < length; i++) id += ID_ALPHABET[Math.floor(random() * ID_ALPHABET.length)];
  return id;
}
