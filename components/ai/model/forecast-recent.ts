/**
 * The second opinion on a record's overview: the last 7 days' rate from the daily cost series. A rise late in the
 * window moves it before it moves the window's average, so where the two rates name different days, both are shown.
 */
import { DAY_MS } from "./budget-window";
import { projectAt, type Forecast } from "./forecast";
import type { DailyPoint } from "./usage";

export const RECENT_DAYS = 7;

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The complete UTC days the recent rate counts: the 7 before today, `YYYY-MM-DD`, first and last. */
export function recentRange(now: number): { from: string; to: string } {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return { from: utcDay(today - RECENT_DAYS * DAY_MS), to: utcDay(today - DAY_MS) };
}

/** Spend per day over the 7 complete days before today; days missing from the series spent nothing. */
export function recentRate(daily: readonly DailyPoint[], now: number): number {
  const { from, to } = recentRange(now);
  const spent = daily.filter((p) => p.date >= from && p.date <= to).reduce((sum, p) => sum + p.price, 0);
  return spent / RECENT_DAYS;
}

export interface RecentForecast {
  /** Money per day over the last 7 days. */
  rate: number;
  state: "runsOut" | "resetsFirst";
  runsOutAt?: number;
  daysLeft?: number;
}

/** The day a forecast names: the run-out day, or the reset for one that lasts its window. */
const namedDay = (f: Pick<Forecast, "state" | "runsOutAt" | "window">) =>
  f.state === "runsOut" ? `out ${utcDay(f.runsOutAt!)}` : `reset ${utcDay(f.window.end)}`;

/**
 * The forecast at the last 7 days' rate, when it names another day than the window's rate does; undefined when
 * they agree, when the budget is not being spent towards a date (reached, nothing spent, spend unknown), or for a
 * window shorter than a day, whose rate a daily series cannot tell.
 */
export function recentAlternative(forecast: Forecast, recentPerDay: number, now: number): RecentForecast | undefined {
  if (forecast.state !== "runsOut" && forecast.state !== "resetsFirst") return undefined;
  if (forecast.rateUnit !== "day" || !Number.isFinite(recentPerDay) || recentPerDay < 0) return undefined;
  const alternative = projectAt(recentPerDay, forecast.limit - forecast.spent!, forecast.window, now);
  if (namedDay({ ...alternative, window: forecast.window }) === namedDay(forecast)) return undefined;
  return { rate: recentPerDay, ...(alternative as Omit<RecentForecast, "rate">) };
}
