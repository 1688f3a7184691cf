"use client";

import type {
  ColumnDef,
  ColumnFiltersState,
  FilterFnOption,
  OnChangeFn,
  RowSelectionState,
  SortingState,
} from "@tanstack/react-table";
import { Suspense, type ReactNode } from "react";
import { Skeleton } from "./feedback";
import { lazyComponent } from "./lazy";
import type { RecordKind } from "./new-record";
import { failureOf, ReadFailure, type QueryView } from "./query-state";

/**
 * The table's code (TanStack Table and Virtual, the rows, the cards) is not on a page's first load: its download
 * starts when a page that has a table is evaluated, beside the reads its rows wait for. The server renders the table
 * as before, and the browser keeps that HTML until the code is there.
 */
const DataTableView = lazyComponent(() => import("./data-table-view").then((module) => module.DataTableView));
DataTableView.preload();

export interface DataTableProps<T> {
  /** Stable id of this table; the column choice is remembered per id in localStorage. */
  tableId: string;
  /** Accessible name of the table ("AI keys"). */
  label: string;
  /** Keep the array reference stable between renders (TanStack Query data is). */
  data: T[] | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column has its own value type, as in TanStack's own examples
  columns: ColumnDef<T, any>[];
  /** Row identity for selection across refetches (e.g. `(key) => key.id`); defaults to the index. */
  getRowId?: (row: T, index: number) => string;
  /**
   * What kind of record a row is ("ai.key"), with `getRowId` giving its id: a record of this kind just created
   * (`revealNewRow`) is focused and highlighted when its row arrives.
   */
  recordKind?: RecordKind;
  /** Skeleton rows while there is no data yet. */
  loading?: boolean;
  /**
   * The query behind the rows: its first load shows skeleton rows, and a failure with no earlier answer shows the
   * error with Retry in place of the table.
   */
  query?: QueryView<unknown>;
  /** That error smaller, for a table inside a tab or panel. */
  compactError?: boolean;

  /** Global search; controlled when `search` is given (e.g. from `useUrlParam("q")`). */
  search?: string;
  onSearchChange?: (search: string) => void;
  searchable?: boolean;
  searchPlaceholder?: string;
  globalFilterFn?: FilterFnOption<T>;
  sorting?: SortingState;
  onSortingChange?: OnChangeFn<SortingState>;
  defaultSorting?: SortingState;
  columnFilters?: ColumnFiltersState;
  onColumnFiltersChange?: OnChangeFn<ColumnFiltersState>;

  /** Adds a checkbox column; the bulk bar then shows for a selection. */
  selectable?: boolean;
  /** Which rows can be selected (e.g. not the ones being deleted). */
  canSelectRow?: (row: T) => boolean;
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: OnChangeFn<RowSelectionState>;
  /** Actions for the selected rows that pass the current search and filters; `clear` empties the selection. */
  bulkActions?: (selected: T[], clear: () => void) => ReactNode;

  /** Column ids hidden until the user chooses them. */
  defaultHiddenColumns?: string[];
  /** Shows "Export CSV" (filtered and sorted rows, visible columns); the file gets this name. */
  exportFileName?: string;
  /** Filters and other controls, placed next to the search box. */
  toolbar?: ReactNode;

  onRowClick?: (row: T) => void;
  /** Makes rows navigate (Enter or click; Ctrl/⌘-click opens a new tab). */
  rowHref?: (row: T) => string;
  /** Shown when there is no data at all (not when the search matches nothing). */
  emptyState?: ReactNode;
  /** The height a row is expected to have before it is drawn and measured. */
  rowHeight?: number;
  /** CSS max-height of the scrolling body; default "70vh". */
  height?: number | string;
  className?: string;
}

/**
 * The console's table: search, sortable headers, selection with a bulk bar, remembered column choice, CSV export
 * and row virtualization. Search, sorting and filters can live in the URL (see lib/url-state.ts). Columns are sized
 * from their content; what does not fit a card moves into the rows' details, and on a phone each row is a card.
 * The columns' `meta` (data-table-columns.tsx) says what each holds.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const failure = props.query ? failureOf(props.query) : null;
  if (failure) {
    return <ReadFailure error={failure} compact={props.compactError} onRetry={() => void props.query?.refetch()} />;
  }
  return (
    <Suspense fallback={<TablePlaceholder className={props.className} />}>
      <DataTableView {...(props as DataTableProps<unknown>)} />
    </Suspense>
  );
}

/** What stands for the table when a page is opened in the browser before the table's code arrived. */
function TablePlaceholder({ className }: { className?: string }) {
  return (
    <div aria-busy className={className}>
      <Skeleton className="mb-3 h-9 w-64" />
      <div className="rounded-lg border border-line bg-surface p-4">
        <Skeleton lines={6} />
      </div>
    </div>
  );
}
