"use client";

import { flexRender, type Cell } from "@tanstack/react-table";
import { cn } from "./cn";
import { columnLabel, kindOf, ONE_LINE_KINDS } from "./data-table-columns";

/**
 * A cell's content as its column's kind lays it out: free text wraps and stops after two lines (the whole text in
 * its tooltip; the only text a table may shorten), everything else is drawn whole.
 */
export function CellContent<T>({ cell }: { cell: Cell<T, unknown> }) {
  const content = flexRender(cell.column.columnDef.cell, cell.getContext());
  if (cell.column.columnDef.meta?.kind !== "text") return content;
  const value = cell.getValue();
  return (
    <div
      data-free-text=""
      title={typeof value === "string" && value ? value : undefined}
      className="line-clamp-2 min-w-48 whitespace-normal"
    >
      {content}
    </div>
  );
}

/**
 * Classes of a table cell. While the table measures its columns (`data-phase="measure"` on the table), one-line kinds
 * keep their text on one line, so each such column is as wide as its longest value; once the widths are held, any
 * value longer than the ones measured (a row scrolled into view later) breaks rather than spilling or being cut.
 */
export function cellClasses<T>(cell: Cell<T, unknown>): string {
  const meta = cell.column.columnDef.meta;
  const kind = kindOf(meta);
  return cn(
    "border-b border-line px-3 py-2 text-ink group-data-[phase=fixed]/table:[overflow-wrap:anywhere]",
    ONE_LINE_KINDS.has(kind) && "group-data-[phase=measure]/table:whitespace-nowrap",
    kind === "figure" && "tabular-nums",
    meta?.align === "end" && "text-right",
    meta?.className,
  );
}

/** The columns a row shows below itself (moved out of a narrow table, or not on a phone's card), label by value. */
export function CellDetails<T>({ cells, className }: { cells: Cell<T, unknown>[]; className?: string }) {
  if (cells.length === 0) return null;
  return (
    <dl className={cn("grid grid-cols-[minmax(0,max-content)_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm", className)}>
      {cells.map((cell) => (
        <div key={cell.id} className="contents">
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted [overflow-wrap:anywhere]">
            {columnLabel(cell.column)}
          </dt>
          <dd className="min-w-0 text-ink [overflow-wrap:anywhere]">
            <CellContent cell={cell} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
