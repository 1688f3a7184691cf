"use client";

import { actionsColumn } from "@/components/ui/data-table-columns";
import type { ColumnDef } from "@tanstack/react-table";
import { HoverPrefetchLink as NextLink } from "@/components/ui/hover-prefetch-link";
import { useTranslations } from "next-intl";
import { useMemo, type ComponentType } from "react";
import { projectHref } from "../model/project";
import { shootHref, workerRange, zonesOf, type Shoot } from "../model/shoot";
import { phaseRank, shootPhase } from "../model/status";
import { ConditionChips, ShootPhaseBadge } from "../shared/ShootStatus";
import { usePurposeLabel } from "../shared/labels";
import { useClusterFormat } from "../shared/use-cluster-format";

/** One table row: a cluster with its project (and, across projects, the infrastructure project behind it). */
export interface ClusterRow {
  key: string;
  shoot: Shoot;
  project: string;
  iaasProject?: string;
}

const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

/**
 * Columns of the cluster tables; the project columns only where clusters of several projects are listed, the row
 * menus only inside a `ClusterActionsProvider`.
 */
export function useClusterColumns(
  withProject: boolean,
  RowMenu: ComponentType<{ shoot: Shoot }> | undefined,
): ColumnDef<ClusterRow>[] {
  const t = useTranslations("clusters.list.columns");
  const tPhase = useTranslations("clusters.phase");
  const purposeLabel = usePurposeLabel();
  const format = useClusterFormat();
  return useMemo<ColumnDef<ClusterRow>[]>(() => {
    const columns: (ColumnDef<ClusterRow> | false)[] = [
      {
        id: "name",
        accessorFn: (row) => row.shoot.name,
        header: t("name"),
        size: 170,
        cell: ({ row }) => (
          <NextLink
            href={shootHref(row.original.shoot)}
            onClick={stop}
            className="font-medium text-accent hover:underline"
          >
            {row.original.shoot.name}
          </NextLink>
        ),
      },
      withProject && {
        id: "project",
        accessorFn: (row) => row.project,
        header: t("project"),
        size: 110,
        cell: ({ row }) => (
          <NextLink
            href={projectHref(row.original.project)}
            onClick={stop}
            className="hover:text-accent hover:underline"
          >
            {row.original.project}
          </NextLink>
        ),
      },
      withProject && {
        id: "iaasProject",
        accessorFn: (row) => row.iaasProject ?? "",
        header: t("iaasProject"),
        size: 150,
      },
      {
        id: "version",
        accessorFn: (row) => row.shoot.version ?? "",
        header: t("version"),
        size: 100,
        meta: { className: "tabular-nums" },
      },
      {
        id: "purpose",
        accessorFn: (row) => purposeLabel(row.shoot.purpose),
        header: t("purpose"),
        size: 120,
      },
      {
        id: "region",
        accessorFn: (row) => [row.shoot.region, ...zonesOf(row.shoot)].filter(Boolean).join(" "),
        header: t("regionZones"),
        size: 170,
        cell: ({ row }) => (
          <span className="block truncate">
            {row.original.shoot.region}
            {zonesOf(row.original.shoot).length > 0 && (
              <span className="text-muted"> · {zonesOf(row.original.shoot).join(", ")}</span>
            )}
          </span>
        ),
        meta: {
          exportValue: (row) => `${row.shoot.region ?? ""} (${zonesOf(row.shoot).join(", ")})`,
        },
      },
      {
        id: "workers",
        accessorFn: (row) => workerRange(row.shoot).maximum,
        header: t("workers"),
        size: 90,
        enableGlobalFilter: false,
        cell: ({ row }) => {
          const range = workerRange(row.original.shoot);
          return <span className="tabular-nums">{t("workerRange", range)}</span>;
        },
        meta: { exportValue: (row) => `${workerRange(row.shoot).minimum}-${workerRange(row.shoot).maximum}` },
      },
      {
        id: "status",
        accessorFn: (row) => phaseRank(shootPhase(row.shoot)),
        header: t("status"),
        size: 160,
        enableGlobalFilter: false,
        cell: ({ row }) => <ShootPhaseBadge shoot={row.original.shoot} />,
        meta: {
          exportValue: (row) => {
            const op = row.shoot.lastOperation;
            return `${tPhase(shootPhase(row.shoot))}${op?.progress !== undefined ? ` ${op.progress}%` : ""}`;
          },
        },
      },
      {
        id: "conditions",
        accessorFn: (row) => row.shoot.conditions.filter((c) => c.status !== "True").length,
        header: t("conditions"),
        size: 190,
        enableGlobalFilter: false,
        cell: ({ row }) => <ConditionChips conditions={row.original.shoot.conditions} />,
        meta: { exportValue: (row) => row.shoot.conditions.map((c) => `${c.type}=${c.status}`).join("; ") },
      },
      {
        id: "created",
        accessorFn: (row) => row.shoot.created ?? "",
        header: t("created"),
        size: 115,
        enableGlobalFilter: false,
        sortDescFirst: true,
        cell: ({ row }) => (
          <span title={format.dateTime(row.original.shoot.created)}>{format.date(row.original.shoot.created)}</span>
        ),
      },
      { id: "cloudProfile", accessorFn: (row) => row.shoot.cloudProfile ?? "", header: t("cloudProfile"), size: 120 },
      {
        id: "secretBinding",
        accessorFn: (row) => row.shoot.secretBinding ?? "",
        header: t("secretBinding"),
        size: 140,
      },
      {
        id: "machineTypes",
        accessorFn: (row) => [...new Set(row.shoot.workers.map((w) => w.machineType).filter(Boolean))].join(", "),
        header: t("machineTypes"),
        size: 160,
      },
      RowMenu !== undefined &&
        actionsColumn(t("actions"), ({ row }) => <RowMenu shoot={row.original.shoot} />, { menu: true }),
    ];
    return columns.filter((column): column is ColumnDef<ClusterRow> => column !== false);
  }, [t, tPhase, purposeLabel, format, withProject, RowMenu]);
}

export const HIDDEN_CLUSTER_COLUMNS = ["iaasProject", "cloudProfile", "secretBinding", "machineTypes"];
