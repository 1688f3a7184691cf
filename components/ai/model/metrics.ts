/**
 * The cost views' headline metrics over a period and the previous period of the same length: spend, tokens and the
 * average price per million tokens, each with its daily series (for a sparkline) and its change.
 */
import { fillDays } from "./cost-summary";
import { eachDay, type DateRange } from "./date-range";
import type { DailyPoint } from "./usage";

const DAY_MS = 86_400_000;
const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The period of the same number of days that ends the day before `range` begins. */
export function previousRange(range: DateRange): DateRange {
  const days = Math.round((utc(range.to) - utc(range.from)) / DAY_MS) + 1;
  const to = utc(range.from) - DAY_MS;
  return { from: iso(to - (days - 1) * DAY_MS), to: iso(to) };
}

/** Relative change from `previous` to `current` (0.25 = +25 %); undefined when there is nothing to compare with. */
export function change(current: number | undefined, previous: number | undefined): number | undefined {
  if (current === undefined || previous === undefined || previous === 0) return undefined;
  return (current - previous) / previous;
}

/** Money per million tokens; undefined without tokens. */
export const pricePerMillion = (price: number, tokens: number) =>
  tokens > 0 ? (price / tokens) * 1_000_000 : undefined;

export interface PeriodMetrics {
  spend: number;
  tokens: number;
  pricePerMillion?: number;
  /** One value per day of the period, zero (or null for the price) on days without usage. */
  series: { spend: number[]; tokens: number[]; pricePerMillion: (number | null)[] };
}

/**
 * A period's metrics from its days; `totals` a record states itself win over the days' sums, since a record may
 * state its totals without a daily series.
 */
export function periodMetrics(
  daily: readonly DailyPoint[],
  range: DateRange,
  totals: { spend?: number; tokens?: number } = {},
): PeriodMetrics {
  const days = fillDays(daily, eachDay(range));
  const spend = totals.spend ?? days.reduce((sum, p) => sum + p.price, 0);
  const tokens = totals.tokens ?? days.reduce((sum, p) => sum + p.tokens, 0);
  return {
    spend,
    tokens,
    pricePerMillion: pricePerMillion(spend, tokens),
    series: {
      spend: days.map((p) => p.price),
      tokens: days.map((p) => p.tokens),
      pricePerMillion: days.map((p) => pricePerMillion(p.price, p.tokens) ?? null),
    },
  };
}

/**
 * The previous period's days laid onto the current period's dates, day n onto day n, so that a chart can draw
 * both over one axis.
 */
export function overlayPrevious(previous: readonly DailyPoint[], range: DateRange): DailyPoint[] {
  const current = eachDay(range);
  const before = fillDays(previous, eachDay(previousRange(range)));
  return current.map((date, i) => ({ ...before[i], date }));
}
