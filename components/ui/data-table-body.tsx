"use client";

import { flexRender, type Cell, type Column, type Header, type Row, type Table } from "@tanstack/react-table";
import { useVirtualizer } from "@tanstack/react-virtual";
import { ArrowDown, ArrowUp, ChevronsUpDown } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { cn } from "./cn";
import { useExpandedRows } from "./use-expanded-rows";
import { columnLabel } from "./data-table-columns";
import { DETAILS_COLUMN_ID, TableRow } from "./data-table-row";
import { Skeleton } from "./feedback";
import { useRevealRow, type RowReveal } from "./use-reveal-row";
import { DETAILS_WIDTH, useTableLayout } from "./use-table-layout";

export interface VirtualTableProps<T> {
  table: Table<T>;
  /** Accessible name of the table. */
  label: string;
  /** The height a row is expected to have before it is measured. */
  rowHeight: number;
  /** CSS max-height of the scrolling area (the header sticks inside it). */
  height: number | string;
  loading: boolean;
  /** Shown in place of rows when there are none. */
  empty: ReactNode;
  /** How soon each visible column gives way to a narrow card (null: stays), by id. */
  priorities: Record<string, number | null>;
  /** The column that names a row (its value labels the row's details button). */
  nameId: string | undefined;
  /** Told which columns live in the rows' details, whenever that changes (the column chooser says so). */
  onMoved?: (moved: ReadonlySet<string>) => void;
  /** Row activation by click or Enter; clicks on links, buttons and inputs inside the row are left alone. */
  onRowActivate?: (row: Row<T>, event: MouseEvent | KeyboardEvent) => void;
  /** A row just created: scrolled to, focused and highlighted for a few seconds; `onRevealed` once focused. */
  reveal?: RowReveal;
}

const SKELETON_ROWS = 6;

function SortIcon({ direction }: { direction: false | "asc" | "desc" }) {
  if (direction === "asc") return <ArrowUp aria-hidden className="size-3.5 shrink-0" />;
  if (direction === "desc") return <ArrowDown aria-hidden className="size-3.5 shrink-0" />;
  return <ChevronsUpDown aria-hidden className="size-3.5 shrink-0 opacity-40" />;
}

const headerClasses =
  "border-b border-line bg-surface px-3 py-2 text-xs font-semibold uppercase tracking-wide text-muted";

