/**
 * When a budget runs out: spent so far in the budget's window, the rate that is, and the day that rate reaches the
 * limit, if that day comes before the window resets. Pure, so that every screen forecasts the same way (see
 * docs/cost-insight.md for the method).
 */
import { budgetWindow, DAY_MS, HOUR_MS, MINUTE_MS, type BudgetWindow } from "./budget-window";
import type { BudgetLine } from "./limits";

export { budgetWindow, DAY_MS, parsePeriod, periodMs, type BudgetWindow } from "./budget-window";

export type ForecastState =
  /** Spent reached the limit: `reachedAt` is set. */
  | "exceeded"
  /** The rate reaches the limit before the window resets: `runsOutAt` is set. */
  | "runsOut"
  /** At this rate the window resets first. */
  | "resetsFirst"
  /** Nothing spent in the window yet: nothing to project. */
  | "noSpend"
  /** The portal does not say what the budget has spent: nothing to project. */
  | "unknownSpend";

/** The unit a rate reads best in: a day, or an hour or a minute for windows shorter than a day or an hour. */
export type RateUnit = "day" | "hour" | "minute";
const RATE_UNIT_MS: Record<RateUnit, number> = { day: DAY_MS, hour: HOUR_MS, minute: MINUTE_MS };

export interface Forecast {
  state: ForecastState;
  /** When it was made: the "now" its days count from. */
  at: number;
  limit: number;
  /** The portal's `current_usage`; undefined when it sends none. */
  spent?: number;
  /** Money per day: the window's spend so far over the time it has run. */
  rate: number;
  rateUnit: RateUnit;
  /** How long the window has run, as the rate counts it (at least a few minutes, so that a fresh window does not divide by almost nothing). */
  ranMs: number;
  window: BudgetWindow;
  /** Only when `state` is "runsOut": when the rate reaches the limit. */
  runsOutAt?: number;
  /** Only when `state` is "exceeded": when the window's rate reached the limit, never before the window began. */
  reachedAt?: number;
  /** Days from now to `runsOutAt`; 0 when exceeded. */
  daysLeft?: number;
}

export interface ForecastInput {
  limit: number;
  spent: number | undefined;
  window: BudgetWindow;
  now: number;
}

/** A window shorter than a day gets a rate per hour, one shorter than an hour a rate per minute. */
export const rateUnitOf = (window: BudgetWindow): RateUnit =>
  window.end - window.start >= DAY_MS ? "day" : window.end - window.start >= HOUR_MS ? "hour" : "minute";

/** A rate per day in the forecast's own unit ("€0.50 an hour" for an hourly budget). */
export const ratePerUnit = (forecast: Pick<Forecast, "rateUnit">, perDay: number) =>
  (perDay * RATE_UNIT_MS[forecast.rateUnit]) / DAY_MS;

/**
 * The one forecast of the console (lists, home page and a record's overview alike): the rate is the window's spend
 * so far over the time it has run, which needs nothing beyond the portal's `current_usage`, so every screen that
 * shows a budget agrees on its date.
 */
export function forecastBudget({ limit, spent, window, now }: ForecastInput): Forecast {
  // At least an hour (a 24th of a window shorter than a day), so that a fresh window does not divide by almost nothing.
  const minimum = Math.min(HOUR_MS, (window.end - window.start) / 24);
  const ranMs = Math.max(now - window.start, minimum);
  const rate = spent !== undefined && spent > 0 ? (spent / ranMs) * DAY_MS : 0;
  const base = { at: now, limit, spent, rate, rateUnit: rateUnitOf(window), ranMs, window };
  if (spent === undefined) return { ...base, state: "unknownSpend" };
  if (spent >= limit) {
    // Where a steady rate from the window's start met the limit: that rate is the one every forecast uses.
    const reachedAt = spent > 0 ? window.start + ranMs * (Math.max(limit, 0) / spent) : window.start;
    return { ...base, state: "exceeded", reachedAt: Math.min(Math.max(reachedAt, window.start), now), daysLeft: 0 };
  }
  if (!(spent > 0)) return { ...base, state: "noSpend" };
  return { ...base, ...projectAt(rate, limit - spent, window, now) };
}

/** Where a rate per day takes what is left of a budget: its day within the window, or the reset first. */
export function projectAt(
  ratePerDay: number,
  left: number,
  window: BudgetWindow,
  now: number,
): Pick<Forecast, "state" | "runsOutAt" | "daysLeft"> {
  if (!(ratePerDay > 0)) return { state: "resetsFirst" };
  const daysLeft = left / ratePerDay;
  const runsOutAt = now + daysLeft * DAY_MS;
  return runsOutAt < window.end ? { state: "runsOut", runsOutAt, daysLeft } : { state: "resetsFirst" };
}

/** Whole days left, as every screen words them ("in 2 days"): counted down, so "in 0 days" means within a day. */
export const wholeDaysLeft = (forecast: Pick<Forecast, "daysLeft">) => Math.floor(forecast.daysLeft ?? 0);

/** The forecast of a budget line as the portal sent it; undefined when its limit or period is unreadable. */
export function forecastLine(line: BudgetLine, now: number): Forecast | undefined {
  const window = budgetWindow(line, now);
  if (line.max_limit === undefined || window === undefined) return undefined;
  return forecastBudget({ limit: line.max_limit, spent: line.current_usage, window, now });
}

/** Above any real number of days: a budget that lasts its window, one with nothing spent, one with spend unknown. */
const LASTS = 1e6;
const NO_SPEND = 2e6;
const UNKNOWN = 3e6;

/**
 * A forecast's place when sorting by when budgets run out, soonest first: reached limits (longest ago first), then
 * run-out days, then budgets that reset first (soonest reset first), then those with nothing spent, then those
 * whose spend is not reported.
 */
export function runOutOrder(forecast: Forecast, now: number): number {
  const toReset = (forecast.window.end - now) / DAY_MS;
  switch (forecast.state) {
    case "exceeded":
      return (forecast.reachedAt! - now) / DAY_MS;
    case "runsOut":
      return forecast.daysLeft!;
    case "resetsFirst":
      return LASTS + toReset;
    case "noSpend":
      return NO_SPEND + toReset;
    default:
      return UNKNOWN;
  }
}

/** The soonest of a record's budgets to run out (by runOutOrder); undefined when no budget can be forecast. */
export function soonestRunOut(
  lines: readonly BudgetLine[],
  now: number,
): { order: number; forecast: Forecast; line: BudgetLine } | undefined {
  let soonest: { order: number; forecast: Forecast; line: BudgetLine } | undefined;
  for (const line of lines) {
    const forecast = forecastLine(line, now);
    if (!forecast) continue;
    const order = runOutOrder(forecast, now);
    if (!soonest || order < soonest.order) soonest = { order, forecast, line };
  }
  return soonest;
}
