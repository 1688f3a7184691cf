/**
 * Lenient readers for the clustermgr records. The spec types them as free-form objects (`ClusterObject {metadata {},
 * spec {}, status {}}`); the console reads the Gardener shape the sandbox answers, field by field, so that a missing
 * or mistyped field is `undefined` and never blanks a table. Plain type guards, not zod: these run on the first paint
 * of every cluster page, where zod would cost 32 kB of JavaScript (first-load budget).
 */

export type WireObject = Record<string, unknown>;

/** A JSON object (not an array, not null), else undefined. */
export const object = (value: unknown): WireObject | undefined =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as WireObject) : undefined;

export const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/** A list of strings; one element of another type makes the whole list unreadable. */
export const textList = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((item) => typeof item === "string") ? (value as string[]) : undefined;

/** An array as is, else undefined. */
export const list = (value: unknown): unknown[] | undefined => (Array.isArray(value) ? value : undefined);

/** A count the portal may send as a number or as a digit string. */
export const count = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value)
    ? value
    : typeof value === "string" && /^\d+$/.test(value)
      ? Number(value)
      : undefined;

export const flag = (value: unknown): boolean | undefined => (typeof value === "boolean" ? value : undefined);

/** Each element of an unknown array that `read` accepts (returns non-undefined); others are skipped. */
export function readEach<T>(read: (item: unknown) => T | undefined, value: unknown): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const parsed = read(item);
    return parsed === undefined ? [] : [parsed];
  });
}

/** Single-object GETs answer an array of one; a portal that answers the object itself is read the same way. */
export const firstOf = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/** The same raw object (TanStack Query keeps unchanged ones by reference) is parsed once. */
export function memoizeByObject<T>(parse: (raw: unknown) => T): (raw: unknown) => T {
  const cache = new WeakMap<object, T>();
  return (raw) => {
    if (raw === null || typeof raw !== "object") return parse(raw);
    const hit = cache.get(raw);
    if (hit !== undefined) return hit;
    const value = parse(raw);
    cache.set(raw, value);
    return value;
  };
}
