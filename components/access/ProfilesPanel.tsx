"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { UsersRound } from "lucide-react";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/feedback";
import { FilterSelect } from "@/components/ui/filter-select";
import { usePortalQuery } from "@/lib/api/hooks";
import { useUrlFilters, useUrlParam, useUrlSort } from "@/lib/url-state";
import { hasProfileIdentity, KNOWN_PROFILE_TYPES, profileHref, type ProfileRow } from "./access-model";

/** GET /profile, by type (the type filter is sent to the portal and kept in the URL). */
export function ProfilesPanel() {
  const t = useTranslations("access.profiles");
  const [filters, setFilters] = useUrlFilters(["type"] as const);
  const [search, setSearch] = useUrlParam("q");
  const [sorting, setSorting] = useUrlSort();
  const profiles = usePortalQuery("profiles.list", filters.type ? { profile_type: filters.type } : {});
  const rows = useMemo(() => (profiles.data ? profiles.data.filter(hasProfileIdentity) : undefined), [profiles.data]);
  const columns = useMemo<ColumnDef<ProfileRow>[]>(
    () => [
      {
        id: "name",
        accessorKey: "name",
        header: t("columns.name"),
        cell: ({ row }) => (
          <NextLink
            href={profileHref(row.original.name)}
            className="font-medium text-accent hover:underline"
            onClick={(e) => e.stopPropagation()}
          >
            {row.original.name}
          </NextLink>
        ),
        meta: { kind: "name" },
      },
      { id: "type", accessorFn: (p) => p.type ?? "", header: t("columns.type"), meta: { kind: "id" } },
      {
        id: "description",
        accessorFn: (p) => p.description ?? "",
        header: t("columns.description"),
        meta: { kind: "text", className: "text-muted" },
      },
      {
        id: "inheritable",
        accessorFn: (p) => (p.inheritable ? t("yes") : t("no")),
        header: t("columns.inheritable"),
      },
      {
        id: "reseller",
        accessorFn: (p) => p.reseller ?? "",
        header: t("columns.reseller"),
        meta: { kind: "id", priority: 3 },
      },
      {
        id: "client",
        accessorFn: (p) => p.client ?? "",
        header: t("columns.client"),
        meta: { kind: "id", priority: 3 },
      },
      {
        id: "provider",
        accessorFn: (p) => p.provider ?? "",
        header: t("columns.provider"),
        meta: { kind: "id", priority: 3 },
      },
      { id: "id", accessorKey: "id", header: t("columns.id"), meta: { kind: "id", className: "font-mono text-xs" } },
    ],
    [t],
  );
  return (
    <DataTable
      tableId="access-profiles"
      label={t("tableLabel")}
      data={rows}
      columns={columns}
      query={profiles}
      getRowId={(p) => p.id}
      search={search}
      onSearchChange={setSearch}
      searchPlaceholder={t("searchPlaceholder")}
      sorting={sorting}
      onSortingChange={setSorting}
      defaultHiddenColumns={["id", "provider", "client"]}
      exportFileName="profiles"
      rowHref={(p) => profileHref(p.name)}
      toolbar={
        <FilterSelect
          label={t("filters.type")}
          value={filters.type ?? ""}
          onChange={(v) => setFilters({ type: v || null })}
          allLabel={t("filters.all")}
          options={KNOWN_PROFILE_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        />
      }
      emptyState={<EmptyState icon={<UsersRound />} title={t("empty")} />}
    />
  );
}
