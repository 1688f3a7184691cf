import { describe, expect, it } from "vitest";
import { forecastLine, wholeDaysLeft } from "@/components/ai/model/forecast";
import { budgetsRunningOut } from "./budgets-running-out";

const NOW = Date.UTC(2026, 2, 11, 12);
const DAY = 86_400_000;
// A 30-day window that began 10 days ago and resets in 20: `spent` over 10 days is the daily rate × 10.
const budget = (limit: number, spent: number) => ({
  max_limit: limit,
  current_usage: spent,
  reset_duration: "30d",
  reset_at: new Date(NOW + 20 * DAY).toISOString(),
});

describe("budgets running out", () => {
  it("lists keys and projects that run out within 7 days, soonest first", () => {
    const list = budgetsRunningOut(
      [
        {
          kind: "key",
          items: [
            { id: "k1", name: "six days", budgets: [budget(160, 100)] },
            { id: "k2", name: "spent", budgets: [budget(100, 100)] },
            { id: "k3", name: "eight days", budgets: [budget(180, 100)] },
            { id: "k4", name: "none" },
          ],
        },
        { kind: "project", items: [{ id: "p1", name: "two days", budgets: [budget(300, 100), budget(120, 100)] }] },
      ],
      NOW,
    );
    expect(list.map((r) => [r.kind, r.id, r.daysLeft])).toEqual([
      ["project", "p1", 2],
      ["key", "k1", 6],
    ]);
    expect(list[0].runsOutAt).toBe(NOW + 2 * DAY);
  });

  it("gives the same date and days as a record's overview for the same budget", () => {
    // 100 of 153.5 spent in 10 days: 10 a day, 5.35 days left; both screens say "in 5 days" on the same instant.
    const line = budget(153.5, 100);
    const [row] = budgetsRunningOut([{ kind: "key", items: [{ id: "k", name: "k", budgets: [line] }] }], NOW);
    const overview = forecastLine(line, NOW)!;
    expect(overview.state).toBe("runsOut");
    expect(row.runsOutAt).toBe(overview.runsOutAt);
    expect(row.daysLeft).toBe(overview.daysLeft);
    expect(wholeDaysLeft(row)).toBe(5);
    expect(wholeDaysLeft(overview)).toBe(5);
  });
});
