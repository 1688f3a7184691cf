import { describe, expect, it } from "vitest";
import { isoDate, matchPreset, presetRange } from "./date-range-presets";

// Local-time constructor: the presets work in the user's calendar, whatever the machine's zone.
const now = new Date(2025, 2, 15, 23, 30); // 15 March 2025, late evening

describe("date range presets", () => {
  it("formats local calendar dates", () => {
    expect(isoDate(now)).toBe("2025-03-15");
  });
  it("computes inclusive ranges", () => {
    expect(presetRange("last7", now)).toEqual({ from: "2025-03-09", to: "2025-03-15" });
    expect(presetRange("last30", now)).toEqual({ from: "2025-02-14", to: "2025-03-15" });
    expect(presetRange("thisMonth", now)).toEqual({ from: "2025-03-01", to: "2025-03-15" });
    expect(presetRange("lastMonth", now)).toEqual({ from: "2025-02-01", to: "2025-02-28" });
  });
  it("handles the year boundary", () => {
    expect(presetRange("lastMonth", new Date(2025, 0, 10))).toEqual({ from: "2024-12-01", to: "2024-12-31" });
  });
  it("recognizes a preset or reports custom", () => {
    expect(matchPreset({ from: "2025-03-01", to: "2025-03-15" }, now)).toBe("thisMonth");
    expect(matchPreset({ from: "2025-03-02", to: "2025-03-15" }, now)).toBe("custom");
  });
});
