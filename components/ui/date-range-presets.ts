/** Date ranges as ISO calendar dates (`YYYY-MM-DD`, both ends inclusive) in the user's local calendar. */
export interface DateRange {
  from: string;
  to: string;
}

export const DATE_RANGE_PRESETS = ["last7", "last30", "thisMonth", "lastMonth"] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

const pad = (n: number) => String(n).padStart(2, "0");

/** Local calendar date of `date` as `YYYY-MM-DD` (not `toISOString`, which shifts to UTC). */
export function isoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function daysBefore(now: Date, days: number): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - days);
}

/** The range a preset stands for on the day `now`; "last 7 days" is today and the 6 days before. */
export function presetRange(preset: DateRangePreset, now: Date): DateRange {
  const today = isoDate(now);
  switch (preset) {
    case "last7":
      return { from: isoDate(daysBefore(now, 6)), to: today };
    case "last30":
      return { from: isoDate(daysBefore(now, 29)), to: today };
    case "thisMonth":
      return { from: isoDate(new Date(now.getFullYear(), now.getMonth(), 1)), to: today };
    case "lastMonth":
      return {
        from: isoDate(new Date(now.getFullYear(), now.getMonth() - 1, 1)),
        to: isoDate(new Date(now.getFullYear(), now.getMonth(), 0)),
      };
  }
}

/** Which preset a range equals on the day `now`, or "custom". */
export function matchPreset(range: DateRange, now: Date): DateRangePreset | "custom" {
  for (const preset of DATE_RANGE_PRESETS) {
    const candidate = presetRange(preset, now);
    if (candidate.from === range.from && candidate.to === range.to) return preset;
  }
  return "custom";
}
