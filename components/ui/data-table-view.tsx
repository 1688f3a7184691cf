"use client";

import {
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type OnChangeFn,
  type Row,
  type RowSelectionState,
  type Updater,
  type VisibilityState,
} from "@tanstack/react-table";
import { Download } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from "react";
import { downloadCsv, toCsv } from "@/lib/csv";
import { formatNumber } from "@/lib/format";
import { guard } from "@/lib/guards";
import { useHydrated } from "@/lib/use-hydrated";
import { useLocalSetting } from "@/lib/use-local-setting";
import { PHONE_QUERY, useMediaQuery } from "@/lib/use-media-query";
import { Button, LinkButton } from "./button";
import { cn } from "./cn";
import { ColumnChooser } from "./column-chooser";
import { CardList, cardPartsOf } from "./data-table-cards";
import { csvColumnsOf, nameColumnOf, priorityOf, selectionColumn } from "./data-table-columns";
import { VirtualTable } from "./data-table-body";
import { CardSort } from "./data-table-sort";
import { EmptyState } from "./feedback";
import { newRowShown, useNewRow } from "./new-record";
import { SearchInput } from "./search-input";
import { useGuardedPush } from "./use-leave-guard";
import type { DataTableProps } from "./data-table";

// The table itself: loaded beside the page's first load (see data-table.tsx), not in it.
const visibilitySchema = guard.recordOf(guard.boolean);
const NO_DATA: never[] = [];

function resolve<S>(updater: Updater<S>, previous: S): S {
  return typeof updater === "function" ? (updater as (previous: S) => S)(previous) : updater;
}

/** State that is the caller's when it passes a value, else kept here. */
function useControllable<S>(value: S | undefined, onChange: OnChangeFn<S> | undefined, initial: S): [S, OnChangeFn<S>] {
  const [inner, setInner] = useState(initial);
  if (value !== undefined) return [value, onChange ?? (() => undefined)];
  return [
    inner,
    onChange
      ? (updater) => {
          setInner(updater);
          onChange(updater);
        }
      : setInner,
  ];
}

