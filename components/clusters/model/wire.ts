/**
 * Lenient readers for the clustermgr records. The spec types them as free-form objects (`ClusterObject {metadata {},
 * spec {}, status {}}`); the console reads the Gardener shape the sandbox answers, field by field, so that a missing
 * or mistyped field is `undefined` and never blanks a table.
 */
import { z } from "zod";

export const text = z.string().optional().catch(undefined);
export const record = z.record(z.string(), z.unknown()).optional().catch(undefined);
export const textList = z.array(z.string()).optional().catch(undefined);

/** A count the portal may send as a number or as a digit string. */
export const count = z
  .union([z.number(), z.string().regex(/^\d+$/).transform(Number)])
  .optional()
  .catch(undefined);

/** Parses `value` with a lenient schema; anything unreadable becomes the schema's empty reading. */
export function read<T extends z.ZodType>(schema: T, value: unknown): z.output<T> | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** Each element of an unknown array that `schema` reads; others are skipped. */
export function readEach<T extends z.ZodType>(schema: T, value: unknown): z.output<T>[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data as z.output<T>] : [];
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
