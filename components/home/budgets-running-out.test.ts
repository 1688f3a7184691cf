import { describe, expect, it } from "vitest";
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
});
