import { describe, expect, it } from "vitest";
import { actionsColumn } from "./data-table-columns";

describe("actionsColumn", () => {
  const cell = () => null;

  it("draws a menu narrow, unlabelled on screen and kept at the right edge", () => {
    const column = actionsColumn<{ id: string }>("Actions", cell, { menu: true });
    expect(column.header).toBe("");
    expect(column.size).toBe(64);
    expect(column.meta).toEqual({ label: "Actions", export: false, className: "sticky right-0 bg-surface" });
  });

  it("draws buttons under a visible header, as wide as they are", () => {
    const column = actionsColumn<{ id: string }>("Actions", cell);
    expect(column.header).toBe("Actions");
    expect(column.size).toBe(0);
    expect(column.meta?.className).toBeUndefined();
  });

  it("is never sorted, hidden, searched or exported", () => {
    const column = actionsColumn<{ id: string }>("Actions", cell);
    expect(column).toMatchObject({
      id: "actions",
      enableSorting: false,
      enableHiding: false,
      enableGlobalFilter: false,
    });
    expect(column.meta?.export).toBe(false);
  });
});
