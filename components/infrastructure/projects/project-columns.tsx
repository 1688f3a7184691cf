"use client";

import { actionsColumn } from "@/components/ui/data-table-columns";
import type { ColumnDef } from "@tanstack/react-table";
import { HoverPrefetchLink as NextLink } from "@/components/ui/hover-prefetch-link";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { StatusBadge } from "@/components/ui/status-badge";
import type { IaaSProject } from "@/lib/portal/schemas/iaas";
import { descriptionColumn, idColumn } from "../shared/inventory-columns";
import { useInfraFormat } from "../shared/use-format";
import { PROJECT_STATE_TONE, projectHref, projectState, quotaProfileOf } from "./project-model";
import { PROJECT_ROW_ACTIONS, ProjectStateActions, projectTarget } from "./ProjectStateActions";
import { useOfferedActions } from "@/components/ui/actions/use-offered-actions";

export type ProjectRow = IaaSProject & { id: string };

/** The project list's columns; id and description start hidden (column chooser). */
export function useProjectColumns(): ColumnDef<ProjectRow>[] {
  const t = useTranslations("infrastructure.projects");
  const format = useInfraFormat();
  // Asked once for the whole table, not once per row.
  const offered = useOfferedActions(PROJECT_ROW_ACTIONS);
  return useMemo<ColumnDef<ProjectRow>[]>(
    () => [
      {
        id: "name",
        accessorFn: (row) => row.name ?? row.id,
        header: t("columns.name"),
        cell: ({ row }) => (
          <NextLink
            href={projectHref(row.original.id)}
            className="font-medium text-accent hover:underline"
            onClick={(e) => e.stopPropagation()}
          >
            {row.original.name || row.original.id}
          </NextLink>
        ),
        meta: { kind: "name" },
      },
      {
        id: "state",
        accessorFn: (row) => t(`state.${projectState(row)}`),
        header: t("columns.state"),
        cell: ({ row }) => {
          const state = projectState(row.original);
          return <StatusBadge tone={PROJECT_STATE_TONE[state]} label={t(`state.${state}`)} />;
        },
        meta: { kind: "state" },
      },
      {
        id: "domain",
        accessorFn: (row) => row.domain_name ?? row.domain_id ?? "",
        header: t("columns.domain"),
        meta: { kind: "id" },
      },
      {
        id: "client",
        accessorFn: (row) => row.client_name || row.client || "",
        header: t("columns.client"),
        meta: { kind: "id" },
      },
      {
        id: "reseller",
        accessorFn: (row) => row.reseller ?? "",
        header: t("columns.reseller"),
        meta: { kind: "id", priority: 3 },
      },
      {
        id: "quotaProfile",
        accessorFn: (row) => quotaProfileOf(row) ?? "",
        header: t("columns.quotaProfile"),
        meta: { kind: "id" },
      },
      descriptionColumn(t("columns.description")),
      {
        id: "updated",
        accessorFn: (row) => row.updated ?? "",
        header: t("columns.updated"),
        cell: ({ row }) => format.dateTime(row.original.updated),
        meta: { kind: "date", priority: 3, exportValue: (row) => row.updated ?? "" },
      },
      idColumn(t("columns.id")),
      actionsColumn(t("columns.actions"), ({ row }) => (
        // Buttons act on the row; clicks must not also open the project.
        <div onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
          <ProjectStateActions project={row.original} offered={offered(projectTarget(row.original))} />
        </div>
      )),
    ],
    [t, format, offered],
  );
}
