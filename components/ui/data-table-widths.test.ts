import { describe, expect, it } from "vitest";
import { tableWidths } from "./data-table-widths";

describe("tableWidths", () => {
  it("keeps control columns in pixels and shares the rest by size", () => {
    const { widths, minWidth } = tableWidths([
      { id: "select", size: 44 },
      { id: "name", size: 300 },
      { id: "state", size: 100 },
    ]);
    expect(widths).toEqual({ select: "44px", name: "67.568%", state: "22.523%" });
    expect(minWidth).toBe(44 + 300 * 0.75 + 100 * 0.75);
  });

  it("leaves columns without a size to the browser but counts them in the minimum", () => {
    const { widths, minWidth } = tableWidths([
      { id: "name", size: 0 },
      { id: "owner", size: 128 },
    ]);
    expect(widths).toEqual({ owner: "50.000%" });
    expect(minWidth).toBe(192);
  });

  it("lets the AI keys table's default columns fit a 1440 px page beside the sidebar", () => {
    const sizes = [44, 240, 170, 140, 120, 130, 240, 240, 120];
    const { minWidth } = tableWidths(sizes.map((size, index) => ({ id: String(index), size })));
    expect(minWidth).toBeLessThan(1440 - 240 - 48 - 2);
  });
});
