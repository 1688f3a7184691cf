/**
 * The window a budget's spend counts in: when the portal says when the budget resets (`reset_at`, LiteLLM's
 * `budget_reset_at`), the period before that; otherwise the window a portal plausibly uses for that period, on UTC
 * calendar boundaries, named so that the screen can say what was assumed (docs/cost-insight.md).
 */
import type { BudgetLine } from "./limits";
import { str } from "./read";

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

const UNIT_MS = { s: 1_000, m: MINUTE_MS, h: HOUR_MS, d: DAY_MS, w: 7 * DAY_MS, mo: 30 * DAY_MS } as const;
type Unit = keyof typeof UNIT_MS;

export interface Period {
  count: number;
  unit: Unit;
  /** Nominal length; a month counts 30 days. */
  ms: number;
}

/** A reset period ("30d", "1h", "1mo"); undefined when unreadable or not positive. */
export function parsePeriod(period: string | undefined): Period | undefined {
  const match = /^(\d+)\s*(mo|s|m|h|d|w)$/.exec(period?.trim() ?? "");
  if (!match) return undefined;
  const count = Number(match[1]);
  const unit = match[2] as Unit;
  const ms = count * UNIT_MS[unit];
  return ms > 0 && Number.isSafeInteger(ms) ? { count, unit, ms } : undefined;
}

/** A reset period in milliseconds; undefined when unreadable. */
export const periodMs = (period: string | undefined) => parsePeriod(period)?.ms;

/**
 * What was assumed about a window the portal did not state, for the sentence saying so:
 * - `clock`: a period that divides a day, on the clock from midnight UTC (every hour on the hour);
 * - `day`: the UTC calendar day; `week`: Monday to Monday, UTC; `month`: the calendar month, UTC (for 30 days too);
 * - `fromMidnight`: another period under a day, counted from midnight UTC, the last one cut at midnight;
 * - `fromYear`: any other period, counted from 1 January UTC, the last one cut at the year's end.
 */
export type WindowAssumption = "clock" | "day" | "week" | "month" | "fromMidnight" | "fromYear";

export interface BudgetWindow {
  start: number;
  end: number;
  /** Undefined when the portal stated when the window resets. */
  assumed?: WindowAssumption;
}

const startOfUtcDay = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

function startOfUtcMonth(ms: number, monthsAfter = 0): number {
  const date = new Date(ms);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + monthsAfter, 1);
}

/** Whole periods of `length` counted from `origin`, the window containing `now`, cut at `limit`. */
function counted(origin: number, length: number, now: number, limit: number) {
  const start = origin + Math.floor((now - origin) / length) * length;
  return { start, end: Math.min(start + length, limit) };
}

/** The window a portal plausibly uses when it does not say (see WindowAssumption). */
export function assumedWindow(period: Period, now: number): Required<BudgetWindow> {
  const day = startOfUtcDay(now);
  if (period.ms < DAY_MS) {
    const assumed = DAY_MS % period.ms === 0 ? "clock" : "fromMidnight";
    return { ...counted(day, period.ms, now, day + DAY_MS), assumed };
  }
  if (period.ms === DAY_MS) return { start: day, end: day + DAY_MS, assumed: "day" };
  if (period.ms === 7 * DAY_MS) {
    // Day 0 of the epoch's day count (1 January 1970) was a Thursday, 3 days after a Monday.
    const monday = day - ((Math.floor(day / DAY_MS) + 3) % 7) * DAY_MS;
    return { start: monday, end: monday + 7 * DAY_MS, assumed: "week" };
  }
  const year = new Date(now).getUTCFullYear();
  const nextYear = Date.UTC(year + 1, 0, 1);
  if (period.ms === 30 * DAY_MS && (period.unit === "d" || period.count === 1)) {
    return { start: startOfUtcMonth(now), end: startOfUtcMonth(now, 1), assumed: "month" };
  }
  if (period.unit === "mo") {
    // Calendar months counted from January: 3mo is the quarter, 12mo the year.
    const month = new Date(now).getUTCMonth();
    const first = Math.floor(month / period.count) * period.count;
    const start = Date.UTC(year, first, 1);
    return { start, end: Math.min(Date.UTC(year, first + period.count, 1), nextYear), assumed: "fromYear" };
  }
  return { ...counted(Date.UTC(year, 0, 1), period.ms, now, nextYear), assumed: "fromYear" };
}

/** When the portal says the window resets, as a time; NaN when it does not say. */
const statedReset = (line: BudgetLine) => Date.parse(str(line.reset_at) ?? str(line.budget_reset_at) ?? "");

/**
 * The window a budget's spend counts in: of the windows that end at the stated reset time give or take whole
 * periods, the one containing now. A reset time in the past means the answer is older than the window (the portal
 * has reset it since); one more than a period ahead means an earlier window is running.
 */
export function budgetWindow(line: BudgetLine, now: number): BudgetWindow | undefined {
  const period = parsePeriod(line.reset_duration);
  if (!period) return undefined;
  const resetAt = statedReset(line);
  if (!Number.isFinite(resetAt)) return assumedWindow(period, now);
  const end = resetAt + (Math.floor((now - resetAt) / period.ms) + 1) * period.ms;
  return { start: end - period.ms, end };
}
