"use client";

import type { Column, Row } from "@tanstack/react-table";
import { useLayoutEffect, useMemo, useState, type RefObject } from "react";
import { kindOf, ONE_LINE_KINDS } from "./data-table-columns";
import { columnsToMove, frozenWidths } from "./data-table-widths";

/** The width of the details buttons' column, drawn once a column moved into the rows' details. */
export const DETAILS_WIDTH = 40;

/** The header cell of each drawn column carries its id in this attribute, so the measure can name it. */
export const COLUMN_ID_ATTRIBUTE = "data-column-id";

/**
 * The desktop table's column layout, measured rather than declared. After every change of its rows, its columns or
 * its card's width the table is drawn once with the browser's automatic layout, which sizes each column from its
 * content; when that is wider than the card, the columns that give way first move into the rows' details and the
 * rest is measured again. The widths found are then held (fixed layout), so the columns stay put while rows scroll
 * in and out of view. All of it happens in layout effects, before the browser paints.
 */

export type TablePhase = "measure" | "fixed";

interface Layout {
  rows: unknown;
  columns: string;
  width: number;
  moved: string[];
  widths: Record<string, string | undefined> | null;
}

export interface TableLayout {
  phase: TablePhase;
  /** Columns moved into the rows' details. */
  moved: ReadonlySet<string>;
  /** Held widths by column id (undefined: the column that takes what is left), while `phase` is "fixed". */
  widths: Record<string, string | undefined>;
}

const NOTHING_MOVED: ReadonlySet<string> = new Set();
const NO_WIDTHS: Record<string, string | undefined> = {};

export function useTableLayout<T>({
  rows,
  drawn,
  columns,
  priorities,
  scrollRef,
  tableRef,
}: {
  rows: readonly Row<T>[];
  /** How many rows the body draws now: the virtualizer draws none before it knows its scroll area. */
  drawn: number;
  /** The visible columns, in order. */
  columns: readonly Column<T, unknown>[];
  /** How soon each column gives way (null: stays), by id. */
  priorities: Record<string, number | null>;
  scrollRef: RefObject<HTMLDivElement | null>;
  tableRef: RefObject<HTMLTableElement | null>;
}): TableLayout {
  // A change of the columns drawn or of what may give way (a column chosen in the chooser) measures again.
  const columnsKey = columns.map((column) => `${column.id}:${priorities[column.id] ?? "stays"}`).join(",");
  const [width, setWidth] = useState<number | null>(null);
  const [layout, setLayout] = useState<Layout | null>(null);
  const current =
    layout && layout.rows === rows && layout.columns === columnsKey && (width === null || layout.width === width)
      ? layout
      : null;

  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    const observer = new ResizeObserver(() => setWidth(Math.round(scroller.clientWidth)));
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [scrollRef]);

  useLayoutEffect(() => {
    if (current?.widths) return;
    const scroller = scrollRef.current;
    const table = tableRef.current;
    // A table hidden by CSS (before hydration, the other layout of a phone) has nothing to measure, and headers
    // alone are not the content: a table with rows waits until some are drawn.
    if (!scroller || !table || scroller.clientWidth === 0 || (rows.length > 0 && drawn === 0)) return;
    const available = scroller.clientWidth;
    const measured = [...table.querySelectorAll<HTMLElement>("thead th[data-column-id]")].map((cell) => ({
      id: cell.dataset.columnId!,
      width: cell.getBoundingClientRect().width,
    }));
    // Still too wide once columns moved (the rest measured wider without them): more of them move, one pass each.
    if (table.offsetWidth > available + 1) {
      const before = current?.moved ?? [];
      const more = columnsToMove(fitColumns(measured, priorities), available, before.length > 0 ? 0 : DETAILS_WIDTH);
      if (more.length > 0) {
        setLayout({
          rows,
          columns: columnsKey,
          width: Math.round(available),
          moved: [...before, ...more],
          widths: null,
        });
        return;
      }
    }
    const byId = new Map(columns.map((column) => [column.id, column]));
    const widths = frozenWidths(
      measured.map((m) => {
        const column = byId.get(m.id);
        return {
          ...m,
          wraps: !ONE_LINE_KINDS.has(kindOf(column?.columnDef.meta)),
          // The details buttons' column (not a table column) and a column of a declared size keep their pixels.
          sized: !column || (column.columnDef.size ?? 0) > 0,
        };
      }),
    );
    setLayout({ rows, columns: columnsKey, width: Math.round(available), moved: current?.moved ?? [], widths });
  }, [current, scrollRef, tableRef, columns, rows, drawn, columnsKey, priorities]);

  const movedIds = current?.moved;
  const moved = useMemo(() => (movedIds && movedIds.length > 0 ? new Set(movedIds) : NOTHING_MOVED), [movedIds]);
  return { phase: current?.widths ? "fixed" : "measure", moved, widths: current?.widths ?? NO_WIDTHS };
}

function fitColumns(measured: { id: string; width: number }[], priorities: Record<string, number | null>) {
  return measured.map((m) => ({ ...m, priority: priorities[m.id] ?? null }));
}
