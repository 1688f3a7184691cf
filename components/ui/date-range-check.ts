/**
 * Checks a typed or picked date range before it is committed. A native date input reports "" with `badInput`
 * while a segment is missing, and accepts years like 0006 while the year is being typed, so both are judged here
 * rather than trusted.
 */
import type { DateRange } from "./date-range-presets";

/** Bounds used when the caller gives none: anything outside is a typing slip, not a period anyone means. */
export const DEFAULT_MIN_DATE = "2000-01-01";
export const DEFAULT_MAX_DATE = "2099-12-31";

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written `YYYY-MM-DD` (no 31 April, no 29 February outside leap years). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d); // not Date.UTC, which reads years 0-99 as 1900-1999
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** One end as the input shows it: its value and whether the browser holds a partial entry it cannot report. */
export interface DateEnd {
  value: string;
  badInput?: boolean;
}

export type DateRangeProblem =
  | { end: "from" | "to"; kind: "incomplete" }
  | { end: "from" | "to"; kind: "outOfRange"; min: string; max: string }
  | { end: "to"; kind: "fromAfterTo" };

export type DateRangeCheck = { ok: true; range: DateRange } | { ok: false; problem: DateRangeProblem };

/** The range both inputs describe, or the first problem (From before To, each end complete and within bounds). */
export function checkDateRange(
  from: DateEnd,
  to: DateEnd,
  bounds: { min?: string; max?: string } = {},
): DateRangeCheck {
  const min = bounds.min ?? DEFAULT_MIN_DATE;
  const max = bounds.max ?? DEFAULT_MAX_DATE;
  for (const [end, input] of [
    ["from", from],
    ["to", to],
  ] as const) {
    if (input.badInput || !isCalendarDate(input.value)) return { ok: false, problem: { end, kind: "incomplete" } };
    if (input.value < min || input.value > max) return { ok: false, problem: { end, kind: "outOfRange", min, max } };
  }
  if (from.value > to.value) return { ok: false, problem: { end: "to", kind: "fromAfterTo" } };
  return { ok: true, range: { from: from.value, to: to.value } };
}
