import { describe, expect, it } from "vitest";
import { change, overlayPrevious, periodMetrics, previousRange } from "./metrics";

describe("period metrics", () => {
  it("the previous period has the same length and ends the day before", () => {
    expect(previousRange({ from: "2026-03-01", to: "2026-03-31" })).toEqual({ from: "2026-01-29", to: "2026-02-28" });
    expect(previousRange({ from: "2026-03-10", to: "2026-03-10" })).toEqual({ from: "2026-03-09", to: "2026-03-09" });
  });

  it("changes are relative, and undefined against nothing", () => {
    expect(change(150, 100)).toBe(0.5);
    expect(change(50, 100)).toBe(-0.5);
    expect(change(5, 0)).toBeUndefined();
    expect(change(undefined, 3)).toBeUndefined();
  });

  it("adds up spend and tokens, prices a million tokens, and fills empty days", () => {
    const metrics = periodMetrics(
      [
        { date: "2026-03-01", tokens: 2_000_000, price: 3 },
        { date: "2026-03-03", tokens: 1_000_000, price: 3 },
      ],
      { from: "2026-03-01", to: "2026-03-03" },
    );
    expect(metrics.spend).toBe(6);
    expect(metrics.tokens).toBe(3_000_000);
    expect(metrics.pricePerMillion).toBe(2);
    expect(metrics.series.spend).toEqual([3, 0, 3]);
    expect(metrics.series.pricePerMillion).toEqual([1.5, null, 3]);
  });

  it("takes a record's stated totals over its days' sums, and prices a million tokens from them", () => {
    const range = { from: "2026-03-01", to: "2026-03-02" };
    const days = [{ date: "2026-03-01", tokens: 1_000_000, price: 1 }];
    const stated = periodMetrics(days, range, { spend: 4, tokens: 2_000_000 });
    expect(stated.spend).toBe(4);
    expect(stated.tokens).toBe(2_000_000);
    expect(stated.pricePerMillion).toBe(2);
    expect(stated.series.spend).toEqual([1, 0]);
    // Without a daily series the stated totals still count; a missing total falls back to the days.
    expect(periodMetrics([], range, { spend: 3, tokens: 1_500_000 }).pricePerMillion).toBe(2);
    expect(periodMetrics(days, range, { tokens: 4_000_000 }).spend).toBe(1);
  });

  it("lays the previous period onto the current dates", () => {
    const overlay = overlayPrevious([{ date: "2026-02-27", tokens: 1, price: 2 }], {
      from: "2026-03-01",
      to: "2026-03-02",
    });
    expect(overlay).toEqual([
      { date: "2026-03-01", tokens: 1, price: 2 },
      { date: "2026-03-02", tokens: 0, price: 0 },
    ]);
  });
});
