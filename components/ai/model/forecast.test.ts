import { describe, expect, it } from "vitest";
import { budgetWindow, DAY_MS, forecastBudget, forecastLine, periodMs, recentRate, soonestRunOut } from "./forecast";

// Noon UTC on 2026-03-11; the window below is 30 days that began 10 days ago and end in 20.
const NOW = Date.UTC(2026, 2, 11, 12);
const WINDOW = { start: NOW - 10 * DAY_MS, end: NOW + 20 * DAY_MS, stated: true };

/** Daily spend for the `values.length` days before 2026-03-11, oldest first. */
const days = (values: number[]) =>
  values.map((price, i) => ({
    date: new Date(Date.UTC(2026, 2, 11) - (values.length - i) * DAY_MS).toISOString().slice(0, 10),
    tokens: 0,
    price,
  }));

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

  it("rising rate: the last 7 days (1..7, mean 4 a day) leave 40 of 200 for 10 days", () => {
    const daily = days([0, 0, 0, 1, 2, 3, 4, 5, 6, 7]);
    expect(recentRate(daily, NOW)).toBe(4);
    const forecast = forecastBudget({ limit: 200, spent: 160, window: WINDOW, now: NOW, daily });
    expect(forecast.basis).toEqual({ kind: "recent", days: 7 });
    expect(forecast.state).toBe("runsOut");
    expect(forecast.daysLeft).toBe(10);
    // The window-so-far average (16 a day) would say 2.5 days: the recent rate is what the forecast uses.
    expect(forecastBudget({ limit: 200, spent: 160, window: WINDOW, now: NOW }).daysLeft).toBe(2.5);
  });

  it("already exceeded: 0 days left, whatever the rate", () => {
    const forecast = forecastBudget({ limit: 50, spent: 50.01, window: WINDOW, now: NOW });
    expect(forecast.state).toBe("exceeded");
    expect(forecast.daysLeft).toBe(0);
  });

  it("no usage: nothing to project", () => {
    const forecast = forecastBudget({ limit: 50, spent: 0, window: WINDOW, now: NOW, daily: days([0, 0, 0]) });
    expect(forecast.state).toBe("noUsage");
    expect(forecast.runsOutAt).toBeUndefined();
  });

  it("window ending before exhaustion: 2 a day leaves 40 of 100 for 20 days, but the window resets in 5", () => {
    const window = { start: NOW - 25 * DAY_MS, end: NOW + 5 * DAY_MS, stated: true };
    const forecast = forecastBudget({ limit: 100, spent: 60, window, now: NOW, daily: days([2, 2, 2, 2, 2, 2, 2]) });
    expect(forecast.rate).toBe(2);
    expect(forecast.state).toBe("notInWindow");
  });

  it("today's partial day is left out of the recent rate", () => {
    const daily = [...days([7, 7, 7, 7, 7, 7, 7]), { date: "2026-03-11", tokens: 0, price: 1_000 }];
    expect(recentRate(daily, NOW)).toBe(7);
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
