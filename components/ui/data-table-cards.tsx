"use client";

import type { Cell, Column, Row, Table } from "@tanstack/react-table";
import { useVirtualizer } from "@tanstack/react-virtual";
import { ChevronDown } from "lucide-react";
import { useTranslations } from "next-intl";
import { memo, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { cn } from "./cn";
import { useExpandedRows } from "./use-expanded-rows";
import { CellContent, CellDetails } from "./data-table-cell";
import { columnLabel, kindOf, SELECT_COLUMN_ID } from "./data-table-columns";
import { rowActivation } from "./data-table-row";
import { Skeleton } from "./feedback";
import { FRESH_ROW_CLASSES, useRevealRow, type RowReveal } from "./use-reveal-row";

/** Which column goes where on a card, by id. */
export interface CardParts {
  name: string | undefined;
  state: string | undefined;
  /** The one or two figures that matter. */
  figures: string[];
}

/**
 * The card parts of a table's visible columns: its name, its first state column, and its figures (the columns marked
 * `card`, else the first two figure columns). Everything else is in the card's details.
 */
export function cardPartsOf<T>(columns: readonly Column<T, unknown>[], nameId: string | undefined): CardParts {
  const meta = (column: Column<T, unknown>) => column.columnDef.meta;
  const marked = columns.filter((column) => meta(column)?.card);
  const figureColumns = columns.filter((column) => kindOf(meta(column)) === "figure");
  const figures = (marked.length > 0 ? marked : figureColumns).slice(0, 2);
  return {
    name: nameId,
    state: columns.find((column) => meta(column)?.kind === "state" && column.id !== nameId)?.id,
    figures: figures.map((column) => column.id).filter((id) => id !== nameId),
  };
}

export interface CardListProps<T> {
  table: Table<T>;
  label: string;
  parts: CardParts;
  height: number | string;
  loading: boolean;
  empty: ReactNode;
  onRowActivate?: (row: Row<T>, event: MouseEvent | KeyboardEvent) => void;
  /** A row just created: its card is scrolled to, focused and highlighted for a few seconds. */
  reveal?: RowReveal;
}

const ESTIMATE = 120;
const SKELETON_CARDS = 4;

/**
 * A phone's list: each row as a card with its name, state, one or two figures and actions, the rest a press away.
 * Virtualized like the table; sorted and filtered by the same table state (the sort control sits above it).
 */
export function CardList<T>({ table, label, parts, height, loading, empty, onRowActivate, reveal }: CardListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { rows } = table.getRowModel();
  const { expanded, toggle } = useExpandedRows();
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATE,
    overscan: 3,
  });
  const items = virtualizer.getVirtualItems();
  const fresh = useRevealRow(reveal, virtualizer, scrollRef);
  const paddingTop = items.length > 0 ? items[0].start : 0;
  const paddingBottom = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;

  let content: ReactNode;
  if (rows.length === 0 && loading) content = <CardSkeletons />;
  else if (rows.length === 0) content = <li>{empty}</li>;
  else
    content = (
      <>
        {paddingTop > 0 && <li aria-hidden style={{ height: paddingTop }} />}
        {items.map((item) => {
          const row = rows[item.index];
          return (
            <RowCard
              key={row.id}
              measureRef={virtualizer.measureElement}
              index={item.index}
              row={row}
              cells={row.getVisibleCells()}
              parts={parts}
              selected={row.getIsSelected()}
              fresh={row.id === fresh}
              expanded={expanded.has(row.id)}
              onToggle={toggle}
              onRowActivate={onRowActivate}
            />
          );
        })}
        {paddingBottom > 0 && <li aria-hidden style={{ height: paddingBottom }} />}
      </>
    );

  return (
    // The box is as tall as its cards, and the virtualizer draws none into a box of no height: when the rows are
    // there before the box was first measured (an answer from the cache), one pixel starts the drawing.
    <div ref={scrollRef} className="overflow-auto" style={{ maxHeight: height, minHeight: 1 }}>
      <ul aria-label={label} aria-busy={loading || undefined} data-cards="" className="divide-y divide-line">
        {content}
      </ul>
    </div>
  );
}

