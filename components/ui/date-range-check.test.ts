import { describe, expect, it } from "vitest";
import { checkDateRange, DEFAULT_MAX_DATE, DEFAULT_MIN_DATE, isCalendarDate } from "./date-range-check";

describe("date range check", () => {
  it("knows real calendar days", () => {
    expect(isCalendarDate("2026-11-01")).toBe(true);
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-04-31")).toBe(false);
    expect(isCalendarDate("2026-13-01")).toBe(false);
    expect(isCalendarDate("2026-1-01")).toBe(false);
    expect(isCalendarDate("")).toBe(false);
  });

  it("accepts a complete range and returns both ends", () => {
    expect(checkDateRange({ value: "2026-11-01" }, { value: "2026-11-10" })).toEqual({
      ok: true,
      range: { from: "2026-11-01", to: "2026-11-10" },
    });
    expect(checkDateRange({ value: "2026-11-01" }, { value: "2026-11-01" }).ok).toBe(true);
  });

  it("refuses a partial entry the browser could not report", () => {
    expect(checkDateRange({ value: "", badInput: true }, { value: "2026-11-10" })).toEqual({
      ok: false,
      problem: { end: "from", kind: "incomplete" },
    });
    expect(checkDateRange({ value: "2026-11-01" }, { value: "" })).toEqual({
      ok: false,
      problem: { end: "to", kind: "incomplete" },
    });
  });

  it("refuses a year caught mid-typing (0006) as out of range, naming the bounds", () => {
    expect(checkDateRange({ value: "0006-10-26" }, { value: "2026-11-10" })).toEqual({
      ok: false,
      problem: { end: "from", kind: "outOfRange", min: DEFAULT_MIN_DATE, max: DEFAULT_MAX_DATE },
    });
    expect(checkDateRange({ value: "2026-11-01" }, { value: "2026-12-31" }, { max: "2026-11-30" })).toEqual({
      ok: false,
      problem: { end: "to", kind: "outOfRange", min: DEFAULT_MIN_DATE, max: "2026-11-30" },
    });
  });

  it("refuses From after To instead of moving an end", () => {
    expect(checkDateRange({ value: "2026-11-10" }, { value: "2026-11-01" })).toEqual({
      ok: false,
      problem: { end: "to", kind: "fromAfterTo" },
    });
  });
});
