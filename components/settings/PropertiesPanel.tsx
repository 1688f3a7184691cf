"use client";

import { actionsColumn } from "@/components/ui/data-table-columns";
import type { ColumnDef } from "@tanstack/react-table";
import { Lock, Plus, SlidersHorizontal } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/feedback";
import { FilterSelect } from "@/components/ui/filter-select";
import { lazyComponent, preloadOn, WhenOpened } from "@/components/ui/lazy";
import { failureOf } from "@/components/ui/query-state";
import { usePortalQuery } from "@/lib/api/hooks";
import { useDenied } from "@/lib/api/permissions";
import { useUrlFilters, useUrlParam, useUrlSort } from "@/lib/url-state";
import { hasName, type PropertyRow } from "./settings-model";

// The property dialog (form, zod, Radix Dialog) loads on hover, focus or the first press, not with the page: first-load budget.
const PropertyDialog = lazyComponent(() => import("./PropertyDialog").then((m) => m.PropertyDialog));

/** GET /property: the account's own properties can be edited; inherited ones are marked and read-only. */
export function PropertiesPanel() {
  const t = useTranslations("settings.properties");
  const [filters, setFilters] = useUrlFilters(["origin"] as const);
  const [search, setSearch] = useUrlParam("q");
  const [sorting, setSorting] = useUrlSort();
  const properties = usePortalQuery("property.list", {});
  const denied = useDenied("property.save");
  const [dialog, setDialog] = useState<{ editing: PropertyRow | null } | null>(null);
  const all = useMemo(() => (properties.data ?? []).filter(hasName), [properties.data]);
  const rows = useMemo(
    () =>
      properties.data
        ? all.filter((p) => !filters.origin || (filters.origin === "inherited") === Boolean(p.inherited))
        : undefined,
    [properties.data, all, filters.origin],
  );
  const inherited = useMemo(() => all.filter((p) => p.inherited).map((p) => p.property), [all]);

  const columns = useMemo<ColumnDef<PropertyRow>[]>(
    () => [
      {
        id: "property",
        accessorKey: "property",
        header: t("columns.property"),
        meta: { kind: "name", className: "font-mono text-xs" },
      },
      { id: "value", accessorFn: (p) => p.value ?? "", header: t("columns.value"), meta: { kind: "id", card: true } },
      {
        id: "description",
        accessorFn: (p) => p.description ?? "",
        header: t("columns.description"),
        meta: { kind: "text", className: "text-muted" },
      },
      {
        id: "origin",
        accessorFn: (p) => (p.inherited ? t("inherited") : t("own")),
        header: t("columns.origin"),
        cell: ({ row }) =>
          row.original.inherited ? (
            <span className="inline-flex items-center gap-1 rounded border border-line bg-raised px-1.5 text-xs text-muted">
              <Lock aria-hidden className="size-3" />
              {t("inherited")}
            </span>
          ) : (
            <span className="text-xs">{t("own")}</span>
          ),
        meta: { kind: "state" },
      },
      actionsColumn(t("columns.actions"), ({ row }) =>
        row.original.inherited ? (
          <span className="text-xs text-muted">{t("readOnly")}</span>
        ) : (
          <ActionButton
            size="sm"
            denied={denied}
            aria-label={t("editNamed", { property: row.original.property })}
            {...preloadOn(PropertyDialog.preload)}
            onClick={() => setDialog({ editing: row.original })}
          >
            {t("edit")}
          </ActionButton>
        ),
      ),
    ],
    [t, denied],
  );

  return (
    <div className="space-y-3">
      {/* A new property is checked against the inherited names the list brings: no Add while it cannot be read. */}
      {!failureOf(properties) && (
        <div className="flex justify-end">
          <ActionButton
            variant="primary"
            icon={<Plus aria-hidden className="size-4" />}
            denied={denied}
            {...preloadOn(PropertyDialog.preload)}
            onClick={() => setDialog({ editing: null })}
          >
            {t("create")}
          </ActionButton>
        </div>
      )}
      <DataTable
        query={properties}
        tableId="properties"
        label={t("tableLabel")}
        data={rows}
        columns={columns}
        getRowId={(p) => p.property}
        recordKind="setting.property"
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder={t("searchPlaceholder")}
        sorting={sorting}
        onSortingChange={setSorting}
        exportFileName="properties"
        toolbar={
          <FilterSelect
            label={t("columns.origin")}
            value={filters.origin ?? ""}
            onChange={(v) => setFilters({ origin: v || null })}
            allLabel={t("all")}
            options={[
              { value: "own", label: t("own") },
              { value: "inherited", label: t("inherited") },
            ]}
          />
        }
        emptyState={<EmptyState icon={<SlidersHorizontal />} title={t("empty")} />}
      />
      <WhenOpened open={dialog !== null}>
        <PropertyDialog
          editing={dialog?.editing ?? null}
          open={dialog !== null}
          onOpenChange={(open) => !open && setDialog(null)}
          inherited={inherited}
        />
      </WhenOpened>
    </div>
  );
}
