"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { actionsColumn } from "@/components/ui/data-table-columns";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { StatusBadge } from "@/components/ui/status-badge";
import type { ProjectRow } from "../model/projects";
import { projectHref } from "../shared/hrefs";
import { useLedgerColumns, type LedgerRow } from "../shared/ledger-columns";
import { nameColumn, useUsageColumns } from "../shared/usage-columns";
import { ProjectRowMenu } from "./ProjectRowMenu";

/** A project list row with its keys' spend and tokens over the table's period, from the ledger. */
export type ProjectTableRow = ProjectRow & LedgerRow;

/** The project list's columns, the row's actions menu last. */
export function useProjectColumns(currency: string | null): ColumnDef<ProjectTableRow>[] {
  const t = useTranslations("ai.projects");
  const usageColumns = useUsageColumns<ProjectTableRow>(currency, t);
  const ledgerColumns = useLedgerColumns<ProjectTableRow>(currency, {
    spend: t("columns.spend"),
    tokens: t("columns.tokens"),
  });
  return useMemo<ColumnDef<ProjectTableRow>[]>(
    () => [
      nameColumn<ProjectTableRow>(t("columns.name"), projectHref),
      {
        id: "description",
        accessorKey: "description",
        header: t("columns.description"),
        meta: { kind: "text", className: "text-muted" },
      },
      {
        id: "state",
        accessorFn: (row) => (row.disabled ? t("state.disabled") : t("state.enabled")),
        header: t("columns.state"),
        cell: ({ row }) => (
          <StatusBadge
            tone={row.original.disabled ? "neutral" : "ok"}
            label={row.original.disabled ? t("state.disabled") : t("state.enabled")}
          />
        ),
        meta: { kind: "state" },
      },
      { id: "tier", accessorFn: (row) => row.tier ?? "", header: t("columns.tier"), meta: { kind: "id", priority: 3 } },
      {
        id: "customer",
        accessorFn: (row) => row.customer ?? "",
        header: t("columns.customer"),
        meta: { kind: "id", priority: 3 },
      },
      {
        id: "keys",
        accessorKey: "keys",
        header: t("columns.keys"),
        enableGlobalFilter: false,
        meta: { align: "end" },
      },
      {
        id: "models",
        accessorKey: "models",
        header: t("columns.models"),
        enableGlobalFilter: false,
        meta: { priority: 3, align: "end" },
      },
      ...usageColumns,
      ...ledgerColumns,
      actionsColumn(t("columns.actions"), ({ row }) => <ProjectRowMenu row={row.original} />, { menu: true }),
    ],
    [t, usageColumns, ledgerColumns],
  );
}
