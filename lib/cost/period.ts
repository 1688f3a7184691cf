/**
 * Periods of the cost figures: calendar days `YYYY-MM-DD`, both ends inclusive (the form the portal's `start` and
 * `end` take), counted in UTC so that a day is the same day on the server and in every browser.
 */

export interface Period {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
/** The longest period a cost view asks for: two years and a day, as the sandbox allows. */
export const MAX_PERIOD_DAYS = 731;

const utcDay = (day: string) => {
  const [y, m, d] = day.split("-").map(Number);
  return Date.UTC(y, m - 1, d);
};
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** How many days a period has (1 for a single day, 0 when it ends before it starts). */
export const periodDays = (period: Period) =>
  Math.max(Math.round((utcDay(period.to) - utcDay(period.from)) / DAY_MS) + 1, 0);

/** Every day of a period (at most MAX_PERIOD_DAYS), so that a day without usage shows as zero instead of missing. */
export function eachDay(period: Period): string[] {
  const start = utcDay(period.from);
  return Array.from({ length: Math.min(periodDays(period), MAX_PERIOD_DAYS) }, (_, i) => isoDay(start + i * DAY_MS));
}

/** The period of the same number of days that ends the day before `period` begins. */
export function previousPeriod(period: Period): Period {
  const end = utcDay(period.from) - DAY_MS;
  return { from: isoDay(end - (periodDays(period) - 1) * DAY_MS), to: isoDay(end) };
}

/** Relative change from `previous` to `current` (0.25 = +25 %); undefined when there is nothing to compare with. */
export function change(current: number | undefined, previous: number | undefined): number | undefined {
  if (current === undefined || previous === undefined || previous === 0) return undefined;
  return (current - previous) / previous;
}

/** Money per million tokens; undefined without tokens. */
export const pricePerMillion = (spend: number, tokens: number) =>
  tokens > 0 ? (spend / tokens) * 1_000_000 : undefined;
