"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { Check, Minus } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { Card, Section } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { ShapeNotice } from "@/components/ui/shape-notice";
import { usePortalQuery } from "@/lib/api/hooks";
import { useUrlParam, useUrlSort } from "@/lib/url-state";
import { dashboardRowOf, recordsOf, type DashboardRow } from "./dashboard-shape";
import { ElementCatalog } from "./ElementCatalog";
import { isDashboardPath } from "./paths";

type Dashboard = DashboardRow;

function YesNo({ value, yes, no }: { value: boolean | undefined; yes: string; no: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      {value ? (
        <Check size={14} aria-hidden className="text-ok" />
      ) : (
        <Minus size={14} aria-hidden className="text-muted" />
      )}
      {value ? yes : no}
    </span>
  );
}

/** Region is `any` in the spec: null or empty means every region, a string names one, anything else is shown as JSON. */
const regionText = (region: unknown, all: string) =>
  region === null || region === undefined || region === ""
    ? all
    : typeof region === "string"
      ? region
      : JSON.stringify(region);

export function DashboardsIndex() {
  const t = useTranslations("dashboards");
  const dashboards = usePortalQuery("dashboards.all", {});
  const rows = useMemo(() => {
    if (dashboards.data === undefined) return undefined;
    return recordsOf(dashboards.data)?.map(dashboardRowOf) ?? null;
  }, [dashboards.data]);
  const [search, setSearch] = useUrlParam("q");
  const [sorting, setSorting] = useUrlSort();

  const columns: ColumnDef<Dashboard, unknown>[] = [
    {
      id: "name",
      accessorFn: (d) => d.name ?? d.path ?? "",
      header: t("columns.name"),
      cell: ({ row }) =>
        row.original.path && isDashboardPath(row.original.path) ? (
          <Link href={`/dashboards/${row.original.path}`} className="font-medium text-accent hover:underline">
            {row.original.name || row.original.path}
          </Link>
        ) : (
          (row.original.name ?? "—")
        ),
      meta: { kind: "name" },
    },
    {
      id: "path",
      accessorFn: (d) => d.path ?? "",
      header: t("columns.path"),
      cell: ({ getValue }) => <code className="text-xs">{String(getValue())}</code>,
      meta: { kind: "id" },
    },
    { id: "group", accessorFn: (d) => [d.group, d.subgroup].filter(Boolean).join(" › "), header: t("columns.group") },
    { id: "version", accessorFn: (d) => d.version ?? "", header: t("columns.version"), meta: { kind: "figure" } },
    {
      id: "published",
      accessorFn: (d) => d.published === true,
      header: t("columns.published"),
      cell: ({ row }) => <YesNo value={row.original.published} yes={t("yes")} no={t("no")} />,
      meta: { kind: "state" },
    },
    {
      id: "navigable",
      accessorFn: (d) => d.navigable === true,
      header: t("columns.navigable"),
      cell: ({ row }) => <YesNo value={row.original.navigable} yes={t("yes")} no={t("no")} />,
      meta: { kind: "state", priority: 3 },
    },
    {
      id: "region",
      accessorFn: (d) => regionText(d.region, t("allRegions")),
      header: t("columns.region"),
      meta: { kind: "id" },
    },
  ];

  // The same table while the first answer is awaited (skeleton rows) and once it is in.
  const table = (data: Dashboard[] | undefined) => (
    <Card>
      <DataTable
        tableId="dashboards"
        label={t("list.title")}
        data={data}
        columns={columns}
        loading={data === undefined}
        getRowId={(d, index) => d.path || String(index)}
        search={search}
        onSearchChange={setSearch}
        sorting={sorting}
        onSortingChange={setSorting}
        exportFileName="dashboards.csv"
        emptyState={<p className="p-6 text-sm text-muted">{t("list.empty")}</p>}
      />
    </Card>
  );

  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("subtitle")}
        breadcrumbs={<Breadcrumbs items={[{ label: t("home"), href: "/" }, { label: t("title") }]} />}
      />
      <div className="space-y-8">
        <Section title={t("list.title")} description={t("list.description")}>
          <QueryState query={dashboards} pending={table(undefined)}>
            {() =>
              rows ? table(rows) : <ShapeNotice operation="dashboards.all" onRetry={() => void dashboards.refetch()} />
            }
          </QueryState>
        </Section>
        <ElementCatalog />
      </div>
    </>
  );
}
