"use client";

import { keepPreviousData } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { Switch } from "@/components/ui/checkbox";
import { Section } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import { QueryState } from "@/components/ui/query-state";
import { usePortalQuery } from "@/lib/api/hooks";
import { useUrlFilters } from "@/lib/url-state";
import { readModels, readProviders, type ModelInfo } from "../model/catalog";
import { FilterSelect } from "@/components/ui/filter-select";
import { useAiFormat } from "../shared/use-ai-format";
import { usePortalCurrency } from "../shared/use-portal-currency";
import { AvailabilityNote } from "./AvailabilityNote";
import { ProvidersFilter } from "./ProvidersFilter";

const FILTERS = ["all", "project", "providers"] as const;

/** GET /ai/models: with `list_all`, every model of the gateway; else those of the project (or the account). */
export function ModelsSection() {
  const t = useTranslations("ai.models");
  const format = useAiFormat();
  const currency = usePortalCurrency();
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const listAll = filters.all === "1";
  const providers = useMemo(
    () => (filters.providers ? filters.providers.split(",").filter(Boolean) : []),
    [filters.providers],
  );
  const input = {
    ...(listAll ? { list_all: true } : {}),
    ...(filters.project ? { project: filters.project } : {}),
    ...(providers.length > 0 ? { providers } : {}),
  };
  const models = usePortalQuery("ai.models.list", input, { placeholderData: keepPreviousData });
  const projects = usePortalQuery("ai.projects.list", {});
  const providerList = usePortalQuery("ai.providers.list", {});
  const rows = useMemo(() => readModels(models.data?.llms), [models.data]);
  const perMillion = (perToken: number | undefined) =>
    perToken === undefined ? undefined : Number((perToken * 1_000_000).toPrecision(12));

  const columns = useMemo<ColumnDef<ModelInfo>[]>(
    () => [
      {
        id: "name",
        accessorKey: "name",
        header: t("columns.name"),
        cell: ({ getValue }) => <span className="font-medium">{getValue<string>()}</span>,
        meta: { kind: "name" },
      },
      { id: "id", accessorKey: "id", header: t("columns.id"), meta: { kind: "id", className: "font-mono text-xs" } },
      { id: "provider", accessorFn: (m) => m.provider ?? "", header: t("columns.provider"), meta: { kind: "id" } },
      { id: "mode", accessorFn: (m) => m.mode ?? "", header: t("columns.mode"), meta: { kind: "id" } },
      {
        id: "context",
        accessorFn: (m) => m.contextLength ?? -1,
        header: t("columns.context"),
        enableGlobalFilter: false,
        cell: ({ row }) => format.tokens(row.original.contextLength),
        meta: { align: "end", exportValue: (m) => m.contextLength ?? "" },
      },
      {
        id: "input",
        accessorFn: (m) => perMillion(m.inputPerToken) ?? -1,
        header: t("columns.input"),
        enableGlobalFilter: false,
        cell: ({ row }) => format.price(perMillion(row.original.inputPerToken), currency ?? null),
        meta: {
          card: true,
          align: "end",
          label: t("columns.input"),
          exportValue: (m) => perMillion(m.inputPerToken) ?? "",
        },
      },
      {
        id: "output",
        accessorFn: (m) => perMillion(m.outputPerToken) ?? -1,
        header: t("columns.output"),
        enableGlobalFilter: false,
        cell: ({ row }) => format.price(perMillion(row.original.outputPerToken), currency ?? null),
        meta: {
          card: true,
          align: "end",
          label: t("columns.output"),
          exportValue: (m) => perMillion(m.outputPerToken) ?? "",
        },
      },
    ],
    [t, format, currency],
  );

  const toolbar = (
    <>
      <label className="flex items-center gap-2 text-sm">
        <Switch checked={listAll} onCheckedChange={(on) => setFilters({ all: on ? "1" : null })} />
        {t("listAll")}
      </label>
      <FilterSelect
        label={t("project")}
        value={filters.project ?? ""}
        onChange={(value) => setFilters({ project: value || null })}
        allLabel={t("accountModels")}
        options={(projects.data ?? []).flatMap((p) => (p.id ? [{ value: p.id, label: p.name ?? p.id }] : []))}
      />
      <div className="w-64">
        <ProvidersFilter
          label={t("providersFilter")}
          options={readProviders(providerList.data?.providers).map((p) => ({ value: p.id, label: p.name }))}
          value={providers}
          onChange={(next) => setFilters({ providers: next.length > 0 ? next.join(",") : null })}
          loading={providerList.isPending}
          placeholder={t("allProviders")}
        />
      </div>
    </>
  );

  const table = (data: typeof rows | undefined) => (
    <DataTable
      tableId="ai-models"
      label={t("modelsTitle")}
      data={data}
      columns={columns}
      loading={data === undefined}
      getRowId={(row) => row.id}
      toolbar={toolbar}
      exportFileName="ai-models"
      height="32rem"
    />
  );

  return (
    <Section title={t("modelsTitle")} description={t("modelsDescription")}>
      <div className="space-y-3">
        <AvailabilityNote
          all={models.data?.all_available}
          yes={t("allAvailable")}
          no={t("someAvailable")}
          testId="models-availability"
        />
        {/* A compact failure inside the section; until the first answer, the table's own skeleton rows. */}
        {/* Rows wait for the portal's currency as well, so that no price shows in another first. */}
        <QueryState query={models} compact pending={table(undefined)}>
          {() => table(currency === undefined ? undefined : rows)}
        </QueryState>
        {currency !== undefined && (
          <p className="text-xs text-muted" data-testid="prices-currency">
            {t("pricesCurrency", { currency: currency ?? "none" })}
          </p>
        )}
      </div>
    </Section>
  );
}
