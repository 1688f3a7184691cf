/**
 * Lenient field readers for the backup records the spec types as `{}`: a missing or mistyped field reads as
 * undefined. Plain type guards, not zod: the backup pages read these on first paint, where zod would cost 32 kB of
 * JavaScript (first-load budget).
 */

export type Loose = Record<string, unknown>;

/** A JSON object (not an array, not null), else undefined. */
export const looseObject = (value: unknown): Loose | undefined =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Loose) : undefined;

export const optStr = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

export const optNum = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined;

export const optBool = (value: unknown): boolean | undefined => (typeof value === "boolean" ? value : undefined);

/** A string, or null kept as null (the portal's "never"), else undefined. */
export const optNullableStr = (value: unknown): string | null | undefined =>
  value === null || typeof value === "string" ? value : undefined;
