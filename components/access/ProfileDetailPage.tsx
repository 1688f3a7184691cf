"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { useMemo, type ReactNode } from "react";
import { isRecordMissing, NotFoundContent } from "@/components/shell/NotFoundContent";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/feedback";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import type { QueryView } from "@/components/ui/query-state";
import { StatusBadge } from "@/components/ui/status-badge";
import { Tabs } from "@/components/ui/tabs";
import { FilterSelect } from "@/components/ui/filter-select";
import { usePortalQuery } from "@/lib/api/hooks";
import type { ProfileEntryWithGroup } from "@/lib/portal/schemas/profiles";
import { useUrlFilters, useUrlParam, useUrlParams, useUrlSort } from "@/lib/url-state";
import { groupText, toEntryRows, type EntryRow } from "./access-model";

const TABS = ["dashboards", "permissions", "profiles"] as const;
type Tab = (typeof TABS)[number];

/** A profile's dashboards, permissions and included profiles, each with its enabled flag (GET /profile/…/{name}). */
export function ProfileDetailPage({ name }: { name: string }) {
  const t = useTranslations("access");
  const [params, setParams] = useUrlParams();
  const requested = params.get("tab");
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? "") ? (requested as Tab) : "dashboards";
  const dashboards = usePortalQuery("profile.dashboards.list", { name }, { enabled: tab === "dashboards" });
  const permissions = usePortalQuery("profile.permissions.list", { name }, { enabled: tab === "permissions" });
  const profiles = usePortalQuery("profile.profiles.list", { name }, { enabled: tab === "profiles" });
  const reads: Record<Tab, QueryView<ProfileEntryWithGroup[]>> = { dashboards, permissions, profiles };
  const panel = (value: Tab): ReactNode => <EntryTable kind={value} read={reads[value]} />;
  if (TABS.some((value) => isRecordMissing(reads[value].error))) return <NotFoundContent kind="profile" id={name} />;
  return (
    <>
      <PageHeader
        breadcrumbs={
          <Breadcrumbs
            items={[
              { label: t("title"), href: "/access" },
              { label: t("tabs.profiles"), href: "/access" },
              { label: name },
            ]}
          />
        }
        title={name}
        description={t("detail.description")}
      />
      <Tabs
        aria-label={t("detail.tabsLabel")}
        value={tab}
        onValueChange={(next) =>
          setParams({ tab: next === "dashboards" ? null : next, q: null, sort: null, enabled: null })
        }
        tabs={TABS.map((value) => ({ value, label: t(`detail.tabs.${value}`), content: panel(value) }))}
      />
    </>
  );
}

function EntryTable({ kind, read }: { kind: Tab; read: QueryView<ProfileEntryWithGroup[]> }) {
  const entries = read.data;
  const t = useTranslations("access.detail");
  const [filters, setFilters] = useUrlFilters(["enabled"] as const);
  const [search, setSearch] = useUrlParam("q");
  const [sorting, setSorting] = useUrlSort();
  const rows = useMemo(
    () =>
      entries
        ? toEntryRows(entries).filter((e) => !filters.enabled || (filters.enabled === "yes") === Boolean(e.enabled))
        : undefined,
    [entries, filters.enabled],
  );
  const columns = useMemo<ColumnDef<EntryRow>[]>(
    () => [
      {
        id: "name",
        accessorFn: (e) => e.name ?? "",
        header: t("columns.name"),
        meta: { kind: "name", className: "font-mono text-xs" },
      },
      {
        id: "enabled",
        accessorFn: (e) => (e.enabled ? t("enabled") : t("disabled")),
        header: t("columns.enabled"),
        cell: ({ row }) => (
          <StatusBadge
            tone={row.original.enabled ? "ok" : "neutral"}
            label={row.original.enabled ? t("enabled") : t("disabled")}
          />
        ),
        meta: { kind: "state" },
      },
      ...(kind === "dashboards"
        ? []
        : [
            {
              id: "description",
              accessorFn: (e: EntryRow) => e.description ?? "",
              header: t("columns.description"),
              meta: { kind: "text" as const, className: "text-muted" },
            },
            { id: "group", accessorFn: (e: EntryRow) => groupText(e.group), header: t("columns.group") },
          ]),
    ],
    [t, kind],
  );
  return (
    <DataTable
      tableId={`profile-${kind}`}
      label={t(`tabs.${kind}`)}
      query={read}
      data={rows}
      columns={columns}
      getRowId={(e) => e.key}
      search={search}
      onSearchChange={setSearch}
      sorting={sorting}
      onSortingChange={setSorting}
      exportFileName={`profile-${kind}`}
      toolbar={
        <FilterSelect
          label={t("columns.enabled")}
          value={filters.enabled ?? ""}
          onChange={(v) => setFilters({ enabled: v || null })}
          allLabel={t("all")}
          options={[
            { value: "yes", label: t("enabled") },
            { value: "no", label: t("disabled") },
          ]}
        />
      }
      emptyState={<EmptyState title={t("empty")} />}
    />
  );
}
