/** A ledger's days as chart series: one value per day of the period, and the previous period laid onto it. */
import type { DailyPoint } from "./cost-answer";
import { eachDay, pricePerMillion, previousPeriod, type Period } from "./period";

/** A daily series with every day of the period, zero where nothing was used. */
export function fillDays(points: readonly DailyPoint[], period: Period): DailyPoint[] {
  const byDate = new Map(points.map((p) => [p.date, p]));
  return eachDay(period).map((date) => byDate.get(date) ?? { date, tokens: 0, price: 0 });
}

/** One value per day: spend, tokens, and the price per 1M tokens (null on a day without tokens: a gap, not zero). */
export function dailySeries(points: readonly DailyPoint[], period: Period) {
  const days = fillDays(points, period);
  return {
    spend: days.map((p) => p.price),
    tokens: days.map((p) => p.tokens),
    pricePerMillion: days.map((p) => pricePerMillion(p.price, p.tokens) ?? null),
  };
}

/** The previous period's days laid onto the current period's dates, day n onto day n, to draw both on one axis. */
export function overlayPrevious(previous: readonly DailyPoint[], period: Period): DailyPoint[] {
  const before = fillDays(previous, previousPeriod(period));
  return eachDay(period).map((date, i) => ({ ...before[i], date }));
}
