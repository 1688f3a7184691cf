import { describe, expect, it } from "vitest";
import { budgetWindow, DAY_MS, forecastBudget, forecastLine, periodMs, soonestRunOut, wholeDaysLeft } from "./forecast";

// Noon UTC on 2026-03-11; the window below is 30 days that began 10 days ago and end in 20.
const NOW = Date.UTC(2026, 2, 11, 12);
const WINDOW = { start: NOW - 10 * DAY_MS, end: NOW + 20 * DAY_MS, stated: true };

describe("budget forecast", () => {
  it("steady rate: 100 spent over 10 days of a 300 budget runs out in 20 days, at the reset: not within the window", () => {
    const forecast = forecastBudget({ limit: 300, spent: 100, window: WINDOW, now: NOW });
    expect(forecast.rate).toBe(10);
    expect(forecast.basis).toEqual({ kind: "windowSoFar", days: 10 });
    expect(forecast.state).toBe("notInWindow");
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

  it("already exceeded: 0 days left, whatever the rate", () => {
    const forecast = forecastBudget({ limit: 50, spent: 50.01, window: WINDOW, now: NOW });
    expect(forecast.state).toBe("exceeded");
    expect(forecast.daysLeft).toBe(0);
  });

  it("no usage: nothing to project", () => {
    const forecast = forecastBudget({ limit: 50, spent: 0, window: WINDOW, now: NOW });
    expect(forecast.state).toBe("noUsage");
    expect(forecast.runsOutAt).toBeUndefined();
  });

  it("window ending before exhaustion: 2.4 a day leaves 40 of 100 for 16.7 days, but the window resets in 5", () => {
    const window = { start: NOW - 25 * DAY_MS, end: NOW + 5 * DAY_MS, stated: true };
    const forecast = forecastBudget({ limit: 100, spent: 60, window, now: NOW });
    expect(forecast.rate).toBe(2.4);
    expect(forecast.state).toBe("notInWindow");
    expect(forecast.runsOutAt).toBeUndefined();
  });
});

describe("budget windows", () => {
  it("reads reset periods", () => {
    expect(periodMs("30d")).toBe(30 * DAY_MS);
    expect(periodMs("1h")).toBe(3_600_000);
    expect(periodMs("1mo")).toBe(30 * DAY_MS);
    expect(periodMs("forever")).toBeUndefined();
    expect(periodMs("0d")).toBeUndefined();
  });

  it("takes the window from the stated reset time", () => {
    const resetAt = new Date(NOW + 3 * DAY_MS).toISOString();
    expect(budgetWindow({ reset_duration: "7d", reset_at: resetAt }, NOW)).toEqual({
      start: NOW - 4 * DAY_MS,
      end: NOW + 3 * DAY_MS,
      stated: true,
    });
  });

  it("assumes epoch-aligned windows when no reset time is stated", () => {
    const window = budgetWindow({ reset_duration: "1d" }, NOW);
    expect(window).toEqual({ start: Date.UTC(2026, 2, 11), end: Date.UTC(2026, 2, 12), stated: false });
  });

  it("picks the soonest of several budgets", () => {
    const resetAt = new Date(NOW + 20 * DAY_MS).toISOString();
    const lines = [
      { max_limit: 300, current_usage: 100, reset_duration: "30d", reset_at: resetAt },
      { max_limit: 150, current_usage: 100, reset_duration: "30d", reset_at: resetAt },
      { max_limit: 10, reset_duration: "forever" },
    ];
    expect(soonestRunOut(lines, NOW)?.days).toBe(5);
    expect(forecastLine(lines[2], NOW)).toBeUndefined();
    expect(soonestRunOut([lines[0]], NOW)?.days).toBe(Infinity);
  });
});
