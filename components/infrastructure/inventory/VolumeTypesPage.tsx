"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { Layers } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { StatusBadge } from "@/components/ui/status-badge";
import { usePortalQuery } from "@/lib/api/hooks";
import type { VolumeType } from "@/lib/portal/schemas/iaas";
import { descriptionColumn, idColumn, nameColumn } from "../shared/inventory-columns";
import { InventoryTablePage } from "../shared/InventoryTablePage";

const specsText = (specs: VolumeType["extra_specs"]) =>
  Object.entries(specs ?? {})
    .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(", ");

/** Volume types: visibility, QoS spec and extra specs. */
export function VolumeTypesPage() {
  const t = useTranslations("infrastructure.volumeTypes");
  const types = usePortalQuery("iaas.volumeTypes.list", {});

  const columns = useMemo<ColumnDef<VolumeType>[]>(
    () => [
      nameColumn(t("columns.name"), (row) => row.name ?? row.id ?? ""),
      descriptionColumn(t("columns.description")),
      {
        id: "visibility",
        accessorFn: (row) => (row.is_public === false ? t("private") : t("public")),
        header: t("columns.visibility"),
        cell: ({ row }) => (
          <StatusBadge
            tone={row.original.is_public === false ? "neutral" : "info"}
            label={row.original.is_public === false ? t("private") : t("public")}
          />
        ),
        meta: { kind: "state" },
      },
      {
        id: "qos",
        accessorFn: (row) => row.qos_specs_id ?? "",
        header: t("columns.qos"),
        cell: ({ getValue }) => getValue<string>() || <span className="text-muted">{t("noQos")}</span>,
      },
      {
        id: "extraSpecs",
        accessorFn: (row) => specsText(row.extra_specs),
        header: t("columns.extraSpecs"),
        meta: { className: "font-mono text-xs" },
      },
      idColumn(t("columns.id")),
    ],
    [t],
  );

  return (
    <InventoryTablePage
      section="volumeTypes"
      query={types}
      columns={columns}
      hiddenColumns={["id"]}
      empty={{ icon: <Layers />, title: t("empty") }}
    />
  );
}
