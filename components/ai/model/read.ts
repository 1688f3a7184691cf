/**
 * Lenient readers for the free-form parts of portal records (lines, usage, extras), as the AI pages read them on
 * their first paint. Plain checks instead of zod: zod would cost every AI page ~32 kB gzip of first-load
 * JavaScript (Turbopack does not tree-shake it); the forms, which load on demand, keep zod.
 */

/** A JSON object as the portal sent it. */
export type Loose = Record<string, unknown>;

/** A plain object (not null, not an array): what a JSON record is. */
export const isRecord = (value: unknown): value is Loose =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The value when it has the type, else undefined (zod's `.optional().catch(undefined)`). */
export const str = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
export const num = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined;
export const bool = (value: unknown): boolean | undefined => (typeof value === "boolean" ? value : undefined);
export const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((item) => typeof item === "string") ? (value as string[]) : undefined;

type Reader = (value: unknown) => unknown;
type Read<R extends Record<string, Reader>> = { [K in keyof R]?: Exclude<ReturnType<R[K]>, undefined> };

/**
 * An object with each listed field read by its reader (a mistyped field reads as undefined) and every other field
 * kept as it came (zod's `looseObject`); undefined when the value is not an object.
 */
export function readLoose<R extends Record<string, Reader>>(value: unknown, readers: R): (Read<R> & Loose) | undefined {
  if (!isRecord(value)) return undefined;
  const out: Loose = { ...value };
  for (const key of Object.keys(readers)) if (key in value) out[key] = readers[key](value[key]);
  return out as Read<R> & Loose;
}
