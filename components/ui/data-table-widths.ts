/**
 * Column widths of the console's fixed-layout tables. A column's `size` is its width at ease; a wide table keeps those
 * proportions as percentages, so it fits its card down to SHRINK of its ease width instead of spilling out of it.
 * Narrower than that, the table keeps its minimum width and scrolls sideways inside the card, never the page.
 */

/** Columns this narrow hold a checkbox or an icon button: they keep their pixels at every width. */
const CONTROL_COLUMN_MAX_PX = 64;
/** What a column without a `size` counts as (it takes a share of what the sized columns leave). */
const AUTO_COLUMN_PX = 128;
/** How far below its ease width a table may be squeezed before it scrolls. */
const SHRINK = 0.75;

export interface TableWidths {
  /** The CSS width of each column's header cell, by column id; absent for columns without a size. */
  widths: Record<string, string>;
  /** The table's minimum width in pixels. */
  minWidth: number;
}

export function tableWidths(columns: readonly { id: string; size: number }[]): TableWidths {
  const ease = (size: number) => (size > 0 ? size : AUTO_COLUMN_PX);
  const total = columns.reduce((sum, column) => sum + ease(column.size), 0);
  const widths: Record<string, string> = {};
  let minWidth = 0;
  for (const { id, size } of columns) {
    if (size > 0 && size <= CONTROL_COLUMN_MAX_PX) {
      widths[id] = `${size}px`;
      minWidth += size;
      continue;
    }
    if (size > 0) widths[id] = `${((size / total) * 100).toFixed(3)}%`;
    minWidth += ease(size) * SHRINK;
  }
  return { widths, minWidth: Math.round(minWidth) };
}
