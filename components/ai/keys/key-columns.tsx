"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { actionsColumn } from "@/components/ui/data-table-columns";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { StatusBadge } from "@/components/ui/status-badge";
import type { KeyRow } from "../model/keys";
import { keyHref } from "../shared/hrefs";
import { useLedgerColumns, type LedgerRow } from "../shared/ledger-columns";
import { BudgetsCell } from "../shared/LimitSummary";
import { nameColumn, useUsageColumns } from "../shared/usage-columns";
import { KeyRowMenu } from "./KeyRowMenu";

/** A key list row with its spend and tokens over the table's period, from the ledger. */
export type KeyTableRow = KeyRow & LedgerRow;

/**
 * The key list's columns, the row's actions menu last; description and id start hidden (column chooser). Spend and
 * tokens are the ledger's for the table's period, the figures the costs page shows.
 */
export function useKeyColumns(currency: string | null): ColumnDef<KeyTableRow>[] {
  const t = useTranslations("ai.keys");
  const usageColumns = useUsageColumns<KeyTableRow>(currency, t);
  const ledgerColumns = useLedgerColumns<KeyTableRow>(currency, {
    spend: t("columns.spend"),
    tokens: t("columns.tokens"),
  });
  return useMemo<ColumnDef<KeyTableRow>[]>(
    () => [
      nameColumn<KeyTableRow>(t("columns.name"), keyHref),
      {
        id: "description",
        accessorKey: "description",
        header: t("columns.description"),
        meta: { className: "text-muted", kind: "text" },
      },
      {
        id: "project",
        accessorKey: "project",
        header: t("columns.project"),
        cell: ({ getValue }) => getValue<string>() || <span className="text-muted">{t("noProject")}</span>,
        meta: { kind: "id", priority: 2 },
      },
      // The key's owner: in the row's details before its figures leave the table.
      { id: "user", accessorKey: "user", header: t("columns.user"), meta: { kind: "id", priority: 3 } },
      {
        id: "active",
        accessorFn: (row) => (row.active ? t("state.active") : t("state.inactive")),
        header: t("columns.active"),
        enableGlobalFilter: false,
        cell: ({ row }) => (
          <StatusBadge
            tone={row.original.active ? "ok" : "neutral"}
            label={row.original.active ? t("state.active") : t("state.inactive")}
          />
        ),
        meta: { kind: "state" },
      },
      // One budget column: what is spent of the first budget, marked "Limited" once the portal stops the key.
      ...usageColumns.map((column) =>
        column.id === "budgets"
          ? {
              ...column,
              cell: ({ row }: { row: { original: KeyTableRow } }) => (
                <div className="flex min-w-0 items-start gap-2">
                  {row.original.limited && <StatusBadge tone="warn" label={t("state.limited")} />}
                  <BudgetsCell lines={row.original.budgets} currency={currency} />
                </div>
              ),
            }
          : column,
      ),
      ...ledgerColumns,
      {
        id: "id",
        accessorKey: "id",
        header: t("columns.id"),
        meta: { className: "font-mono text-xs", kind: "id" },
      },
      actionsColumn(t("columns.actions"), ({ row }) => <KeyRowMenu row={row.original} />, { menu: true }),
    ],
    [t, usageColumns, ledgerColumns, currency],
  );
}
