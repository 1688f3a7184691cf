"use client";

import { flexRender, type Cell, type Header, type Row, type Table } from "@tanstack/react-table";
import { useVirtualizer } from "@tanstack/react-virtual";
import { ArrowDown, ArrowUp, ChevronsUpDown } from "lucide-react";
import { memo, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { cn } from "./cn";
import { titleWhenClipped } from "./clipped-title";
import { tableWidths } from "./data-table-widths";
import { Skeleton } from "./feedback";
import { NEW_ROW_HIGHLIGHT_MS } from "./new-record";

export interface VirtualTableProps<T> {
  table: Table<T>;
  /** Accessible name of the table. */
  label: string;
  rowHeight: number;
  /** CSS max-height of the scrolling area (the header sticks inside it). */
  height: number | string;
  loading: boolean;
  /** Shown in place of rows when there are none. */
  empty: ReactNode;
  /** Row activation by click or Enter; clicks on links, buttons and inputs inside the row are left alone. */
  onRowActivate?: (row: Row<T>, event: MouseEvent | KeyboardEvent) => void;
  /** A row just created: scrolled to, focused and highlighted for a few seconds; `onRevealed` once focused. */
  reveal?: { id: string; index: number; onRevealed: () => void };
}

const INTERACTIVE = "a,button,input,select,textarea,label,[role=checkbox],[role=menuitem],[role=switch]";
const SKELETON_ROWS = 6;

function SortIcon({ direction }: { direction: false | "asc" | "desc" }) {
  if (direction === "asc") return <ArrowUp aria-hidden className="size-3.5" />;
  if (direction === "desc") return <ArrowDown aria-hidden className="size-3.5" />;
  return <ChevronsUpDown aria-hidden className="size-3.5 opacity-40" />;
}

function HeaderCell<T>({ header, width }: { header: Header<T, unknown>; width: string | undefined }) {
  const { column } = header;
  const end = column.columnDef.meta?.align === "end";
  const label = column.columnDef.meta?.label;
  const rendered = header.isPlaceholder ? null : flexRender(column.columnDef.header, header.getContext());
  // An icon-only column (actions) still needs a header name for screen readers.
  const content = (rendered === "" || rendered === null) && label ? <span className="sr-only">{label}</span> : rendered;
  const sorted = column.getIsSorted();
  const sortable = column.getCanSort();
  return (
    <th
      scope="col"
      aria-sort={sortable ? (sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none") : undefined}
      style={width ? { width } : undefined}
      className={cn(
        "border-b border-line bg-surface px-3 py-2 text-xs font-semibold uppercase tracking-wide text-muted",
        end ? "text-right" : "text-left",
      )}
    >
      {sortable ? (
        <button
          type="button"
          onClick={column.getToggleSortingHandler()}
          className={cn(
            "inline-flex items-center gap-1 rounded-sm uppercase hover:text-ink",
            end && "flex-row-reverse",
          )}
        >
          {content}
          <SortIcon direction={sorted} />
        </button>
      ) : (
        content
      )}
    </th>
  );
}

interface BodyRowProps<T> {
  row: Row<T>;
  index: number;
  /** The row's visible cells; a new array when columns or visibility change, which re-renders the row. */
  cells: Cell<T, unknown>[];
  selected: boolean;
  /** Highlighted as just created. */
  fresh: boolean;
  rowHeight: number;
  onRowActivate?: (row: Row<T>, event: MouseEvent | KeyboardEvent) => void;
}

function BodyRowContent<T>({ row, index, cells, selected, fresh, rowHeight, onRowActivate }: BodyRowProps<T>) {
  const activate = (event: MouseEvent | KeyboardEvent) => {
    if (!onRowActivate) return;
    if ("key" in event) {
      if (event.key !== "Enter" || event.target !== event.currentTarget) return;
    } else if ((event.target as Element).closest(INTERACTIVE)) {
      return;
    }
    onRowActivate(row, event);
  };
  return (
    <tr
      aria-rowindex={index + 2}
      data-row-id={row.id}
      data-new={fresh || undefined}
      tabIndex={onRowActivate ? 0 : fresh ? -1 : undefined}
      onClick={onRowActivate ? activate : undefined}
      onKeyDown={onRowActivate ? activate : undefined}
      style={{ height: rowHeight }}
      className={cn(
        "focus-visible:-outline-offset-2",
        selected && "bg-accent/5",
        onRowActivate && "cursor-pointer hover:bg-raised/60",
        fresh && "bg-accent/10 shadow-[inset_4px_0_0_var(--accent)] transition-colors duration-700",
      )}
    >
      {cells.map((cell) => {
        const meta = cell.column.columnDef.meta;
        return (
          <td
            key={cell.id}
            data-clipped-title=""
            onPointerEnter={titleWhenClipped}
            className={cn(
              "truncate whitespace-nowrap border-b border-line px-3 text-ink",
              meta?.align === "end" && "text-right tabular-nums",
              meta?.className,
            )}
          >
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        );
      })}
    </tr>
  );
}

/** Rows still in view after a scroll step are not rendered again. */
const BodyRow = memo(BodyRowContent) as typeof BodyRowContent;

/**
 * A real <table> whose body renders only the rows in view (plus overscan), with spacer rows standing in for the
 * rest: 10,000 rows cost what 30 do. Rows have a fixed height so offsets need no measuring.
 */
export function VirtualTable<T>({
  table,
  label,
  rowHeight,
  height,
  loading,
  empty,
  onRowActivate,
  reveal,
}: VirtualTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [fresh, setFresh] = useState<string | null>(null);
  const { rows } = table.getRowModel();
  const columns = table.getVisibleLeafColumns();
  const columnCount = columns.length;
  const { widths, minWidth } = tableWidths(columns.map((column) => ({ id: column.id, size: column.getSize() })));
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 4,
  });
  const items = virtualizer.getVirtualItems();

  // A new row: scrolled into the rendered range, then focused once drawn, highlighted for a few seconds.
  const revealId = reveal?.id;
  const revealIndex = reveal?.index ?? -1;
  const revealed = useRef(reveal?.onRevealed);
  useEffect(() => {
    revealed.current = reveal?.onRevealed;
  });
  useEffect(() => {
    if (revealId === undefined || revealIndex < 0) return;
    virtualizer.scrollToIndex(revealIndex, { align: "center" });
    let frame = 0;
    let tries = 0;
    const focusRow = () => {
      const row = scrollRef.current?.querySelector<HTMLElement>(`tr[data-row-id="${CSS.escape(revealId)}"]`);
      if (!row && tries++ < 30) {
        frame = requestAnimationFrame(focusRow);
        return;
      }
      setFresh(revealId);
      revealed.current?.();
      // Focused after it is marked, so its tabindex is there for a row that opens nothing; centred where the page
      // allows, rather than at the edge where a toast may sit.
      requestAnimationFrame(() => {
        row?.focus({ preventScroll: true });
        row?.scrollIntoView({ block: "center" });
      });
    };
    frame = requestAnimationFrame(focusRow);
    return () => cancelAnimationFrame(frame);
  }, [revealId, revealIndex, virtualizer]);
  useEffect(() => {
    if (fresh === null) return;
    const timer = setTimeout(() => setFresh(null), NEW_ROW_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [fresh]);
  const paddingTop = items.length > 0 ? items[0].start : 0;
  const paddingBottom = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;

  let body: ReactNode;
  if (rows.length === 0 && loading) {
    body = Array.from({ length: SKELETON_ROWS }, (_, index) => (
      <tr key={index} style={{ height: rowHeight }} className="animate-pulse">
        {columns.map((column) => (
          <td key={column.id} className="border-b border-line px-3">
            <Skeleton still />
          </td>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={columnCount}>{empty}</td>
      </tr>
    );
  } else {
    body = (
      <>
        {paddingTop > 0 && (
          <tr aria-hidden style={{ height: paddingTop }}>
            <td colSpan={columnCount} />
          </tr>
        )}
        {items.map((item) => {
          const row = rows[item.index];
          return (
            <BodyRow
              key={row.id}
              row={row}
              index={item.index}
              cells={row.getVisibleCells()}
              selected={row.getIsSelected()}
              fresh={row.id === fresh}
              rowHeight={rowHeight}
              onRowActivate={onRowActivate}
            />
          );
        })}
        {paddingBottom > 0 && (
          <tr aria-hidden style={{ height: paddingBottom }}>
            <td colSpan={columnCount} />
          </tr>
        )}
      </>
    );
  }

  return (
    // Positioned, so absolutely placed content of a cell (screen-reader text) scrolls with it instead of widening the page.
    <div ref={scrollRef} className="relative overflow-auto" style={{ maxHeight: height }}>
      <table
        aria-label={label}
        aria-rowcount={rows.length + 1}
        aria-busy={loading || undefined}
        style={{ minWidth }}
        className="w-full table-fixed border-separate border-spacing-0 text-sm"
      >
        <thead className="sticky top-0 z-10">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {group.headers.map((header) => (
                <HeaderCell key={header.id} header={header} width={widths[header.column.id]} />
              ))}
            </tr>
          ))}
        </thead>
        <tbody>{body}</tbody>
      </table>
    </div>
  );
}
