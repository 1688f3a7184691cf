"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/feedback";
import type { QueryView } from "@/components/ui/query-state";
import { useUrlParam, useUrlSort } from "@/lib/url-state";
import { LazyRecordSheet } from "./LazyRecordSheet";
import { rowId, rowTitle, type RecordRow } from "./records";
import type { RecordKind } from "@/components/ui/new-record";

export interface RecordTableProps<T extends RecordRow> {
  tableId: string;
  /** Accessible name of the table, e.g. "Ports". */
  label: string;
  rows: T[] | undefined;
  columns: ColumnDef<T>[];
  hiddenColumns?: string[];
  /** The read behind the rows: its first load, and a failure with Retry, are drawn by the table. */
  query?: QueryView<unknown>;
  loading?: boolean;
  exportFileName: string;
  emptyTitle: string;
  emptyDescription?: string;
  emptyIcon?: ReactNode;
  toolbar?: ReactNode;
  /** The kind of record a create action adds, for its row to be revealed. */
  recordKind?: RecordKind;
}

/**
 * Portal records in a table: search and sort in the URL, CSV export, and each row opening its full JSON in a sheet.
 * A row is known by its id, name or zone name, whichever it has.
 */
export function RecordTable<T extends RecordRow>({
  tableId,
  label,
  rows,
  columns,
  hiddenColumns,
  query,
  loading,
  exportFileName,
  emptyTitle,
  emptyDescription,
  emptyIcon,
  toolbar,
  recordKind,
}: RecordTableProps<T>) {
  const t = useTranslations("infrastructure.record");
  const [search, setSearch] = useUrlParam("q");
  const [sorting, setSorting] = useUrlSort();
  const [open, setOpen] = useState<T | null>(null);
  const known = new Set(columns.map((column) => column.id));
  return (
    <>
      <DataTable
        // The key remounts the table when its columns change shape, so stale sort ids never reach TanStack.
        key={`${tableId}:${columns.length}`}
        tableId={tableId}
        label={label}
        data={rows}
        columns={columns}
        query={query}
        loading={loading}
        getRowId={rowId}
        recordKind={recordKind}
        search={search}
        onSearchChange={setSearch}
        sorting={sorting.filter((entry) => known.has(entry.id))}
        onSortingChange={setSorting}
        defaultHiddenColumns={hiddenColumns}
        exportFileName={exportFileName}
        toolbar={toolbar}
        onRowClick={setOpen}
        emptyState={<EmptyState icon={emptyIcon} title={emptyTitle} description={emptyDescription} />}
      />
      <LazyRecordSheet
        record={open}
        title={open ? (rowTitle(open) ?? t("untitled")) : ""}
        description={t("of", { list: label })}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