/** Placeholders of the cards' shape while the first answer is awaited. */
export function CardSkeletons() {
  return Array.from({ length: SKELETON_CARDS }, (_, index) => (
    <li key={index} aria-hidden className="animate-pulse space-y-2 px-3 py-3">
      <Skeleton still className="w-1/2" />
      <Skeleton still className="w-1/3" />
    </li>
  ));
}

interface RowCardProps<T> {
  measureRef: (element: Element | null) => void;
  index: number;
  row: Row<T>;
  cells: Cell<T, unknown>[];
  parts: CardParts;
  selected: boolean;
  /** Highlighted as just created. */
  fresh: boolean;
  expanded: boolean;
  onToggle: (id: string) => void;
  onRowActivate?: (row: Row<T>, event: MouseEvent | KeyboardEvent) => void;
}

function RowCardContent<T>({
  measureRef,
  index,
  row,
  cells,
  parts,
  selected,
  fresh,
  expanded,
  onToggle,
  onRowActivate,
}: RowCardProps<T>) {
  const t = useTranslations("common");
  const activate = rowActivation(row, onRowActivate);
  const byId = (id: string | undefined) => (id ? cells.find((cell) => cell.column.id === id) : undefined);
  const select = byId(SELECT_COLUMN_ID);
  const name = byId(parts.name);
  const state = byId(parts.state);
  const actions = byId("actions");
  const figures = parts.figures.flatMap((id) => byId(id) ?? []);
  const placed = new Set([SELECT_COLUMN_ID, "actions", parts.name, parts.state, ...parts.figures]);
  const rest = cells.filter((cell) => !placed.has(cell.column.id));
  const nameValue = name?.getValue();
  const detailsId = `card-details-${row.id}`;
  return (
    <li
      ref={measureRef}
      data-index={index}
      data-row-id={row.id}
      data-new={fresh || undefined}
      tabIndex={activate ? 0 : fresh ? -1 : undefined}
      onClick={activate}
      onKeyDown={activate}
      className={cn(
        "space-y-2 px-3 py-3 text-sm focus-visible:-outline-offset-2",
        selected && "bg-accent/5",
        activate && "cursor-pointer",
        fresh && FRESH_ROW_CLASSES,
      )}
    >
      <div className="flex items-start gap-3">
        {select && (
          <div className="pt-0.5">
            <CellContent cell={select} />
          </div>
        )}
        <div className="min-w-0 flex-1 font-medium text-ink [overflow-wrap:anywhere]">
          {name && <CellContent cell={name} />}
        </div>
        {state && (
          <div className="shrink-0">
            <CellContent cell={state} />
          </div>
        )}
      </div>
      {figures.length > 0 && (
        <dl className="flex flex-wrap gap-x-6 gap-y-1">
          {figures.map((cell) => (
            <div key={cell.id} className="min-w-0">
              <dt className="text-xs text-muted">{columnLabel(cell.column)}</dt>
              <dd className="tabular-nums text-ink [overflow-wrap:anywhere]">
                <CellContent cell={cell} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {(actions || rest.length > 0) && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {rest.length > 0 ? (
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={expanded ? detailsId : undefined}
              aria-label={t("table.rowDetails", { name: typeof nameValue === "string" ? nameValue : "" })}
              onClick={() => onToggle(row.id)}
              className="inline-flex items-center gap-1 rounded-sm text-xs text-muted hover:text-ink"
            >
              <ChevronDown aria-hidden className={cn("size-4 transition-transform", expanded && "rotate-180")} />
              {t("table.details")}
            </button>
          ) : (
            <span />
          )}
          {actions && <CellContent cell={actions} />}
        </div>
      )}
      {expanded && rest.length > 0 && <CellDetails cells={rest} className="pt-1" />}
    </li>
  );
}

const RowCard = memo(RowCardContent) as typeof RowCardContent;
