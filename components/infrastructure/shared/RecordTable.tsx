"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/feedback";
import { useUrlParam, useUrlSort } from "@/lib/url-state";
import { LazyRecordSheet } from "./LazyRecordSheet";
import { useRecordColumns, type ProjectNames } from "./record-columns";
import { rowId, rowTitle, type RecordRow } from "./records";

export interface RecordTableProps {
  tableId: string;
  /** Accessible name of the table, e.g. "Ports". */
  label: string;
  rows: RecordRow[] | undefined;
  loading?: boolean;
  exportFileName: string;
  emptyTitle: string;
  emptyIcon?: ReactNode;
  toolbar?: ReactNode;
  /** Shows project names instead of ids in `project_id`. */
  projects?: ProjectNames;
}

/**
 * A table of records of unknown shape: columns from the keys present (labelled), search and sort in the URL,
 * CSV export, and each row opening its full JSON in a sheet.
 */
export function RecordTable({
  tableId,
  label,
  rows,
  loading,
  exportFileName,
  emptyTitle,
  emptyIcon,
  toolbar,
  projects,
}: RecordTableProps) {
  const t = useTranslations("infrastructure.record");
  const [search, setSearch] = useUrlParam("q");
  const [sorting, setSorting] = useUrlSort();
  const [open, setOpen] = useState<RecordRow | null>(null);
  const { columns, hidden } = useRecordColumns(rows ?? [], projects);
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
        loading={loading}
        getRowId={rowId}
        search={search}
        onSearchChange={setSearch}
        sorting={sorting.filter((entry) => known.has(entry.id))}
        onSortingChange={setSorting}
        defaultHiddenColumns={hidden}
        exportFileName={exportFileName}
        toolbar={toolbar}
        onRowClick={setOpen}
        emptyState={<EmptyState icon={emptyIcon} title={emptyTitle} />}
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
