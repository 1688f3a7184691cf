/**
 * Small zod field builders shared by the portal schemas.
 *
 * Two families:
 * - input builders (body fields and path parameters, validated by the BFF before anything goes upstream):
 *   strict, bounded, `*`-required fields are non-empty;
 * - output builders (`o*`, records returned by the portal): lenient, every field optional but typed when
 *   present, `.nullable()` only where the spec says nullable; "any" is `z.unknown()`.
 *
 * Body field types. The spec says "unless stated, body fields are strings" (and, for clustermgr, "All other
 * body fields are strings"). That is followed except where a field's name plainly denotes another type:
 * - booleans: user_bound, active, list_all, show_all, get_all, simple, unread, force, insert, prepare_delete;
 * - arrays of free-form objects (one object per line): budgets, rate_limits, quotas (quota operations);
 * - arrays of strings: llms, users_ids, providers, profile_ids, roles, apply_keys (key ids attached to an AI
 *   project), remove (key ids detached from an AI project);
 * - integers: limit, increase;
 * - expiration_seconds: an integer 1..604800, a digit string in that range is accepted too;
 * - starting_hour: an hour 0..23, as an integer or as a string of digits ("2", "02");
 * - clustermgr minimum_workers / maximum_workers: a digit string (the spec's type) or a non-negative integer;
 * - clustermgr zones: a comma-separated string (the spec's type) or an array of strings;
 * - everything else, ttl and time-like fields (start, end, expire) included, stays a string.
 * Values are passed upstream as given (no coercion), so `z.input` and `z.output` of every body are the same.
 *
 * Bounds: every input string is at most 65,536 characters (a 1 MB string fails with the field in the issue
 * path); names, descriptions and counts the portal stores keep the tighter limits of `limits.ts`; `*`-required strings are non-empty; `*`-required arrays are non-empty; arrays hold at most 10,000
 * items. Path parameters are non-empty strings of at most 512 characters that cannot be ".", "..", or contain
 * "/", "\\" or a control character (the same rule `matchOperation` applies to request segments).
 */
import { z } from "zod";
import { DESCRIPTION_MAX, MAX_WORKERS, NAME_MAX } from "./limits";

export const MAX_STRING = 65_536;
export const MAX_ARRAY = 10_000;
export const MAX_PATH_PARAM = 512;

const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;

/** True when a decoded path segment is safe to route on or to place in an upstream path. */
export function isSafeSegment(segment: string): boolean {
  return (
    segment.length > 0 &&
    segment !== "." &&
    segment !== ".." &&
    !segment.includes("/") &&
    !segment.includes("\\") &&
    !CONTROL_CHARS.test(segment)
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Input builders
// ---------------------------------------------------------------------------------------------------------------

/** A path parameter: non-empty, at most 512 characters, a single safe segment. */
export const pathParam = () =>
  z
    .string()
    .min(1)
    .max(MAX_PATH_PARAM)
    .refine(isSafeSegment, { message: 'Must be one path segment (no "/", "\\", ".", ".." or control characters)' });

/** A required (`*`) string body field. */
export const reqStr = () => z.string().min(1).max(MAX_STRING);
/** An optional string body field. */
export const optStr = () => z.string().max(MAX_STRING).optional();

/** A required name the portal stores, within the console's chosen limit (`limits.ts`). */
export const reqName = (max = NAME_MAX) => z.string().min(1).max(max);
/** An optional stored name. */
export const optName = (max = NAME_MAX) => z.string().max(max).optional();
/** A required free description or reason. */
export const reqText = () => z.string().min(1).max(DESCRIPTION_MAX);
/** An optional free description. */
export const optText = () => z.string().max(DESCRIPTION_MAX).optional();

/** A boolean body field (see the list above). */
export const bool = () => z.boolean();

/** An array of strings (ids, names). */
export const strArray = () => z.array(z.string().max(MAX_STRING)).max(MAX_ARRAY);
/** A required (`*`) array of strings: at least one item. */
export const reqStrArray = () => strArray().min(1);

/** An array of free-form objects (budgets, rate_limits, quota lines). */
export const objArray = () => z.array(z.looseObject({})).max(MAX_ARRAY);
/** A required (`*`) array of free-form objects: at least one item. */
export const reqObjArray = () => objArray().min(1);

/** An integer body field (limit, increase). */
export const int = () => z.number().int();

const digitString = (min: number, max: number, maxDigits: number) =>
  z
    .string()
    .regex(new RegExp(`^\\d{1,${maxDigits}}$`), { message: "Expected digits only" })
    .refine((s) => Number(s) >= min && Number(s) <= max, { message: `Expected a number from ${min} to ${max}` });

/** expiration_seconds: integer 1..604800, or the same as a digit string. */
export const expirationSeconds = () => z.union([z.number().int().min(1).max(604_800), digitString(1, 604_800, 6)]);

/** starting_hour: 0..23 as an integer or a digit string ("2", "02"). */
export const startingHour = () => z.union([z.number().int().min(0).max(23), digitString(0, 23, 2)]);

/** clustermgr minimum_workers / maximum_workers: a digit string or a non-negative integer, at most MAX_WORKERS. */
export const workerCount = () => z.union([digitString(0, MAX_WORKERS, 6), z.number().int().min(0).max(MAX_WORKERS)]);

/** clustermgr zones: a comma-separated string or an array of strings. */
export const zones = () => z.union([z.string().max(MAX_STRING), strArray()]);
/** Required (`*`) zones: a non-empty string or a non-empty array. */
export const reqZones = () => z.union([reqStr(), reqStrArray()]);

/** No path parameters. */
export const noParams = () => z.strictObject({});

// ---------------------------------------------------------------------------------------------------------------
// Output builders (lenient)
// ---------------------------------------------------------------------------------------------------------------

export const oStr = () => z.string().optional();
/** A string the spec marks nullable. */
export const oNullableStr = () => z.string().nullable().optional();
export const oNum = () => z.number().optional();
export const oInt = () => z.number().int().optional();
export const oBool = () => z.boolean().optional();
/** A free-form object `{}`. */
export const freeObject = () => z.record(z.string(), z.unknown());
export const oObj = () => freeObject().optional();
/** An array with no element shape `T[]`. */
export const oArr = () => z.array(z.unknown()).optional();
/** A field the spec types as "any". */
export const oAny = () => z.unknown().optional();
