/**
 * Which columns of a table give way when it is wider than its card. The browser sizes the columns from their content
 * (identifiers, figures, dates and states on one line, other text wrapping); when even the narrowest layout it can
 * find is wider than the card, the columns of lowest priority move into each row's details, one at a time, until the
 * rest fits. Columns that always stay (the name, the checkbox, the actions, the ones the user asked for) never move;
 * if they alone do not fit, the table scrolls sideways inside its card.
 */

export interface FitColumn {
  id: string;
  /** The column's narrowest width in px (its longest word or one-line value, with padding). */
  width: number;
  /** Higher gives way sooner; null stays in the table. */
  priority: number | null;
}

/**
 * The ids of the columns to move out, in the order they move: highest priority number first, the rightmost first
 * among equals, stopping as soon as the remaining columns fit `available` px. `detailsWidth` is the column of the
 * details buttons, which the table gains with the first column moved.
 */
export function columnsToMove(columns: readonly FitColumn[], available: number, detailsWidth = 0): string[] {
  let total = columns.reduce((sum, column) => sum + column.width, 0);
  const candidates = columns
    .map((column, index) => ({ ...column, index }))
    .filter((column): column is FitColumn & { index: number; priority: number } => column.priority !== null)
    .sort((a, b) => b.priority - a.priority || b.index - a.index);
  const moved: string[] = [];
  for (const column of candidates) {
    if (total <= available) break;
    if (moved.length === 0) total += detailsWidth;
    moved.push(column.id);
    total -= column.width;
  }
  return moved;
}

/**
 * The widths that hold a measured layout still while rows scroll in and out of view: each column in whole pixels
 * as measured, except one that takes what is left (the widest column whose text wraps, else the widest of the
 * others, so that rounding never pushes a one-line value onto a second line or the table past its card). A column
 * of its own size (`sized`: a checkbox, a menu, the details buttons) never takes what is left.
 */
export function frozenWidths(
  columns: readonly { id: string; width: number; wraps: boolean; sized?: boolean }[],
): Record<string, string | undefined> {
  const free = columns.filter((column) => !column.sized);
  const wrapping = free.filter((column) => column.wraps);
  const pool = wrapping.length > 0 ? wrapping : free;
  const flexible = pool.reduce<(typeof columns)[number] | undefined>(
    (widest, column) => (!widest || column.width > widest.width ? column : widest),
    undefined,
  );
  return Object.fromEntries(
    columns.map((column) => [column.id, column === flexible ? undefined : `${Math.ceil(column.width)}px`]),
  );
}
