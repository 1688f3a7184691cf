"use client";

import type { Cell, Row } from "@tanstack/react-table";
import { ChevronRight } from "lucide-react";
import { memo, type KeyboardEvent, type MouseEvent } from "react";
import { cn } from "./cn";
import { CellContent, CellDetails, cellClasses } from "./data-table-cell";
import { FRESH_ROW_CLASSES } from "./use-reveal-row";

/** The id of the details buttons' column, drawn while some columns live in the rows' details. */
export const DETAILS_COLUMN_ID = "__details";

const INTERACTIVE = "a,button,input,select,textarea,label,[role=checkbox],[role=menuitem],[role=switch]";

/** Activates a row on a click outside its controls or on Enter on the row itself. */
export function rowActivation<T>(
  row: Row<T>,
  onRowActivate: ((row: Row<T>, event: MouseEvent | KeyboardEvent) => void) | undefined,
) {
  if (!onRowActivate) return undefined;
  return (event: MouseEvent | KeyboardEvent) => {
    if ("key" in event) {
      if (event.key !== "Enter" || event.target !== event.currentTarget) return;
    } else if ((event.target as Element).closest(INTERACTIVE)) {
      return;
    }
    onRowActivate(row, event);
  };
}

interface TableRowProps<T> {
  /** Hands the row's group to the virtualizer, which measures its height. */
  measureRef: (element: Element | null) => void;
  row: Row<T>;
  index: number;
  /** The cells drawn in the row; a new array when columns or visibility change, which re-renders the row. */
  cells: Cell<T, unknown>[];
  /** The cells of the columns moved into the row's details (undefined: none moved). */
  details: Cell<T, unknown>[] | undefined;
  /** "Details of <row>": names the details button. */
  detailsLabel: string | undefined;
  expanded: boolean;
  onToggle: (id: string) => void;
  selected: boolean;
  /** Highlighted as just created. */
  fresh: boolean;
  rowHeight: number;
  onRowActivate?: (row: Row<T>, event: MouseEvent | KeyboardEvent) => void;
}

/** One row, and below it its details while they are open: a group of its own, measured as one by the virtualizer. */
function TableRowContent<T>({
  measureRef,
  row,
  index,
  cells,
  details,
  detailsLabel,
  expanded,
  onToggle,
  selected,
  fresh,
  rowHeight,
  onRowActivate,
}: TableRowProps<T>) {
  const activate = rowActivation(row, onRowActivate);
  const detailsId = `row-details-${row.id}`;
  return (
    <tbody ref={measureRef} data-index={index}>
      <tr
        aria-rowindex={index + 2}
        data-row-id={row.id}
        data-new={fresh || undefined}
        tabIndex={activate ? 0 : fresh ? -1 : undefined}
        onClick={activate}
        onKeyDown={activate}
        style={{ height: rowHeight }}
        className={cn(
          "focus-visible:-outline-offset-2",
          selected && "bg-accent/5",
          activate && "cursor-pointer hover:bg-raised/60",
          fresh && FRESH_ROW_CLASSES,
        )}
      >
        {details && (
          <td className="border-b border-line pl-2">
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={expanded ? detailsId : undefined}
              aria-label={detailsLabel}
              onClick={() => onToggle(row.id)}
              className="grid size-7 place-items-center rounded-sm text-muted hover:bg-raised hover:text-ink"
            >
              <ChevronRight aria-hidden className={cn("size-4 transition-transform", expanded && "rotate-90")} />
            </button>
          </td>
        )}
        {cells.map((cell) => (
          <td key={cell.id} className={cellClasses(cell)}>
            <CellContent cell={cell} />
          </td>
        ))}
      </tr>
      {details && expanded && (
        <tr id={detailsId} className={cn(selected && "bg-accent/5")}>
          <td colSpan={cells.length + 1} className="border-b border-line px-3 py-3 pl-11">
            <CellDetails cells={details} />
          </td>
        </tr>
      )}
    </tbody>
  );
}

/** Rows still in view after a scroll step are not rendered again. */
export const TableRow = memo(TableRowContent) as typeof TableRowContent;
