"use client";

import type { Column, ColumnDef, Row, RowData, Table } from "@tanstack/react-table";
import type { CsvColumn } from "@/lib/csv";
import { Checkbox } from "./checkbox";

declare module "@tanstack/react-table" {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Plain-text column name for the column chooser and the CSV header, when `header` is not a string. */
    label?: string;
    /** "end" right-aligns numbers and money. */
    align?: "start" | "end";
    /** The CSV cell for this column; defaults to the accessor's value. */
    exportValue?: (row: TData, value: TValue) => unknown;
    /** false leaves the column out of the CSV (e.g. an actions column). */
    export?: boolean;
    /** Extra classes for the column's cells (e.g. "font-mono"). */
    className?: string;
    /**
     * What the column holds, which decides how its text is laid out and where it goes on a phone's card:
     * "name" identifies the row (the card's title; never moved out of the table), "state" is a state badge (beside
     * the title), "figure" a number or amount and "date" a date (one line each), "id" an identifier (one line,
     * shortened in the middle where it must be), "text" free text (wraps, at most two lines). Without a kind the
     * text wraps; the first data column counts as the name unless another column is.
     */
    kind?: ColumnKind;
    /**
     * Which columns give way first when the table is wider than its card: they move into the row's details, the
     * higher number sooner (default from the kind: state 1, figure and date 2, id and text 3, others 2).
     */
    priority?: number;
    /** One of the one or two figures a phone's card shows under the row's name. */
    card?: boolean;
  }
}

export type ColumnKind = "name" | "state" | "figure" | "date" | "id" | "text";

/** Kinds whose text stays on one line: the column is as wide as its longest value. */
export const ONE_LINE_KINDS: ReadonlySet<ColumnKind | undefined> = new Set(["name", "state", "figure", "date", "id"]);

/** A column's kind: as declared, or a figure when it is right-aligned. */
export function kindOf(meta: { kind?: ColumnKind; align?: "start" | "end" } | undefined): ColumnKind | undefined {
  return meta?.kind ?? (meta?.align === "end" ? "figure" : undefined);
}

const DEFAULT_PRIORITY: Record<ColumnKind, number> = { name: 0, state: 1, figure: 2, date: 2, id: 3, text: 3 };

/** How soon a column gives way to a narrow card (higher: sooner); null for columns that always stay. */
export function priorityOf<T>(column: Column<T, unknown>, nameId: string | undefined): number | null {
  if (column.id === nameId || column.id === SELECT_COLUMN_ID || column.id === "actions") return null;
  if (!column.getCanHide()) return null;
  const meta = column.columnDef.meta;
  const kind = kindOf(meta);
  return meta?.priority ?? (kind ? DEFAULT_PRIORITY[kind] : 2);
}

/** The column that names a row: the one of kind "name", else the first data column. */
export function nameColumnOf<T>(columns: readonly Column<T, unknown>[]): Column<T, unknown> | undefined {
  return (
    columns.find((column) => column.columnDef.meta?.kind === "name") ??
    columns.find((column) => column.id !== SELECT_COLUMN_ID && column.id !== "actions" && column.accessorFn)
  );
}

export const SELECT_COLUMN_ID = "__select";

export function columnLabel<T>(column: Column<T, unknown>): string {
  const { meta, header } = column.columnDef;
  return meta?.label ?? (typeof header === "string" ? header : column.id);
}

interface SelectionLabels {
  selectAll: string;
  selectRow: string;
}

/** The checkbox column; the header box toggles every row that passes the current search and filters. */
export function selectionColumn<T>(labels: SelectionLabels): ColumnDef<T> {
  return {
    id: SELECT_COLUMN_ID,
    size: 44,
    enableSorting: false,
    enableHiding: false,
    enableGlobalFilter: false,
    meta: { export: false },
    header: ({ table }) => {
      const all = table.getIsAllRowsSelected();
      const some = table.getFilteredSelectedRowModel().rows.length > 0;
      return (
        <Checkbox
          aria-label={labels.selectAll}
          checked={all ? true : some ? "indeterminate" : false}
          onCheckedChange={(checked) => table.toggleAllRowsSelected(checked === true)}
        />
      );
    },
    cell: ({ row }) => (
      <Checkbox
        aria-label={labels.selectRow}
        checked={row.getIsSelected()}
        disabled={!row.getCanSelect()}
        onCheckedChange={(checked) => row.toggleSelected(checked === true)}
      />
    ),
  };
}

/**
 * A row's actions column: a menu (`menu: true`, narrow and kept at the table's right edge) or buttons (as wide as
 * they are). Never sorted, hidden, searched or exported; `label` names it in the column chooser and to screen
 * readers.
 */
export function actionsColumn<T>(
  label: string,
  cell: NonNullable<ColumnDef<T>["cell"]>,
  { menu = false }: { menu?: boolean } = {},
): ColumnDef<T> {
  return {
    id: "actions",
    header: menu ? "" : label,
    size: menu ? 64 : 0,
    enableSorting: false,
    enableHiding: false,
    enableGlobalFilter: false,
    meta: { label, export: false, className: menu ? "sticky right-0 bg-surface" : undefined },
    cell,
  };
}

/** The CSV columns of a table: visible data columns, in display order, with their plain-text labels. */
export function csvColumnsOf<T>(table: Table<T>): CsvColumn<Row<T>>[] {
  return table
    .getVisibleLeafColumns()
    .filter((column) => column.accessorFn && column.columnDef.meta?.export !== false)
    .map((column) => ({
      header: columnLabel(column),
      value: (row: Row<T>) => {
        const value = row.getValue(column.id);
        const exportValue = column.columnDef.meta?.exportValue;
        return exportValue ? exportValue(row.original, value) : value;
      },
    }));
}
