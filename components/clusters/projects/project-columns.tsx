"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { HoverPrefetchLink as NextLink } from "@/components/ui/hover-prefetch-link";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { StatusBadge } from "@/components/ui/status-badge";
import { projectHref, type ClusterProject } from "../model/project";
import { useClusterFormat } from "../shared/use-cluster-format";

export interface ProjectRow {
  project: ClusterProject;
  /** Undefined while the cluster list is not known. */
  clusters?: number;
}

export function useProjectColumns(): ColumnDef<ProjectRow>[] {
  const t = useTranslations("clusters.projects");
  const format = useClusterFormat();
  return useMemo<ColumnDef<ProjectRow>[]>(
    () => [
      {
        id: "name",
        accessorFn: (row) => row.project.name,
        header: t("columns.name"),
        cell: ({ row }) => (
          <NextLink
            href={projectHref(row.original.project.name)}
            onClick={(event) => event.stopPropagation()}
            className="font-medium text-accent hover:underline"
          >
            {row.original.project.name}
          </NextLink>
        ),
        meta: { kind: "name" },
      },
      {
        id: "namespace",
        accessorFn: (row) => row.project.namespace,
        header: t("columns.namespace"),
        meta: { kind: "id", className: "font-mono text-xs" },
      },
      { id: "purpose", accessorFn: (row) => row.project.purpose ?? "", header: t("columns.purpose") },
      {
        id: "description",
        accessorFn: (row) => row.project.description ?? "",
        header: t("columns.description"),
        meta: { kind: "text", className: "text-muted" },
      },
      { id: "owner", accessorFn: (row) => row.project.owner ?? "", header: t("columns.owner"), meta: { kind: "id" } },
      {
        id: "clusters",
        accessorFn: (row) => row.clusters ?? -1,
        header: t("columns.clusters"),
        enableGlobalFilter: false,
        cell: ({ row }) => <span className="tabular-nums">{format.number(row.original.clusters)}</span>,
        meta: { card: true, align: "end", exportValue: (row) => row.clusters ?? "" },
      },
      {
        id: "state",
        accessorFn: (row) => (row.project.deletionConfirmed ? 1 : 0),
        header: t("columns.state"),
        enableGlobalFilter: false,
        cell: ({ row }) =>
          row.original.project.deletionConfirmed ? (
            <StatusBadge tone="warn" label={t("state.deletionPrepared")} />
          ) : (
            <StatusBadge tone="ok" label={row.original.project.phase ?? t("state.active")} />
          ),
        meta: {
          kind: "state",
          exportValue: (row) => (row.project.deletionConfirmed ? "deletion prepared" : (row.project.phase ?? "")),
        },
      },
      {
        id: "created",
        accessorFn: (row) => row.project.created ?? "",
        header: t("columns.created"),
        enableGlobalFilter: false,
        cell: ({ row }) => format.date(row.original.project.created),
        meta: { kind: "date" },
      },
      {
        id: "iaasProject",
        accessorFn: (row) => row.project.iaasProjectId ?? "",
        header: t("columns.iaasProject"),
        meta: { kind: "id", className: "font-mono text-xs" },
      },
    ],
    [t, format],
  );
}
