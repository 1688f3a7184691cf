import type { ColumnDef } from "@tanstack/react-table";

/** The column that names a row, in medium weight; the record's name is what a reader scans for. */
export const nameColumn = <T,>(header: string, nameOf: (row: T) => string, size = 180): ColumnDef<T> => ({
  id: "name",
  accessorFn: nameOf,
  header,
  size,
  cell: ({ getValue }) => <span className="font-medium">{getValue<string>()}</span>,
});

/** A free-text description, muted beside the row's facts. */
export const descriptionColumn = <T extends { description?: string }>(header: string, size = 240): ColumnDef<T> => ({
  id: "description",
  accessorFn: (row) => row.description ?? "",
  header,
  size,
  meta: { className: "text-muted" },
});

/** The portal's id, monospaced for copying; pages start it hidden. */
export const idColumn = <T extends { id?: string }>(header: string): ColumnDef<T> => ({
  id: "id",
  accessorFn: (row) => row.id ?? "",
  header,
  size: 280,
  meta: { className: "font-mono text-xs" },
});
