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
        cell: ({ row }) => (
          <NextLink
            href={shootHref(row.original.shoot)}
            onClick={stop}
            className="font-medium text-accent hover:underline"
          >
            {row.original.shoot.name}
          </NextLink>
        ),
        meta: { kind: "name" },
      },
      withProject && {
        id: "project",
        accessorFn: (row) => row.project,
        header: t("project"),
        cell: ({ row }) => (
          <NextLink
            href={projectHref(row.original.project)}
            onClick={stop}
            className="hover:text-accent hover:underline"
          >
            {row.original.project}
          </NextLink>
        ),
        meta: { kind: "id" },
      },
      withProject && {
        id: "iaasProject",
        accessorFn: (row) => row.iaasProject ?? "",
        header: t("iaasProject"),
        meta: { kind: "id" },
      },
      {
        id: "version",
        accessorFn: (row) => row.shoot.version ?? "",
        header: t("version"),
        meta: { kind: "figure", card: true, className: "tabular-nums" },
      },
      {
        id: "purpose",
        accessorFn: (row) => purposeLabel(row.shoot.purpose),
        header: t("purpose"),
      },
      {
        id: "region",
        accessorFn: (row) => [row.shoot.region, ...zonesOf(row.shoot)].filter(Boolean).join(" "),
        header: t("regionZones"),
        cell: ({ row }) => (
          <span>
            {row.original.shoot.region}
            {zonesOf(row.original.shoot).length > 0 && (
              <span className="text-muted"> · {zonesOf(row.original.shoot).join(", ")}</span>
            )}
          </span>
        ),
        meta: { priority: 2, exportValue: (row) => `${row.shoot.region ?? ""} (${zonesOf(row.shoot).join(", ")})` },
      },
      {
        id: "workers",
        accessorFn: (row) => workerRange(row.shoot).maximum,
        header: t("workers"),
        enableGlobalFilter: false,
        cell: ({ row }) => {
          const range = workerRange(row.original.shoot);
          return <span className="tabular-nums">{t("workerRange", range)}</span>;
        },
        meta: {
          kind: "figure",
          card: true,
          exportValue: (row) => `${workerRange(row.shoot).minimum}-${workerRange(row.shoot).maximum}`,
        },
      },
      {
        id: "status",
        accessorFn: (row) => phaseRank(shootPhase(row.shoot)),
        header: t("status"),
        enableGlobalFilter: false,
        cell: ({ row }) => <ShootPhaseBadge shoot={row.original.shoot} />,
        meta: {
          kind: "state",
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
        enableGlobalFilter: false,
        cell: ({ row }) => <ConditionChips conditions={row.original.shoot.conditions} />,
        meta: {
          priority: 3,
          exportValue: (row) => row.shoot.conditions.map((c) => `${c.type}=${c.status}`).join("; "),
        },
      },
      {
        id: "created",
        accessorFn: (row) => row.shoot.created ?? "",
        header: t("created"),
        enableGlobalFilter: false,
        sortDescFirst: true,
        cell: ({ row }) => (
          <span title={format.dateTime(row.original.shoot.created)}>{format.date(row.original.shoot.created)}</span>
        ),
        meta: { kind: "date", priority: 3 },
      },
      {
        id: "cloudProfile",
        accessorFn: (row) => row.shoot.cloudProfile ?? "",
        header: t("cloudProfile"),
        meta: { kind: "id", priority: 3 },
      },
      {
        id: "secretBinding",
        accessorFn: (row) => row.shoot.secretBinding ?? "",
        header: t("secretBinding"),
        meta: { kind: "id", priority: 3 },
      },
      {
        id: "machineTypes",
        accessorFn: (row) => [...new Set(row.shoot.workers.map((w) => w.machineType).filter(Boolean))].join(", "),
        header: t("machineTypes"),
      },
      RowMenu !== undefined &&
        actionsColumn(t("actions"), ({ row }) => <RowMenu shoot={row.original.shoot} />, { menu: true }),
    ];
    return columns.filter((column): column is ColumnDef<ClusterRow> => column !== false);
  }, [t, tPhase, purposeLabel, format, withProject, RowMenu]);
}

export const HIDDEN_CLUSTER_COLUMNS = ["iaasProject", "cloudProfile", "secretBinding", "machineTypes"];
