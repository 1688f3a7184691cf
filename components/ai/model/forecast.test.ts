import { describe, expect, it } from "vitest";
import {
  budgetWindow,
  DAY_MS,
  forecastBudget,
  forecastLine,
  periodMs,
  runOutOrder,
  soonestRunOut,
  wholeDaysLeft,
} from "./forecast";
import { assumedWindow, parsePeriod } from "./budget-window";

// Noon UTC on Wednesday 2026-03-11; the window below is 30 days that began 10 days ago and end in 20.
const NOW = Date.UTC(2026, 2, 11, 12);
const WINDOW = { start: NOW - 10 * DAY_MS, end: NOW + 20 * DAY_MS };

describe("budget forecast, hand-computed", () => {
  it("steady rate: 100 spent over 10 days of a 300 budget lasts exactly to the reset, which comes first", () => {
    const forecast = forecastBudget({ limit: 300, spent: 100, window: WINDOW, now: NOW });
    expect(forecast.rate).toBe(10);
    expect(forecast.ranMs).toBe(10 * DAY_MS);
    expect(forecast.rateUnit).toBe("day");
    expect(forecast.state).toBe("resetsFirst");
    expect(forecast.runsOutAt).toBeUndefined();
  });

  it("steady rate: 100 spent over 10 days of a 150 budget runs out in 5 days", () => {
    const forecast = forecastBudget({ limit: 150, spent: 100, window: WINDOW, now: NOW });
    expect(forecast.state).toBe("runsOut");
    expect(forecast.daysLeft).toBe(5);
    expect(forecast.runsOutAt).toBe(Date.UTC(2026, 2, 16, 12));
  });

  it("rising rate: 160 of 200 spent in 10 days (most of it lately) runs out at the window's 16 a day in 2.5 days", () => {
    const forecast = forecastBudget({ limit: 200, spent: 160, window: WINDOW, now: NOW });
    expect(forecast.rate).toBe(16);
    expect(forecast.state).toBe("runsOut");
    expect(forecast.daysLeft).toBe(2.5);
    expect(forecast.runsOutAt).toBe(Date.UTC(2026, 2, 14));
    expect(wholeDaysLeft(forecast)).toBe(2);
  });

  it("already exceeded: 0 days left, and the limit was reached where the window's rate met it", () => {
    // 120 spent in 10 days is 12 a day; 60 of it was spent 5 days in.
    const forecast = forecastBudget({ limit: 60, spent: 120, window: WINDOW, now: NOW });
    expect(forecast.state).toBe("exceeded");
    expect(forecast.daysLeft).toBe(0);
    expect(forecast.reachedAt).toBe(WINDOW.start + 5 * DAY_MS);
    // Spent exactly the limit: reached now.
    expect(forecastBudget({ limit: 50, spent: 50, window: WINDOW, now: NOW }).reachedAt).toBe(NOW);
  });

  it("nothing spent: no spend yet, nothing projected; spend not reported: nothing projected either", () => {
    const none = forecastBudget({ limit: 50, spent: 0, window: WINDOW, now: NOW });
    expect(none.state).toBe("noSpend");
    expect(none.runsOutAt).toBeUndefined();
    const unknown = forecastBudget({ limit: 50, spent: undefined, window: WINDOW, now: NOW });
    expect(unknown.state).toBe("unknownSpend");
    expect(unknown.rate).toBe(0);
  });

  it("window ending before exhaustion: 2.4 a day leaves 40 of 100 for 16.7 days, but the window resets in 5", () => {
    const window = { start: NOW - 25 * DAY_MS, end: NOW + 5 * DAY_MS };
    const forecast = forecastBudget({ limit: 100, spent: 60, window, now: NOW });
    expect(forecast.rate).toBe(2.4);
    expect(forecast.state).toBe("resetsFirst");
  });

  it("a window that began minutes ago counts an hour, and an hourly window's rate reads per hour", () => {
    const fresh = forecastBudget({
      limit: 100,
      spent: 1,
      window: { start: NOW - 60_000, end: NOW + DAY_MS },
      now: NOW,
    });
    expect(fresh.ranMs).toBe(3_600_000);
    expect(fresh.rate).toBe(24);
    const hourly = forecastBudget({
      limit: 10,
      spent: 2,
      window: { start: NOW - 1_800_000, end: NOW + 1_800_000 },
      now: NOW,
    });
    expect(hourly.rateUnit).toBe("hour");
    expect(hourly.rate).toBe(96); // 2 in half an hour is 4 an hour
    expect(hourly.state).toBe("resetsFirst"); // 8 left at 4 an hour takes 2 hours; the window resets in 30 minutes
  });
});

