import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { forecastLine, runOutOrder, soonestRunOut, wholeDaysLeft } from "@/components/ai/model/forecast";
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
  it("lists reached limits first, then keys and projects that run out within 7 days, soonest first", () => {
    const list = budgetsRunningOut(
      [
        {
          kind: "key",
          items: [
            { id: "k1", name: "six days", budgets: [budget(160, 100)] },
            { id: "k2", name: "spent", budgets: [budget(100, 100)] },
            { id: "k3", name: "eight days", budgets: [budget(180, 100)] },
            { id: "k4", name: "none" },
            { id: "k5", name: "over", budgets: [budget(50, 100)] },
          ],
        },
        { kind: "project", items: [{ id: "p1", name: "two days", budgets: [budget(300, 100), budget(120, 100)] }] },
      ],
      NOW,
    );
    expect(list.map((r) => [r.kind, r.id, r.forecast.state, r.order])).toEqual([
      ["key", "k5", "exceeded", -5],
      ["key", "k2", "exceeded", 0],
      ["project", "p1", "runsOut", 2],
      ["key", "k1", "runsOut", 6],
    ]);
    expect(list[2].forecast.runsOutAt).toBe(NOW + 2 * DAY);
    expect(list[0].forecast.reachedAt).toBe(NOW - 5 * DAY);
  });

  it("gives the same date and days as a record's overview for the same budget", () => {
    // 100 of 153.5 spent in 10 days: 10 a day, 5.35 days left; both screens say "in 5 days" on the same instant.
    const line = budget(153.5, 100);
    const [row] = budgetsRunningOut([{ kind: "key", items: [{ id: "k", name: "k", budgets: [line] }] }], NOW);
    const overview = forecastLine(line, NOW)!;
    expect(overview.state).toBe("runsOut");
    expect(row.forecast).toEqual(overview);
    expect(wholeDaysLeft(row.forecast)).toBe(5);
  });

  it("lists exactly the records whose soonest budget is reached or runs out within the days, in the table's order", () => {
    const line = fc.record({
      max_limit: fc.double({ min: 1, max: 1000, noNaN: true }),
      current_usage: fc.double({ min: 0, max: 2000, noNaN: true }),
      reset_duration: fc.constantFrom("1d", "7d", "30d"),
      reset_at: fc.integer({ min: 1, max: 30 * DAY }).map((offset) => new Date(NOW + offset).toISOString()),
    });
    const records = fc.array(
      fc.record({ id: fc.uuid(), name: fc.string(), budgets: fc.array(line, { maxLength: 3 }) }),
      {
        maxLength: 20,
      },
    );
    fc.assert(
      fc.property(records, fc.integer({ min: 0, max: 30 }), (items, within) => {
        const list = budgetsRunningOut([{ kind: "key", items }], NOW, within);
        const expected = items.filter((item) => {
          const soonest = soonestRunOut(item.budgets, NOW);
          return (
            soonest !== undefined &&
            (soonest.forecast.state === "exceeded" || (soonest.forecast.state === "runsOut" && soonest.order <= within))
          );
        });
        expect(new Set(list.map((r) => r.id))).toEqual(new Set(expected.map((item) => item.id)));
        for (let i = 1; i < list.length; i++) expect(list[i - 1].order).toBeLessThanOrEqual(list[i].order);
        for (const row of list) expect(row.order).toBe(runOutOrder(row.forecast, NOW));
      }),
    );
  });
});
