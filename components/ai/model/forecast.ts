/**
 * When a budget runs out: spent so far in the budget's window, the daily rate, and the day that rate reaches the
 * limit, if that day comes before the window resets. Pure, so that every screen forecasts the same way (see
 * docs/cost-insight.md for the method).
 */
import type { BudgetLine } from "./limits";
import { str } from "./read";

export const DAY_MS = 86_400_000;

const UNIT_MS: Record<string, number> = {
  s: 1_000,
  m: 60_000,
  h: 3_600_000,
  d: DAY_MS,
  w: 7 * DAY_MS,
  mo: 30 * DAY_MS,
};

/** A reset period ("30d", "1h", "1mo") in milliseconds; undefined when unreadable. */
export function periodMs(period: string | undefined): number | undefined {
  const match = /^(\d+)\s*(mo|s|m|h|d|w)$/.exec(period?.trim() ?? "");
  if (!match) return undefined;
  const ms = Number(match[1]) * UNIT_MS[match[2]];
  return ms > 0 ? ms : undefined;
}

export interface BudgetWindow {
  start: number;
  end: number;
  /** False when the portal did not say when the window resets and it is assumed to run on UTC period boundaries. */
  stated: boolean;
}

/**
 * The window a budget's spend counts in. The portal states its reset time as `reset_at` (or LiteLLM's
 * `budget_reset_at`); without one the window is taken as the period containing now, counted from the Unix epoch.
 */
export function budgetWindow(line: BudgetLine, now: number): BudgetWindow | undefined {
  const length = periodMs(line.reset_duration);
  if (length === undefined) return undefined;
  const resetAt = Date.parse(str(line.reset_at) ?? str(line.budget_reset_at) ?? "");
  if (Number.isFinite(resetAt) && resetAt > now) return { start: resetAt - length, end: resetAt, stated: true };
  const start = Math.floor(now / length) * length;
  return { start, end: start + length, stated: false };
}

/** How the rate was measured, for the method text beside a forecast: the window's spend over the days it has run. */
export type RateBasis = { kind: "windowSoFar"; days: number };

export type ForecastState =
  /** Spent reached the limit already. */
  | "exceeded"
  /** The rate reaches the limit before the window resets: `runsOutAt` is set. */
  | "runsOut"
  /** At this rate the window resets first. */
  | "notInWindow"
  /** Nothing spent at the measured rate: nothing to project. */
  | "noUsage";

export interface Forecast {
  state: ForecastState;
  limit: number;
  spent: number;
  /** Money per day. */
  rate: number;
  basis: RateBasis;
  window: BudgetWindow;
  /** Milliseconds since the epoch, only when `state` is "runsOut". */
  runsOutAt?: number;
  /** Days from now to `runsOutAt`; 0 when exceeded. */
  daysLeft?: number;
}

export interface ForecastInput {
  limit: number;
  spent: number;
  window: BudgetWindow;
  now: number;
}

/**
 * The one forecast of the console (lists, home page and a record's overview alike): the rate is the window's spend
 * so far over the days it has run, which needs nothing beyond the portal's `current_usage`, so every screen that
 * shows a budget agrees on its date.
 */
export function forecastBudget({ limit, spent, window, now }: ForecastInput): Forecast {
  // At least an hour, so that a window that just began does not divide by almost nothing.
  const ranDays = Math.max((now - window.start) / DAY_MS, 1 / 24);
  const basis: RateBasis = { kind: "windowSoFar", days: ranDays };
  const rate = spent / ranDays;
  const base = { limit, spent, rate, basis, window };
  if (spent >= limit) return { ...base, state: "exceeded", daysLeft: 0 };
  if (!(rate > 0)) return { ...base, state: "noUsage" };
  const daysLeft = (limit - spent) / rate;
  const runsOutAt = now + daysLeft * DAY_MS;
  if (runsOutAt >= window.end) return { ...base, state: "notInWindow" };
  return { ...base, state: "runsOut", runsOutAt, daysLeft };
}

/** Whole days left, as every screen words them ("in 2 days"): counted down, so "in 0 days" means within a day. */
export const wholeDaysLeft = (forecast: Pick<Forecast, "daysLeft">) => Math.floor(forecast.daysLeft ?? 0);

/** The forecast of a budget line as the portal sent it; undefined when its limit, usage or period is unreadable. */
export function forecastLine(line: BudgetLine, now: number): Forecast | undefined {
  const window = budgetWindow(line, now);
  if (line.max_limit === undefined || window === undefined) return undefined;
  return forecastBudget({ limit: line.max_limit, spent: line.current_usage ?? 0, window, now });
}

/**
 * The soonest of a record's budgets to run out, as a sortable number of days: 0 when one is exceeded, Infinity when
 * none runs out within its window, undefined when no budget can be forecast.
 */
export function soonestRunOut(
  lines: readonly BudgetLine[],
  now: number,
): { days: number; forecast: Forecast } | undefined {
  let soonest: { days: number; forecast: Forecast } | undefined;
  for (const line of lines) {
    const forecast = forecastLine(line, now);
    if (!forecast) continue;
    const days = forecast.daysLeft ?? Infinity;
    if (!soonest || days < soonest.days) soonest = { days, forecast };
  }
  return soonest;
}
