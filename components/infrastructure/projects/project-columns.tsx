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
        size: 200,
        cell: ({ row }) => (
          <NextLink
            href={projectHref(row.original.id)}
            className="font-medium text-accent hover:underline"
            onClick={(e) => e.stopPropagation()}
          >
            {row.original.name || row.original.id}
          </NextLink>
        ),
      },
      {
        id: "state",
        accessorFn: (row) => t(`state.${projectState(row)}`),
        header: t("columns.state"),
        size: 170,
        cell: ({ row }) => {
          const state = projectState(row.original);
          return <StatusBadge tone={PROJECT_STATE_TONE[state]} label={t(`state.${state}`)} />;
        },
      },
      {
        id: "domain",
        accessorFn: (row) => row.domain_name ?? row.domain_id ?? "",
        header: t("columns.domain"),
        size: 140,
      },
      {
        id: "client",
        accessorFn: (row) => row.client_name || row.client || "",
        header: t("columns.client"),
        size: 140,
      },
      { id: "reseller", accessorFn: (row) => row.reseller ?? "", header: t("columns.reseller"), size: 120 },
      {
        id: "quotaProfile",
        accessorFn: (row) => quotaProfileOf(row) ?? "",
        header: t("columns.quotaProfile"),
        size: 120,
      },
      descriptionColumn(t("columns.description")),
      {
        id: "updated",
        accessorFn: (row) => row.updated ?? "",
        header: t("columns.updated"),
        size: 190,
        cell: ({ row }) => format.dateTime(row.original.updated),
        meta: { exportValue: (row) => row.updated ?? "" },
      },
      idColumn(t("columns.id")),
      actionsColumn(
        t("columns.actions"),
        ({ row }) => (
          // Buttons act on the row; clicks must not also open the project.
          <div onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
            <ProjectStateActions project={row.original} offered={offered(projectTarget(row.original))} />
          </div>
        ),
        { size: 230 },
      ),
    ],
    [t, format, offered],
  );
}