function HeaderCell<T>({ header, width }: { header: Header<T, unknown>; width: string | undefined }) {
  const { column } = header;
  const end = column.columnDef.meta?.align === "end";
  const label = column.columnDef.meta?.label;
  const rendered = header.isPlaceholder ? null : flexRender(column.columnDef.header, header.getContext());
  // An icon-only column (actions) still needs a header name for screen readers.
  const content = (rendered === "" || rendered === null) && label ? <span className="sr-only">{label}</span> : rendered;
  const sorted = column.getIsSorted();
  const sortable = column.getCanSort();
  const size = column.getSize();
  return (
    <th
      scope="col"
      data-column-id={column.id}
      aria-sort={sortable ? (sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none") : undefined}
      // Checkbox and menu columns keep their pixels; the others are measured (use-table-layout.ts).
      style={{ width: size > 0 ? size : width }}
      className={cn(headerClasses, end ? "text-right" : "text-left")}
    >
      {sortable ? (
        <button
          type="button"
          onClick={column.getToggleSortingHandler()}
          className={cn(
            "inline-flex items-center gap-1 rounded-sm text-left uppercase hover:text-ink",
            end && "flex-row-reverse text-right",
          )}
        >
          <span>{content}</span>
          <SortIcon direction={sorted} />
        </button>
      ) : (
        content
      )}
    </th>
  );
}

/**
 * A real <table> whose body renders only the rows in view (plus overscan), with spacers standing in for the rest:
 * 10,000 rows cost what 30 do. Columns are sized from their content and rows are as tall as their content; when the
 * table is wider than its card, its columns of lowest priority move into each row's details (use-table-layout.ts).
 */
export function VirtualTable<T>({
  table,
  label,
  rowHeight,
  height,
  loading,
  empty,
  priorities,
  nameId,
  onMoved,
  onRowActivate,
  reveal,
}: VirtualTableProps<T>) {
  const t = useTranslations("common");
  const scrollRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const { rows } = table.getRowModel();
  const visible = table.getVisibleLeafColumns();
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 4,
  });
  const items = virtualizer.getVirtualItems();
  const layout = useTableLayout({ rows, drawn: items.length, columns: visible, priorities, scrollRef, tableRef });
  useEffect(() => onMoved?.(layout.moved), [layout.moved, onMoved]);
  const shown = visible.filter((column) => !layout.moved.has(column.id));
  const moved = visible.filter((column) => layout.moved.has(column.id));
  const hasDetails = moved.length > 0;
  const columnCount = shown.length + (hasDetails ? 1 : 0);
  const { expanded, toggle } = useExpandedRows();
  // A row's cells split into drawn and moved, once per cells array and layout, so rows in view keep their props.
  const split = useMemo(() => {
    const cache = new WeakMap<object, { drawn: Cell<T, unknown>[]; details: Cell<T, unknown>[] }>();
    return (cells: Cell<T, unknown>[]) => {
      let parts = cache.get(cells);
      if (!parts) {
        parts = {
          drawn: cells.filter((cell) => !layout.moved.has(cell.column.id)),
          details: cells.filter((cell) => layout.moved.has(cell.column.id)),
        };
        cache.set(cells, parts);
      }
      return parts;
    };
  }, [layout.moved]);

  const fresh = useRevealRow(reveal, virtualizer, scrollRef);
  const paddingTop = items.length > 0 ? items[0].start : 0;
  const paddingBottom = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  const spacer = (size: number) => (
    <tbody aria-hidden>
      <tr style={{ height: size }}>
        <td colSpan={columnCount} />
      </tr>
    </tbody>
  );

  let body: ReactNode;
  if (rows.length === 0 && loading) {
    body = (
      <tbody>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <tr key={index} style={{ height: rowHeight }} className="animate-pulse">
            {shown.map((column) => (
              <td key={column.id} className="border-b border-line px-3">
                <Skeleton still />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    );
  } else if (rows.length === 0) {
    body = (
      <tbody>
        <tr>
          <td colSpan={columnCount}>{empty}</td>
        </tr>
      </tbody>
    );
  } else {
    const detailsLabel = (row: Row<T>) => {
      const name = nameId ? row.getValue(nameId) : undefined;
      return t("table.rowDetails", { name: typeof name === "string" || typeof name === "number" ? String(name) : "" });
    };
    body = (
      <>
        {paddingTop > 0 && spacer(paddingTop)}
        {items.map((item) => {
          const row = rows[item.index];
          const cells = row.getVisibleCells();
          const parts = hasDetails ? split(cells) : undefined;
          return (
            <TableRow
              key={row.id}
              measureRef={virtualizer.measureElement}
              row={row}
              index={item.index}
              cells={parts?.drawn ?? cells}
              details={parts?.details}
              detailsLabel={hasDetails ? detailsLabel(row) : undefined}
              expanded={expanded.has(row.id)}
              onToggle={toggle}
              selected={row.getIsSelected()}
              fresh={row.id === fresh}
              rowHeight={rowHeight}
              onRowActivate={onRowActivate}
            />
          );
        })}
        {paddingBottom > 0 && spacer(paddingBottom)}
      </>
    );
  }

  return (
    // Positioned, so absolutely placed content of a cell (screen-reader text) scrolls with it instead of widening the page.
    <div ref={scrollRef} className="relative overflow-auto" style={{ maxHeight: height }}>
      <table
        ref={tableRef}
        aria-label={label}
        aria-rowcount={rows.length + 1}
        aria-busy={loading || undefined}
        data-phase={layout.phase}
        className={cn(
          "group/table w-full border-separate border-spacing-0 text-sm",
          layout.phase === "fixed" ? "table-fixed" : "table-auto",
        )}
      >
        <thead className="sticky top-0 z-10">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {hasDetails && <DetailsHeader label={t("table.details")} moved={moved} />}
              {group.headers
                .filter((header) => !layout.moved.has(header.column.id))
                .map((header) => (
                  <HeaderCell key={header.id} header={header} width={layout.widths[header.column.id]} />
                ))}
            </tr>
          ))}
        </thead>
        {body}
      </table>
    </div>
  );
}

/** The narrow column of the rows' details buttons, named for what the details hold. */
function DetailsHeader<T>({ label, moved }: { label: string; moved: Column<T, unknown>[] }) {
  return (
    <th scope="col" data-column-id={DETAILS_COLUMN_ID} style={{ width: DETAILS_WIDTH }} className={headerClasses}>
      <span className="sr-only">
        {label}: {moved.map(columnLabel).join(", ")}
      </span>
    </th>
  );
}
