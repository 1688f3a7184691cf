/**
 * The cost views' periods as URL parameters: a preset (`?range=last7`) stays a preset, so a link shared next
 * month still means "last month"; any other range is kept as its days (`?from=…&to=…`). Days are `YYYY-MM-DD`,
 * both ends inclusive, the form the portal's `start`/`end` take.
 */
import {
  DATE_RANGE_PRESETS,
  matchPreset,
  presetRange,
  type DateRange,
  type DateRangePreset,
} from "@/components/ui/date-range-presets";

export type { DateRange } from "@/components/ui/date-range-presets";

export const DEFAULT_PRESET: DateRangePreset = "last30";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDay(value: string | null | undefined): value is string {
  if (!value || !ISO_DAY.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number);
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d;
}

const isPreset = (value: string | undefined): value is DateRangePreset =>
  (DATE_RANGE_PRESETS as readonly string[]).includes(value ?? "");

export interface PeriodParams {
  range?: string;
  from?: string;
  to?: string;
}

/** The range the URL names: valid custom days, else the named preset, else the last 30 days. */
export function periodFromParams(params: PeriodParams, today: Date): DateRange {
  if (isIsoDay(params.from) && isIsoDay(params.to) && params.from <= params.to)
    return { from: params.from, to: params.to };
  return presetRange(isPreset(params.range) ? params.range : DEFAULT_PRESET, today);
}

/** The URL parameters of a range; the default period leaves the URL clean. */
export function periodToParams(range: DateRange, today: Date): Required<{ [K in keyof PeriodParams]: string | null }> {
  const preset = matchPreset(range, today);
  if (preset === DEFAULT_PRESET) return { range: null, from: null, to: null };
  if (preset !== "custom") return { range: preset, from: null, to: null };
  return { range: null, from: range.from, to: range.to };
}
