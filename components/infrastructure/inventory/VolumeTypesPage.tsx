"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { Layers } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/feedback";
import { StatusBadge } from "@/components/ui/status-badge";
import { usePortalQuery } from "@/lib/api/hooks";
import type { VolumeType } from "@/lib/portal/schemas/iaas";
import { useUrlParam, useUrlSort } from "@/lib/url-state";
import { InfrastructureFrame } from "../shared/InfrastructureFrame";
import { LazyRecordSheet } from "../shared/LazyRecordSheet";

const specsText = (specs: VolumeType["extra_specs"]) =>
  Object.entries(specs ?? {})
    .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(", ");

/** Volume types: visibility, QoS spec and extra specs. */
export function VolumeTypesPage() {
  const t = useTranslations("infrastructure.volumeTypes");
  const [search, setSearch] = useUrlParam("q");
  const [sorting, setSorting] = useUrlSort();
  const [open, setOpen] = useState<VolumeType | null>(null);
  const types = usePortalQuery("iaas.volumeTypes.list", {});

  const columns = useMemo<ColumnDef<VolumeType>[]>(
    () => [
      {
        id: "name",
        accessorFn: (row) => row.name ?? row.id ?? "",
        header: t("columns.name"),
        size: 180,
        cell: ({ getValue }) => <span className="font-medium">{getValue<string>()}</span>,
      },
      {
        id: "description",
        accessorFn: (row) => row.description ?? "",
        header: t("columns.description"),
        size: 240,
        meta: { className: "text-muted" },
      },
      {
        id: "visibility",
        accessorFn: (row) => (row.is_public === false ? t("private") : t("public")),
        header: t("columns.visibility"),
        size: 120,
        cell: ({ row }) => (
          <StatusBadge
            tone={row.original.is_public === false ? "neutral" : "info"}
            label={row.original.is_public === false ? t("private") : t("public")}
          />
        ),
      },
      {
        id: "qos",
        accessorFn: (row) => row.qos_specs_id ?? "",
        header: t("columns.qos"),
        size: 160,
        cell: ({ getValue }) => getValue<string>() || <span className="text-muted">{t("noQos")}</span>,
      },
      {
        id: "extraSpecs",
        accessorFn: (row) => specsText(row.extra_specs),
        header: t("columns.extraSpecs"),
        size: 300,
        meta: { className: "font-mono text-xs" },
      },
      {
        id: "id",
        accessorFn: (row) => row.id ?? "",
        header: t("columns.id"),
        size: 280,
        meta: { className: "font-mono text-xs" },
      },
    ],
    [t],
  );

  return (
    <InfrastructureFrame section="volumeTypes" description={t("description")}>
      <DataTable
        query={types}
        tableId="iaas-volume-types"
        label={t("tableLabel")}
        data={types.data}
        columns={columns}
        getRowId={(row, index) => row.id ?? `#${index}`}
        search={search}
        onSearchChange={setSearch}
        sorting={sorting}
        onSortingChange={setSorting}
        defaultHiddenColumns={["id"]}
        exportFileName="infrastructure-volume-types"
        onRowClick={setOpen}
        emptyState={<EmptyState icon={<Layers />} title={t("empty")} />}
      />
      <LazyRecordSheet record={open} title={open?.name ?? ""} onClose={() => setOpen(null)} />
    </InfrastructureFrame>
  );
}
