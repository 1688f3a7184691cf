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
  }
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
 * A row's actions column: a menu (`menu: true`, narrow and kept at the table's right edge) or buttons (`size`
 * wide). Never sorted, hidden, searched or exported; `label` names it in the column chooser and to screen readers.
 */
export function actionsColumn<T>(
  label: string,
  cell: NonNullable<ColumnDef<T>["cell"]>,
  { menu = false, size = 120 }: { menu?: boolean; size?: number } = {},
): ColumnDef<T> {
  return {
    id: "actions",
    header: menu ? "" : label,
    size: menu ? 64 : size,
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
