import type { ColumnDef } from "@tanstack/react-table";

/** The column that names a row, in medium weight; the record's name is what a reader scans for. */
export const nameColumn = <T,>(header: string, nameOf: (row: T) => string): ColumnDef<T> => ({
  id: "name",
  accessorFn: nameOf,
  header,
  cell: ({ getValue }) => <span className="font-medium">{getValue<string>()}</span>,
  meta: { kind: "name" },
});

/** A free-text description, muted beside the row's facts. */
export const descriptionColumn = <T extends { description?: string }>(header: string): ColumnDef<T> => ({
  id: "description",
  accessorFn: (row) => row.description ?? "",
  header,
  meta: { className: "text-muted", kind: "text" },
});

/** The portal's id, monospaced for copying; pages start it hidden. */
export const idColumn = <T extends { id?: string }>(header: string): ColumnDef<T> => ({
  id: "id",
  accessorFn: (row) => row.id ?? "",
  header,
  meta: { className: "font-mono text-xs", kind: "id" },
});
