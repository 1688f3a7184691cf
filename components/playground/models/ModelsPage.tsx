"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { Boxes } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/feedback";
import { WhenOpened } from "@/components/ui/lazy";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { failureOf } from "@/components/ui/query-state";
import { FilterSelect } from "@/components/ui/filter-select";
import { useUrlFilters, useUrlParam, useUrlSort } from "@/lib/url-state";
import { GatewayError } from "../shared/GatewayError";
import { GatewayKeyButton } from "../shared/GatewayKeyButton";
import { providersOf, useGatewayModels } from "../shared/gateway-models";
import { useGatewayMoney, usePlaygroundFormat } from "../shared/use-playground-format";
import { LazyModelDetails } from "./LazyModelDetails";
import { filterRows, hasValue, METHODS, modalitiesOf, toRow, type ModelRow } from "./model-rows";

const FILTERS = ["provider", "modality", "method"] as const;

/** Every model the gateway lists (all pages) with its limits and prices; filters and search live in the URL. */
export function ModelsPage() {
  const t = useTranslations("playground");
  const f = usePlaygroundFormat();
  const money = useGatewayMoney();
  const models = useGatewayModels();
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const [search, setSearch] = useUrlParam("q");
  const [sorting, setSorting] = useUrlSort();
  const [open, setOpen] = useState<ModelRow | null>(null);

  const rows = useMemo(() => (models.data ?? []).filter((m) => m.id).map(toRow), [models.data]);
  const visible = useMemo(() => filterRows(rows, filters), [rows, filters]);

  const columns = useMemo<ColumnDef<ModelRow, unknown>[]>(
    () => [
      {
        id: "id",
        accessorKey: "id",
        header: t("models.columns.id"),
        cell: ({ row }) => <span className="font-mono text-xs">{row.original.id}</span>,
        meta: { kind: "name" },
      },
      { id: "name", accessorKey: "name", header: t("models.columns.name"), meta: { kind: "id" } },
      { id: "provider", accessorKey: "provider", header: t("models.columns.provider"), meta: { kind: "id" } },
      {
        id: "methods",
        accessorFn: (row) => row.methods.join(", "),
        header: t("models.columns.methods"),
        cell: ({ row }) => row.original.methods.map((m) => t(`models.methods.${m}`)).join(", "),
      },
      {
        id: "modality",
        accessorFn: (row) => `${row.inputModalities.join("+")} → ${row.outputModalities.join("+")}`,
        header: t("models.columns.modality"),
      },
      {
        id: "context",
        accessorKey: "contextLength",
        header: t("models.columns.context"),
        cell: ({ row }) => f.number(row.original.contextLength),
        meta: { card: true, align: "end" },
      },
      {
        id: "maxInput",
        accessorKey: "maxInput",
        header: t("models.columns.maxInput"),
        cell: ({ row }) => f.number(row.original.maxInput),
        meta: { priority: 3, align: "end" },
      },
      {
        id: "maxOutput",
        accessorKey: "maxOutput",
        header: t("models.columns.maxOutput"),
        cell: ({ row }) => f.number(row.original.maxOutput),
        meta: { priority: 3, align: "end" },
      },
      {
        id: "promptPrice",
        accessorFn: (row) => Number(row.promptPrice ?? Number.NaN),
        header: t("models.columns.promptPrice"),
        cell: ({ row }) => money.perMillion(row.original.promptPrice),
        meta: { card: true, align: "end" },
      },
      {
        id: "completionPrice",
        accessorFn: (row) => Number(row.completionPrice ?? Number.NaN),
        header: t("models.columns.completionPrice"),
        cell: ({ row }) => money.perMillion(row.original.completionPrice),
        meta: { align: "end" },
      },
      {
        id: "description",
        accessorKey: "description",
        header: t("models.columns.description"),
        meta: { kind: "text" },
      },
    ],
    [t, f, money],
  );
  // A bare OpenAI-compatible list has ids only: the columns and filters it has nothing for are left out.
  const shownColumns = useMemo(
    () => columns.filter((column) => rows.length === 0 || rows.some((row) => hasValue(row, column.id))),
    [columns, rows],
  );
  const providers = providersOf(models.data ?? []);
  const modalities = modalitiesOf(rows);

  return (
    <div>
      <PageHeader
        title={t("models.title")}
        description={t("models.description")}
        breadcrumbs={
          <Breadcrumbs items={[{ label: t("breadcrumb"), href: "/playground" }, { label: t("models.title") }]} />
        }
        actions={<GatewayKeyButton />}
      />
      {failureOf(models) ? (
        <GatewayError read error={failureOf(models)} onRetry={() => void models.refetch()} />
      ) : (
        <DataTable
          tableId="playground-gateway-models"
          label={t("models.tableLabel")}
          // Rows wait for the portal's currency, so that no price shows in another first.
          data={models.data && !money.pending ? visible : undefined}
          loading={models.isPending || money.pending}
          columns={shownColumns}
          getRowId={(row) => row.id}
          search={search}
          onSearchChange={(value) => setSearch(value || null)}
          searchPlaceholder={t("models.searchPlaceholder")}
          sorting={sorting}
          onSortingChange={setSorting}
          defaultHiddenColumns={["description", "maxInput"]}
          exportFileName="gateway-models"
          onRowClick={setOpen}
          emptyState={
            <EmptyState icon={<Boxes />} title={t("models.emptyTitle")} description={t("models.emptyDescription")} />
          }
          toolbar={
            <>
              {providers.length > 0 && (
                <FilterSelect
                  compact
                  label={t("models.filters.provider")}
                  value={filters.provider ?? ""}
                  onChange={(v) => setFilters({ provider: v || null })}
                  allLabel={t("models.filters.all")}
                  options={providers}
                />
              )}
              {modalities.length > 0 && (
                <FilterSelect
                  compact
                  label={t("models.filters.modality")}
                  value={filters.modality ?? ""}
                  onChange={(v) => setFilters({ modality: v || null })}
                  allLabel={t("models.filters.all")}
                  options={modalities}
                />
              )}
              <FilterSelect
                compact
                label={t("models.filters.method")}
                value={filters.method ?? ""}
                onChange={(v) => setFilters({ method: v || null })}
                allLabel={t("models.filters.all")}
                options={METHODS}
              />
            </>
          }
        />
      )}
      {!money.pending && rows.some((row) => row.promptPrice !== undefined || row.completionPrice !== undefined) && (
        <p className="mt-3 text-xs text-muted" data-testid="prices-currency">
          {t("models.pricesCurrency", { currency: money.currencyName })}
        </p>
      )}
      <WhenOpened open={open !== null}>
        <LazyModelDetails row={open} onClose={() => setOpen(null)} />
      </WhenOpened>
    </div>
  );
}
