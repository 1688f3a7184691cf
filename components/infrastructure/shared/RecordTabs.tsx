"use client";

import { useTranslations } from "next-intl";
import { useMemo, type ReactNode } from "react";
import { QueryState, type QueryView } from "@/components/ui/query-state";
import { Tabs } from "@/components/ui/tabs";
import { useUrlParams } from "@/lib/url-state";
import { useFieldLabel } from "./labels";
import { useRecordColumns, type ProjectNames } from "./record-columns";
import { RecordTable, type RecordTableProps } from "./RecordTable";
import { useProjectNames } from "./use-project-names";
import { arrayKeys, toRows, type RecordRow } from "./records";

export interface RecordTabsProps {
  /** Prefix of table ids and CSV file names ("networks" → "networks-ports"). */
  id: string;
  /** The read of an object of arrays, as the portal sent it. */
  query: QueryView<Record<string, unknown>>;
  /** The arrays the spec names, in tab order, with their translated labels; arrays not named get a tab too. */
  sections: readonly { key: string; label: string }[];
  emptyIcon?: ReactNode;
  /** Accessible name of the tab list. */
  label: string;
}

/**
 * An object-of-arrays answer (networks, load balancers, volumes) as tabs, one generic table per array, the open
 * tab in the URL (`tab`). Switching tabs clears the search and sort, which belong to the other table's columns.
 */
export function RecordTabs({ query, ...view }: RecordTabsProps) {
  // Until the first answer the tabs stand with loading tables, so the page keeps its shape.
  return (
    <QueryState query={query} pending={<RecordTabList data={undefined} {...view} />}>
      {(data) => <RecordTabList data={data} {...view} />}
    </QueryState>
  );
}

function RecordTabList({
  id,
  data,
  sections,
  emptyIcon,
  label,
}: Omit<RecordTabsProps, "query"> & { data: Record<string, unknown> | undefined }) {
  const loading = data === undefined;
  const t = useTranslations("infrastructure.record");
  const fieldLabel = useFieldLabel();
  const [params, setParams] = useUrlParams();
  // Keyed on the named lists, not the array's identity, so a page may pass its sections inline.
  const named = sections.map((section) => section.key).join("\u0000");
  const keys = useMemo(() => arrayKeys(data, named.split("\u0000")), [data, named]);
  const rowsByKey = useMemo(
    () =>
      new Map(keys.map((key) => [key, toRows(Array.isArray(data?.[key]) ? (data?.[key] as unknown[]) : undefined)])),
    [keys, data],
  );
  const projects = useProjectNames();
  const requested = params.get("tab");
  const tab = requested && keys.includes(requested) ? requested : keys[0];

  const labelOf = (key: string) => sections.find((section) => section.key === key)?.label ?? fieldLabel(key);
  return (
    <Tabs
      aria-label={label}
      value={tab}
      onValueChange={(next) => setParams({ tab: next === keys[0] ? null : next, q: null, sort: null })}
      tabs={keys.map((key) => {
        const rows = rowsByKey.get(key);
        return {
          value: key,
          label: (
            <span className="inline-flex items-center gap-1.5">
              {labelOf(key)}
              {!loading && (
                <span className="rounded-full bg-raised px-1.5 text-xs tabular-nums text-muted">
                  {rows?.length ?? 0}
                </span>
              )}
            </span>
          ),
          content: (
            <ListTable
              tableId={`${id}-${key}`}
              label={labelOf(key)}
              rows={loading ? undefined : rows}
              loading={loading}
              exportFileName={`${id}-${key}`}
              emptyTitle={t("empty", { list: labelOf(key) })}
              emptyIcon={emptyIcon}
              projects={projects}
            />
          ),
        };
      })}
    />
  );
}

/** One array's table, its columns read from the keys its records have. */
function ListTable({
  rows,
  projects,
  ...table
}: Omit<RecordTableProps<RecordRow>, "columns" | "hiddenColumns"> & { projects?: ProjectNames }) {
  const { columns, hidden } = useRecordColumns(rows ?? [], projects);
  return <RecordTable rows={rows} columns={columns} hiddenColumns={hidden} {...table} />;
}
