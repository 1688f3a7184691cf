"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import type { ColumnKind } from "@/components/ui/data-table-columns";
import { RecordCell } from "./RecordCell";
import { STATE_FIELDS, useFieldLabel } from "./labels";
import { columnKeys, compareSortValues, exportText, hiddenKeys, isIsoDate, sortValue, type RecordRow } from "./records";

/** A project's name by id, when the projects are known. */
export type ProjectNames = ReadonlyMap<string, string>;

const columnId = (key: string) => key.replace(/\./g, "_");

/** What a column of records of unknown shape holds, from its key and its first value. */
export function recordKind(key: string, rows: readonly RecordRow[]): ColumnKind | undefined {
  if (key === "name" || key === "zoneName") return "name";
  if (key === "description") return "text";
  if (STATE_FIELDS.has(key)) return "state";
  if (key === "id" || key.endsWith("_id")) return "id";
  const value = rows.find((row) => row[key] !== undefined && row[key] !== null && row[key] !== "")?.[key];
  if (typeof value === "number") return "figure";
  if (isIsoDate(value)) return "date";
  return undefined;
}

/**
 * Columns for records of unknown shape: one per key present in any row, labelled by name, sortable and searchable
 * by a primitive reading of the value, exported as text (nested values as JSON). `project_id` shows the project's
 * name when `projects` knows it.
 */
export function useRecordColumns(
  rows: readonly RecordRow[],
  projects?: ProjectNames,
): { columns: ColumnDef<RecordRow>[]; hidden: string[] } {
  const label = useFieldLabel();
  const named = projects !== undefined && projects.size > 0;
  const keySignature = columnKeys(rows, named).join("\u0000");
  return useMemo(() => {
    const keys = keySignature ? keySignature.split("\u0000") : [];
    const valueOf = (row: RecordRow, key: string): unknown => {
      const value = row[key];
      return key === "project_id" && named && typeof value === "string" ? (projects?.get(value) ?? value) : value;
    };
    const columns = keys.map<ColumnDef<RecordRow>>((key) => {
      const header = key === "project_id" && named ? label("project") : label(key);
      return {
        // TanStack reads dots in ids as paths; keys like "router:external" are fine, dotted ones are not.
        id: columnId(key),
        accessorFn: (row) => sortValue(valueOf(row, key)),
        header,
        sortingFn: (a, b, id) => compareSortValues(a.getValue<string | number>(id), b.getValue<string | number>(id)),
        cell: ({ row }) => <RecordCell field={key} value={valueOf(row.original, key)} />,
        meta: { label: header, kind: recordKind(key, rows), exportValue: (row) => exportText(row[key]) },
      };
    });
    return { columns, hidden: hiddenKeys(keys, named).map(columnId) };
    // The kinds follow the first rows to arrive; later answers of the same shape keep them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keySignature, label, named, projects]);
}
