"use client";

import type { ColumnDef } from "@tanstack/react-table";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { StatusBadge } from "@/components/ui/status-badge";
import type { ProjectRow } from "../model/projects";
import { budgetRatio, BudgetsCell, RateLimitsCell, useRateLimitText } from "../shared/LimitSummary";
import { useAiFormat } from "../shared/use-ai-format";

export const projectHref = (id: string) => `/ai/projects/${encodeURIComponent(id)}`;

export function useProjectColumns(currency: string): ColumnDef<ProjectRow>[] {
  const t = useTranslations("ai.projects");
  const format = useAiFormat();
  const rateText = useRateLimitText();
  return useMemo<ColumnDef<ProjectRow>[]>(
    () => [
      {
        id: "name",
        accessorKey: "name",
        header: t("columns.name"),
        size: 220,
        cell: ({ row }) => (
          <NextLink href={projectHref(row.original.id)} className="font-medium text-accent hover:underline" onClick={(e) => e.stopPropagation()}>
            {row.original.name}
          </NextLink>
        ),
      },
      { id: "description", accessorKey: "description", header: t("columns.description"), size: 280, meta: { className: "text-muted" } },
      {
        id: "state",
        accessorFn: (row) => (row.disabled ? t("state.disabled") : t("state.enabled")),
        header: t("columns.state"),
        size: 120,
        cell: ({ row }) => (
          <StatusBadge tone={row.original.disabled ? "neutral" : "ok"} label={row.original.disabled ? t("state.disabled") : t("state.enabled")} />
        ),
      },
      { id: "tier", accessorFn: (row) => row.tier ?? "", header: t("columns.tier"), size: 110 },
      { id: "customer", accessorFn: (row) => row.customer ?? "", header: t("columns.customer"), size: 180 },
      { id: "keys", accessorKey: "keys", header: t("columns.keys"), size: 90, enableGlobalFilter: false, meta: { align: "end" } },
      { id: "models", accessorKey: "models", header: t("columns.models"), size: 90, enableGlobalFilter: false, meta: { align: "end" } },
      {
        id: "budgets",
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
    ],
    [t, format, rateText, currency],
  );
}
