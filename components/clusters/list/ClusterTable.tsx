"use client";

import type { SortingState } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { useMemo, type ComponentType, type ReactNode } from "react";
import type { QueryView } from "@/components/ui/query-state";
import { DataTable } from "@/components/ui/data-table";
import { useUrlFilters, useUrlParam, useUrlSort } from "@/lib/url-state";
import { PURPOSES } from "../model/limits";
import { shootHref, type Shoot } from "../model/shoot";
import { SHOOT_PHASES, shootPhase } from "../model/status";
import { FilterSelect } from "@/components/ui/filter-select";
import { usePurposeLabel } from "../shared/labels";
import { HIDDEN_CLUSTER_COLUMNS, useClusterColumns, type ClusterRow } from "./cluster-columns";

const FILTERS = ["status", "purpose", "project"] as const;
const DEFAULT_SORT = [{ id: "name", desc: false }];

export interface ClusterTableProps {
  tableId: string;
  rows: ClusterRow[] | undefined;
  /** The read behind the rows: loading and failure come from it. */
  query: QueryView<unknown>;
  /** Lists clusters of several projects: adds the project columns and filter. */
  withProject?: boolean;
  /**
   * Each row's actions menu (`ClusterActionMenu`, inside a `ClusterActionsProvider`); passed in, so that tables
   * without one do not load its code.
   */
  rowMenu?: ComponentType<{ shoot: Shoot }>;
  emptyState: ReactNode;
  exportFileName: string;
}

/** Clusters with search, status, purpose and project filters and sorting kept in the URL; virtualized rows. */
export function ClusterTable({
  tableId,
  rows,
  query,
  withProject = false,
  rowMenu,
  emptyState,
  exportFileName,
}: ClusterTableProps) {
  const t = useTranslations("clusters.list");
  const tPhase = useTranslations("clusters.phase");
  const purposeLabel = usePurposeLabel();
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const [search, setSearch] = useUrlParam("q");
  const [sorting, setSorting] = useUrlSort();
  const columns = useClusterColumns(withProject, rowMenu);
  const effectiveSorting = sorting.length > 0 ? sorting : DEFAULT_SORT;
  // The default sort is not in the URL; a header click must toggle from what is shown.
  const onSortingChange = (updater: SortingState | ((previous: SortingState) => SortingState)) =>
    setSorting(typeof updater === "function" ? updater(effectiveSorting) : updater);

  const visible = useMemo(
    () =>
      rows?.filter(
        (row) =>
          (!filters.status || shootPhase(row.shoot) === filters.status) &&
          (!filters.purpose || row.shoot.purpose === filters.purpose) &&
          (!withProject || !filters.project || row.project === filters.project),
      ),
    [rows, filters.status, filters.purpose, filters.project, withProject],
  );
  const projectOptions = useMemo(
    () => [...new Set((rows ?? []).map((row) => row.project))].sort().map((p) => ({ value: p, label: p })),
    [rows],
  );
  const purposes = useMemo(() => {
    const seen = new Set<string>([...PURPOSES, ...(rows ?? []).flatMap((row) => row.shoot.purpose ?? [])]);
    return [...seen].map((p) => ({ value: p, label: purposeLabel(p) }));
  }, [rows, purposeLabel]);

  const toolbar = (
    <>
      {withProject && (
        <FilterSelect
          label={t("filters.project")}
          value={filters.project ?? ""}
          onChange={(value) => setFilters({ project: value || null })}
          allLabel={t("filters.all")}
          options={projectOptions}
        />
      )}
      <FilterSelect
        label={t("filters.status")}
        value={filters.status ?? ""}
        onChange={(value) => setFilters({ status: value || null })}
        allLabel={t("filters.all")}
        options={SHOOT_PHASES.map((phase) => ({ value: phase, label: tPhase(phase) }))}
      />
      <FilterSelect
        label={t("filters.purpose")}
        value={filters.purpose ?? ""}
        onChange={(value) => setFilters({ purpose: value || null })}
        allLabel={t("filters.all")}
        options={purposes}
      />
    </>
  );

  return (
    <DataTable
      tableId={tableId}
      label={t("tableLabel")}
      data={visible}
      columns={columns}
      query={query}
      getRowId={(row) => row.key}
      search={search}
      onSearchChange={setSearch}
      searchPlaceholder={t("searchPlaceholder")}
      sorting={effectiveSorting}
      onSortingChange={onSortingChange}
      defaultHiddenColumns={HIDDEN_CLUSTER_COLUMNS}
      exportFileName={exportFileName}
      toolbar={toolbar}
      rowHref={(row) => shootHref(row.shoot)}
      emptyState={emptyState}
    />
  );
}
