"use client";

import type { Table } from "@tanstack/react-table";
import { ArrowDownWideNarrow, ArrowUpNarrowWide } from "lucide-react";
import { useTranslations } from "next-intl";
import { IconButton } from "./button";
import { columnLabel } from "./data-table-columns";
import { FilterSelect } from "./filter-select";

/**
 * What a table's sortable headers do, for the cards of a phone: the column to sort by and the direction. It reads
 * and writes the same sorting state, so the order survives a turn of the phone and lives in the URL where the
 * table's does.
 */
export function CardSort<T>({ table }: { table: Table<T> }) {
  const t = useTranslations("common");
  const sortable = table.getVisibleLeafColumns().filter((column) => column.getCanSort());
  if (sortable.length === 0) return null;
  const [current] = table.getState().sorting;
  const column = current ? table.getColumn(current.id) : undefined;
  const descending = current?.desc ?? false;
  return (
    <div className="flex items-center gap-1">
      <FilterSelect
        label={t("table.sortBy")}
        value={current?.id ?? ""}
        onChange={(id) => table.setSorting(id ? [{ id, desc: table.getColumn(id)?.getFirstSortDir() === "desc" }] : [])}
        allLabel={t("table.unsorted")}
        options={sortable.map((column) => ({ value: column.id, label: columnLabel(column) }))}
      />
      {column && (
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={t("table.descending")}
          aria-pressed={descending}
          icon={
            descending ? (
              <ArrowDownWideNarrow aria-hidden className="size-4" />
            ) : (
              <ArrowUpNarrowWide aria-hidden className="size-4" />
            )
          }
          onClick={() => table.setSorting([{ id: column.id, desc: !descending }])}
        />
      )}
    </div>
  );
}
