"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { HoverPrefetchLink as NextLink } from "@/components/ui/hover-prefetch-link";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { useNow } from "@/lib/use-now";
import { soonestRunOut } from "../model/forecast";
import type { BudgetLine, RateLimitLine } from "../model/limits";
import { budgetRatio, BudgetsCell, RateLimitsCell, useRateLimitText } from "./LimitSummary";
import { RunsOutCell } from "./RunsOutCell";
import { useForecastText } from "./use-forecast-text";

/** What a key row and a project row both carry. */
export interface UsageRow {
  id: string;
  name: string;
  budgets: BudgetLine[];
  rateLimits: RateLimitLine[];
}

/** The name column of a key or project list: a link to the record's page. */
export function nameColumn<Row extends UsageRow>(header: string, href: (id: string) => string): ColumnDef<Row> {
  return {
    id: "name",
    accessorKey: "name",
    header,
    meta: { kind: "name" },
    cell: ({ row }) => (
      <NextLink
        href={href(row.original.id)}
        className="font-medium text-accent hover:underline"
        onClick={(e) => e.stopPropagation()}
      >
        {row.original.name}
      </NextLink>
    ),
  };
}

/** The budgets, "runs out" and rate limits columns of a key or project list, headed by the list's own messages. */
export function useUsageColumns<Row extends UsageRow>(
  currency: string | null,
  t: (key: "columns.budgets" | "columns.rateLimits") => string,
): ColumnDef<Row>[] {
  const rateText = useRateLimitText();
  const forecastText = useForecastText();
  const tf = useTranslations("ai.forecast");
  // A minute is fine enough for forecasts counted in days.
  const now = useNow(60_000);
  return useMemo<ColumnDef<Row>[]>(
    () => [
      {
        id: "budgets",
        // Sorted by how much of the first budget is spent.
        accessorFn: (row) => (row.budgets[0] ? (budgetRatio(row.budgets[0]) ?? -1) : -2),
        header: t("columns.budgets"),
        enableGlobalFilter: false,
        cell: ({ row }) => <BudgetsCell lines={row.original.budgets} currency={currency} />,
        meta: {
          card: true,
          exportValue: (row) =>
            row.budgets
              .map(
                (b) => `${b.current_usage ?? ""}/${b.max_limit ?? ""} ${currency ?? ""} per ${b.reset_duration ?? ""}`,
              )
              .join("; "),
        },
      },
      {
        id: "runsOut",
        // Ascending (the first click) is soonest first: reached limits, then run-out days, then budgets that last
        // their window, nothing spent, spend not reported; records without a budget stay last either way.
        accessorFn: (row) => soonestRunOut(row.budgets, now)?.order,
        sortDescFirst: false,
        sortUndefined: "last",
        header: tf("column"),
        enableGlobalFilter: false,
        cell: ({ row }) => {
          const soonest = soonestRunOut(row.original.budgets, now);
          if (!soonest) return <span className="text-sm text-muted">—</span>;
          const { forecast } = soonest;
          const tone =
            forecast.state === "exceeded"
              ? "text-bad"
              : forecast.state === "runsOut" && soonest.order <= 7
                ? "text-warn"
                : "text-muted";
          const explanation = [
            `${forecastText.outcome(forecast, currency)}.`,
            forecastText.method(forecast, currency),
            forecastText.assumption(forecast, soonest.line.reset_duration) || "",
          ].join(" ");
          return <RunsOutCell lines={forecastText.cell(forecast)} explanation={explanation.trim()} tone={tone} />;
        },
        meta: {
          kind: "figure",
          card: true,
          exportValue: (row) => {
            const forecast = soonestRunOut(row.budgets, now)?.forecast;
            return forecast?.runsOutAt
              ? new Date(forecast.runsOutAt).toISOString().slice(0, 10)
              : forecast
                ? forecastText.cell(forecast).join(" ")
                : "";
          },
        },
      },
      {
        id: "rateLimits",
        accessorFn: (row) => row.rateLimits[0]?.token_max_limit ?? row.rateLimits[0]?.request_max_limit ?? -1,
        header: t("columns.rateLimits"),
        enableGlobalFilter: false,
        cell: ({ row }) => <RateLimitsCell lines={row.original.rateLimits} />,
        meta: { priority: 3, exportValue: (row) => row.rateLimits.map(rateText).join("; ") },
      },
    ],
    [t, tf, rateText, forecastText, now, currency],
  );
}