describe("budget windows", () => {
  it("reads reset periods", () => {
    expect(periodMs("30d")).toBe(30 * DAY_MS);
    expect(periodMs("1h")).toBe(3_600_000);
    expect(periodMs("1mo")).toBe(30 * DAY_MS);
    expect(periodMs("2w")).toBe(14 * DAY_MS);
    expect(periodMs("forever")).toBeUndefined();
    expect(periodMs("0d")).toBeUndefined();
  });

  it("takes the window from the stated reset time", () => {
    const resetAt = new Date(NOW + 3 * DAY_MS).toISOString();
    expect(budgetWindow({ reset_duration: "7d", reset_at: resetAt }, NOW)).toEqual({
      start: NOW - 4 * DAY_MS,
      end: NOW + 3 * DAY_MS,
    });
    expect(budgetWindow({ reset_duration: "7d", budget_reset_at: resetAt }, NOW)?.end).toBe(NOW + 3 * DAY_MS);
  });

  it("moves a stated reset time that has passed on by whole periods", () => {
    const resetAt = new Date(NOW - 2 * DAY_MS).toISOString();
    expect(budgetWindow({ reset_duration: "7d", reset_at: resetAt }, NOW)).toEqual({
      start: NOW - 2 * DAY_MS,
      end: NOW + 5 * DAY_MS,
    });
    const far = new Date(NOW + 45 * DAY_MS).toISOString();
    expect(budgetWindow({ reset_duration: "30d", reset_at: far }, NOW)).toEqual({
      start: NOW - 15 * DAY_MS,
      end: NOW + 15 * DAY_MS,
    });
  });

  it("assumes UTC calendar windows when no reset time is stated: never counted from 1970", () => {
    const window = (period: string) => budgetWindow({ reset_duration: period }, NOW);
    expect(window("1d")).toEqual({ start: Date.UTC(2026, 2, 11), end: Date.UTC(2026, 2, 12), assumed: "day" });
    // Wednesday 11 March: the week began on Monday 9 March.
    expect(window("7d")).toEqual({ start: Date.UTC(2026, 2, 9), end: Date.UTC(2026, 2, 16), assumed: "week" });
    expect(window("1w")?.assumed).toBe("week");
    expect(window("30d")).toEqual({ start: Date.UTC(2026, 2, 1), end: Date.UTC(2026, 3, 1), assumed: "month" });
    expect(window("1mo")?.assumed).toBe("month");
    expect(window("3mo")).toEqual({ start: Date.UTC(2026, 0, 1), end: Date.UTC(2026, 3, 1), assumed: "fromYear" });
    expect(window("1h")).toEqual({
      start: Date.UTC(2026, 2, 11, 12),
      end: Date.UTC(2026, 2, 11, 13),
      assumed: "clock",
    });
    expect(window("1m")?.assumed).toBe("clock");
    // 7 hours from midnight: 7, 14, 21; the window from 07:00 to 14:00 holds noon.
    expect(window("7h")).toEqual({
      start: Date.UTC(2026, 2, 11, 7),
      end: Date.UTC(2026, 2, 11, 14),
      assumed: "fromMidnight",
    });
    // 14 days from 1 January: 11 March, 69 days in, lies in the fifth period, from 26 February.
    expect(window("14d")).toEqual({ start: Date.UTC(2026, 1, 26), end: Date.UTC(2026, 2, 12), assumed: "fromYear" });
    // The last 90-day period of the year is cut at its end.
    const december = Date.UTC(2026, 11, 30);
    expect(assumedWindow(parsePeriod("90d")!, december)).toEqual({
      start: Date.UTC(2026, 0, 1) + 360 * DAY_MS,
      end: Date.UTC(2027, 0, 1),
      assumed: "fromYear",
    });
  });

  it("picks the soonest of several budgets", () => {
    const resetAt = new Date(NOW + 20 * DAY_MS).toISOString();
    const lines = [
      { max_limit: 300, current_usage: 100, reset_duration: "30d", reset_at: resetAt },
      { max_limit: 150, current_usage: 100, reset_duration: "30d", reset_at: resetAt },
      { max_limit: 10, reset_duration: "forever" },
    ];
    expect(soonestRunOut(lines, NOW)?.order).toBe(5);
    expect(soonestRunOut(lines, NOW)?.forecast.state).toBe("runsOut");
    expect(forecastLine(lines[2], NOW)).toBeUndefined();
    expect(soonestRunOut([lines[0]], NOW)?.forecast.state).toBe("resetsFirst");
    expect(soonestRunOut([lines[2]], NOW)).toBeUndefined();
  });

  it("orders reached limits, then run-out days, then budgets that last, then no spend, then unknown spend", () => {
    const at = (limit: number, spent: number | undefined) =>
      runOutOrder(forecastBudget({ limit, spent, window: WINDOW, now: NOW }), NOW);
    const order = [at(60, 120), at(100, 100), at(150, 100), at(180, 100), at(500, 100), at(50, 0), at(50, undefined)];
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(order[0]).toBe(-5);
  });
});
