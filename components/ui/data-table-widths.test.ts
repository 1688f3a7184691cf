import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { columnsToMove, frozenWidths, type FitColumn } from "./data-table-widths";

const column = (id: string, width: number, priority: number | null): FitColumn => ({ id, width, priority });
const sum = (columns: readonly FitColumn[]) => columns.reduce((total, c) => total + c.width, 0);

describe("columnsToMove", () => {
  it("moves nothing when the table fits", () => {
    expect(columnsToMove([column("name", 200, null), column("owner", 100, 2)], 300)).toEqual([]);
  });

  it("moves the highest priority number first, the rightmost among equals, until the rest fits", () => {
    const columns = [
      column("select", 44, null),
      column("name", 240, null),
      column("state", 110, 1),
      column("project", 140, 2),
      column("user", 120, 2),
      column("description", 300, 3),
      column("actions", 64, null),
    ];
    expect(columnsToMove(columns, 900)).toEqual(["description"]);
    expect(columnsToMove(columns, 600)).toEqual(["description", "user"]);
    expect(columnsToMove(columns, 560)).toEqual(["description", "user", "project"]);
    expect(columnsToMove(columns, 100)).toEqual(["description", "user", "project", "state"]);
  });

  it("counts the details buttons' column the table gains with the first column moved", () => {
    const columns = [column("name", 200, null), column("owner", 100, 2), column("tokens", 60, 3)];
    expect(columnsToMove(columns, 330)).toEqual(["tokens"]);
    expect(columnsToMove(columns, 330, 40)).toEqual(["tokens", "owner"]);
    expect(columnsToMove(columns, 360, 40)).toEqual([]);
  });

  const columnsArbitrary = fc.array(
    fc.record({
      id: fc.uuid(),
      width: fc.integer({ min: 20, max: 600 }),
      priority: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
    }),
    { maxLength: 14 },
  );

  it("leaves a table that fits, details column included, or only columns that always stay (generated tables)", () => {
    fc.assert(
      fc.property(
        columnsArbitrary,
        fc.integer({ min: 0, max: 4000 }),
        fc.constantFrom(0, 40),
        (columns, available, details) => {
          const moved = new Set(columnsToMove(columns, available, details));
          const kept = columns.filter((c) => !moved.has(c.id));
          const width = sum(kept) + (moved.size > 0 ? details : 0);
          expect(width <= available || kept.every((c) => c.priority === null)).toBe(true);
          // Never a column that always stays.
          for (const c of columns) if (moved.has(c.id)) expect(c.priority).not.toBeNull();
        },
      ),
    );
  });

  it("moves no more than it must: without the last one moved, the table would not fit (generated tables)", () => {
    fc.assert(
      fc.property(columnsArbitrary, fc.integer({ min: 0, max: 4000 }), (columns, available) => {
        const moved = columnsToMove(columns, available);
        if (moved.length === 0) return;
        const last = moved[moved.length - 1];
        const keptWithLast = columns.filter((c) => !moved.includes(c.id) || c.id === last);
        expect(sum(keptWithLast)).toBeGreaterThan(available);
      }),
    );
  });

  it("never moves a column of lower priority number while one of higher stays (generated tables)", () => {
    fc.assert(
      fc.property(columnsArbitrary, fc.integer({ min: 0, max: 4000 }), (columns, available) => {
        const moved = new Set(columnsToMove(columns, available));
        const keptPriorities = columns.filter((c) => !moved.has(c.id) && c.priority !== null).map((c) => c.priority!);
        for (const c of columns)
          if (moved.has(c.id)) for (const p of keptPriorities) expect(c.priority!).toBeGreaterThanOrEqual(p);
      }),
    );
  });
});

describe("frozenWidths", () => {
  it("fixes every column in whole pixels but the widest wrapping one, which takes what is left", () => {
    expect(
      frozenWidths([
        { id: "name", width: 180.4, wraps: false },
        { id: "description", width: 320.2, wraps: true },
        { id: "owner", width: 90.5, wraps: true },
      ]),
    ).toEqual({ name: "181px", description: undefined, owner: "91px" });
  });

  it("never lets a column of its own size take the rest (a checkbox, a menu, the details buttons)", () => {
    expect(
      frozenWidths([
        { id: "__details", width: 40, wraps: true, sized: true },
        { id: "name", width: 320.4, wraps: false },
        { id: "state", width: 150, wraps: false },
        { id: "actions", width: 64, wraps: true, sized: true },
      ]),
    ).toEqual({ __details: "40px", name: undefined, state: "150px", actions: "64px" });
  });

  it("lets the widest column take the rest when none wraps", () => {
    expect(
      frozenWidths([
        { id: "name", width: 200, wraps: false },
        { id: "state", width: 100, wraps: false },
      ]),
    ).toEqual({ name: undefined, state: "100px" });
  });
});
