"use client";

import type { ColumnDef } from "@tanstack/react-table";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { StatusBadge } from "@/components/ui/status-badge";
import type { KeyRow } from "../model/keys";
import { budgetRatio, BudgetsCell, RateLimitsCell, useRateLimitText } from "../shared/LimitSummary";
import { useAiFormat } from "../shared/use-ai-format";

export const keyHref = (id: string) => `/ai/keys/${encodeURIComponent(id)}`;

/** The key list's columns; description and user start hidden (column chooser). */
export function useKeyColumns(currency: string): ColumnDef<KeyRow>[] {
  const t = useTranslations("ai.keys");
  const format = useAiFormat();
  const rateText = useRateLimitText();
  return useMemo<ColumnDef<KeyRow>[]>(
    () => [
      {
        id: "name",
        accessorKey: "name",
        header: t("columns.name"),
        size: 240,
        cell: ({ row }) => (
          <NextLink href={keyHref(row.original.id)} className="font-medium text-accent hover:underline" onClick={(e) => e.stopPropagation()}>
            {row.original.name}
          </NextLink>
        ),
      },
      { id: "description", accessorKey: "description", header: t("columns.description"), size: 260, meta: { className: "text-muted" } },
      {
        id: "project",
        accessorKey: "project",
        header: t("columns.project"),
        size: 170,
        cell: ({ getValue }) => getValue<string>() || <span className="text-muted">{t("noProject")}</span>,
      },
      { id: "user", accessorKey: "user", header: t("columns.user"), size: 140 },
      {
        id: "active",
        accessorFn: (row) => (row.active ? t("state.active") : t("state.inactive")),
        header: t("columns.active"),
        size: 120,
        enableGlobalFilter: false,
        cell: ({ row }) => (
          <StatusBadge tone={row.original.active ? "ok" : "neutral"} label={row.original.active ? t("state.active") : t("state.inactive")} />
        ),
      },
      {
        id: "limited",
        accessorFn: (row) => (row.limited ? t("state.limited") : t("state.withinBudget")),
        header: t("columns.limited"),
        size: 130,
        enableGlobalFilter: false,
        cell: ({ row }) =>
          row.original.limited ? (
            <StatusBadge tone="warn" label={t("state.limited")} />
          ) : (
            <span className="text-sm text-muted">{t("state.withinBudget")}</span>
          ),
      },
      {
        id: "budgets",
        // Sorted by how much of the first budget is spent.
        accessorFn: (row) => (row.budgets[0] ? (budgetRatio(row.budgets[0]) ?? -1) : -2),
        header: t("columns.budgets"),
        size: 240,
        enableGlobalFilter: false,
        cell: ({ row }) => <BudgetsCell lines={row.original.budgets} currency={currency} />,
        meta: {
          exportValue: (row) =>
            row.budgets.map((b) => `${b.current_usage ?? ""}/${b.max_limit ?? ""} ${currency} per ${b.reset_duration ?? ""}`).join("; "),
        },
      },
      {
        id: "rateLimits",
        accessorFn: (row) => row.rateLimits[0]?.token_max_limit ?? row.rateLimits[0]?.request_max_limit ?? -1,
        header: t("columns.rateLimits"),
        size: 240,
        enableGlobalFilter: false,
        cell: ({ row }) => <RateLimitsCell lines={row.original.rateLimits} />,
        meta: { exportValue: (row) => row.rateLimits.map(rateText).join("; ") },
      },
      {
        id: "tokens",
        accessorFn: (row) => row.tokens ?? -1,
        header: t("columns.tokens"),
        size: 120,
        enableGlobalFilter: false,
        sortDescFirst: true,
        cell: ({ row }) => (
          <span className="tabular-nums" title={format.number(row.original.tokens)}>
            {format.tokens(row.original.tokens)}
          </span>
        ),
        meta: { align: "end", exportValue: (row) => row.tokens ?? "" },
      },
      {
        id: "id",
        accessorKey: "id",
        header: t("columns.id"),
        size: 200,
        meta: { className: "font-mono text-xs" },
      },
    ],
    [t, format, rateText, currency],
  );
}