export function DataTableView<T>(props: DataTableProps<T>) {
  const { tableId, label, columns, selectable, bulkActions, exportFileName, rowHref, onRowClick } = props;
  // New rows (the first answer, a refetch, another filter) render at transition priority: React renders the table in
  // slices it can interrupt for input instead of one long task (on a slow phone, 200+ ms for a page of keys). Until
  // then the table keeps showing what it showed: the skeleton, or the previous rows.
  const data = useDeferredValue(props.data);
  const loading =
    (props.loading ?? props.query?.isPending ?? false) || (props.data !== undefined && data === undefined);
  const t = useTranslations("common");
  const locale = useLocale();
  const push = useGuardedPush();

  const [innerSearch, setInnerSearch] = useState("");
  const search = props.search ?? innerSearch;
  const setSearch = (value: string) => {
    if (props.search === undefined) setInnerSearch(value);
    props.onSearchChange?.(value);
  };
  const [sorting, setSorting] = useControllable(props.sorting, props.onSortingChange, props.defaultSorting ?? []);
  const [columnFilters, setColumnFilters] = useControllable(props.columnFilters, props.onColumnFiltersChange, []);
  const [rowSelection, setRowSelection] = useControllable<RowSelectionState>(
    props.rowSelection,
    props.onRowSelectionChange,
    {},
  );

  const hiddenKey = (props.defaultHiddenColumns ?? []).join(",");
  const defaultVisibility = useMemo<VisibilityState>(
    () => Object.fromEntries(hiddenKey ? hiddenKey.split(",").map((id) => [id, false]) : []),
    [hiddenKey],
  );
  const [columnVisibility, setColumnVisibility] = useLocalSetting(
    `table:${tableId}:columns`,
    visibilitySchema,
    defaultVisibility,
  );

  const selectLabels = { selectAll: t("table.selectAll"), selectRow: t("table.selectRow") };
  const allColumns = useMemo(
    () => (selectable ? [selectionColumn<T>(selectLabels), ...columns] : columns),
    // The labels only change with the locale, which remounts the page anyway.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [selectable, columns],
  );

  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table is read during render by design
  const table = useReactTable<T>({
    data: data ?? (NO_DATA as T[]),
    columns: allColumns,
    state: { globalFilter: search, sorting, columnFilters, columnVisibility, rowSelection },
    // Columns without an explicit `size` are sized from their content (0 means "auto" to the renderer); a column
    // that draws its value as it is writes a number the locale's way (grouped: "3,113").
    defaultColumn: {
      size: 0,
      minSize: 0,
      cell: ({ getValue }) => {
        const value = getValue();
        if (typeof value === "number") return formatNumber(value, locale);
        return value === null || value === undefined ? null : String(value);
      },
    },
    // Options passed as `undefined` would override TanStack's defaults, so absent ones are left out.
    ...(props.getRowId ? { getRowId: props.getRowId } : {}),
    globalFilterFn: props.globalFilterFn ?? "auto",
    onGlobalFilterChange: (updater: Updater<string>) => setSearch(resolve(updater, search) ?? ""),
    onSortingChange: setSorting,
    onColumnFiltersChange: setColumnFilters,
    onColumnVisibilityChange: (updater) => setColumnVisibility((previous) => resolve(updater, previous)),
    onRowSelectionChange: setRowSelection,
    enableRowSelection: selectable ? (row) => props.canSelectRow?.(row.original) ?? true : false,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });

  const hydrated = useHydrated();
  const phone = useMediaQuery(PHONE_QUERY);
  const leafColumns = table.getAllLeafColumns();
  const nameId = nameColumnOf(leafColumns)?.id;
  const visibleColumns = table.getVisibleLeafColumns();
  // Columns the user chose in the chooser stay in the table; the others give way by their priority.
  const priorities = Object.fromEntries(
    visibleColumns.map((column) => [
      column.id,
      columnVisibility[column.id] === true ? null : priorityOf(column, nameId),
    ]),
  );
  const [moved, setMoved] = useState<ReadonlySet<string>>(new Set());

  const total = data?.length ?? 0;
  const shown = table.getRowModel().rows.length;
  const selected = selectable ? table.getFilteredSelectedRowModel().rows.map((row) => row.original) : [];
  const filtered = search !== "" || columnFilters.length > 0;

  const exportCsv = () => {
    if (!exportFileName) return;
    downloadCsv(exportFileName, toCsv(table.getRowModel().rows, csvColumnsOf(table)));
  };

  // Rows are memoized, so the handler they get stays the same function while the page re-renders around them (a
  // `rowHref` written inline is a new function each time) and reads the current props when a row is activated.
  const navigation = useRef({ rowHref, onRowClick });
  useLayoutEffect(() => {
    navigation.current = { rowHref, onRowClick };
  });
  const navigates = Boolean(rowHref || onRowClick);
  const activate = useMemo(
    () =>
      navigates
        ? (row: Row<T>, event: { ctrlKey: boolean; metaKey: boolean }) => {
            const { rowHref, onRowClick } = navigation.current;
            onRowClick?.(row.original);
            if (!rowHref) return;
            const href = rowHref(row.original);
            if (event.ctrlKey || event.metaKey) window.open(href, "_blank", "noopener");
            else push(href);
          }
        : undefined,
    [navigates, push],
  );

  // A record just created: its row is revealed once the refetched list holds it, with the search and filters that
  // would hide it cleared (the user asked for this record a moment ago).
  const newRow = useNewRow(props.recordKind);
  const newIndex = newRow ? table.getRowModel().rows.findIndex((row) => row.id === newRow.id) : -1;
  const hiddenByFilter = newRow !== null && newIndex === -1 && newRow.id in table.getCoreRowModel().rowsById;
  useLayoutEffect(() => {
    if (!hiddenByFilter) return;
    setSearch("");
    setColumnFilters([]);
  });
  const reveal =
    newRow && newIndex >= 0 ? { id: newRow.id, index: newIndex, onRevealed: () => newRowShown(newRow) } : undefined;

  const empty =
    total > 0 && filtered ? (
      <EmptyState
        title={t("table.noMatches")}
        action={
          search !== "" ? <LinkButton onClick={() => setSearch("")}>{t("table.clearSearch")}</LinkButton> : undefined
        }
      />
    ) : (
      (props.emptyState ?? <EmptyState title={t("table.empty")} />)
    );

  return (
    <div className={cn("flex min-w-0 flex-col gap-3", props.className)}>
      <div className="flex flex-wrap items-center gap-2">
        {props.searchable !== false && (
          <SearchInput value={search} onChange={setSearch} placeholder={props.searchPlaceholder} />
        )}
        {props.toolbar}
        {hydrated && phone && <CardSort table={table} />}
        <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
          <span aria-live="polite" className="text-sm text-muted tabular-nums">
            {!loading && t("table.rowCount", { count: shown })}
          </span>
          <ColumnChooser table={table} moved={phone ? undefined : moved} onReset={() => setColumnVisibility(null)} />
          {exportFileName && (
            <Button
              size="sm"
              icon={<Download aria-hidden className="size-4" />}
              disabled={shown === 0}
              onClick={exportCsv}
            >
              {t("table.exportCsv")}
            </Button>
          )}
        </div>
      </div>
      {selected.length > 0 && (
        <div
          role="region"
          aria-label={t("table.bulkActions")}
          className="flex flex-wrap items-center gap-2 rounded-md border border-accent/40 bg-accent/5 px-3 py-2"
        >
          <span className="text-sm font-medium text-ink">{t("table.selected", { count: selected.length })}</span>
          {bulkActions?.(selected, () => table.resetRowSelection())}
          <Button size="sm" variant="ghost" className="ml-auto" onClick={() => table.resetRowSelection()}>
            {t("table.clearSelection")}
          </Button>
        </div>
      )}
      <div className="min-w-0 overflow-hidden rounded-lg border border-line bg-surface">
        {/* The server cannot know the screen: until React runs, both placeholders are drawn and CSS shows one. */}
        {(!hydrated || phone) && (
          <div className={cn(!hydrated && "sm:hidden")}>
            <CardList
              table={table}
              label={label}
              parts={cardPartsOf(visibleColumns, nameId)}
              height={props.height ?? "70vh"}
              loading={loading}
              empty={empty}
              onRowActivate={activate}
              reveal={reveal}
            />
          </div>
        )}
        {(!hydrated || !phone) && (
          <div className={cn(!hydrated && "max-sm:hidden")}>
            <VirtualTable
              table={table}
              label={label}
              rowHeight={props.rowHeight ?? 44}
              height={props.height ?? "70vh"}
              loading={loading}
              empty={empty}
              priorities={priorities}
              nameId={nameId}
              onMoved={setMoved}
              onRowActivate={activate}
              reveal={reveal}
            />
          </div>
        )}
      </div>
    </div>
  );
}
