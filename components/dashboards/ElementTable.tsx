"use client";

import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/feedback";
import { cellText, derivedColumns, VISIBLE_COLUMNS, valueAt, type ElementColumn, type Row } from "./element-data";
import { ElementValue } from "./ElementValue";

export interface ElementTableProps {
  /** Remembers the column choice per dashboard element. */
  tableId: string;
  label: string;
  rows: Row[];
  /** The columns the element declares; derived from the rows when empty. */
  declared: ElementColumn[];
  /** The console's page for a row, when it has one. */
  rowLink?: (row: Row) => string | undefined;
  exportFileName: string;
}

/** TanStack reads dots in a column id as nesting; the key stays readable in the remembered column choice. */
const columnId = (key: string) => key.replaceAll(".", "__");

/** A list the portal answered, in the console's table: search, sort, column choice, CSV, and row links. */
export function ElementTable({ tableId, label, rows, declared, rowLink, exportFileName }: ElementTableProps) {
  const t = useTranslations("dashboards");
  const [search, setSearch] = useState("");
  const columns = useMemo(() => (declared.length > 0 ? declared : derivedColumns(rows)), [declared, rows]);
  const hidden = useMemo(
    () => (declared.length > 0 ? [] : columns.slice(VISIBLE_COLUMNS).map((column) => columnId(column.key))),
    [declared.length, columns],
  );
  // Rows open their console page on click or Enter only when every row has one; a link in the first cell either way.
  const everyRowLinks = useMemo(
    () => (rowLink ? rows.every((row) => rowLink(row) !== undefined) : false),
    [rowLink, rows],
  );

  const definitions = useMemo<ColumnDef<Row, string>[]>(
    () =>
      columns.map((column, index) => ({
        id: columnId(column.key),
        header: column.header,
        accessorFn: (row) => cellText(valueAt(row, column.key)),
        cell: ({ row }) => {
          const value = <ElementValue value={valueAt(row.original, column.key)} />;
          const href = index === 0 ? rowLink?.(row.original) : undefined;
          return href ? (
            <Link href={href} className="font-medium text-accent hover:underline">
              {value}
            </Link>
          ) : (
            value
          );
        },
      })),
    [columns, rowLink],
  );

  return (
    <DataTable
      tableId={tableId}
      label={label}
      data={rows}
      columns={definitions}
      search={search}
      onSearchChange={setSearch}
      defaultHiddenColumns={hidden}
      exportFileName={exportFileName}
      rowHref={everyRowLinks && rowLink ? (row) => rowLink(row) ?? "" : undefined}
      height="32rem"
      emptyState={<EmptyState title={t("data.emptyList")} />}
    />
  );
}
