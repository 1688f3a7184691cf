"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { HoverPrefetchLink as NextLink } from "@/components/ui/hover-prefetch-link";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { useNow } from "@/lib/use-now";
import { soonestRunOut } from "../model/forecast";
import type { BudgetLine, RateLimitLine } from "../model/limits";
import { budgetRatio, BudgetsCell, RateLimitsCell, useRateLimitText } from "./LimitSummary";
import { useAiFormat } from "./use-ai-format";
import { RunsOutCell } from "./RunsOutCell";
import { useForecastText } from "./use-forecast-text";

/** Sort keys of the "runs out" column beyond any real number of days: no run-out in the window, then no budget. */
const NOT_IN_WINDOW = 1e9;
const NO_FORECAST = 2e9;

/** What a key row and a project row both carry. */
export interface UsageRow {
  id: string;
  name: string;
  budgets: BudgetLine[];
  rateLimits: RateLimitLine[];
  tokens?: number;
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

/** The budgets, "runs out", rate limits and tokens columns of a key or project list, headed by the list's own messages. */
export function useUsageColumns<Row extends UsageRow>(
  currency: string,
  t: (key: "columns.budgets" | "columns.rateLimits" | "columns.tokens") => string,
): ColumnDef<Row>[] {
  const format = useAiFormat();
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
              .map((b) => `${b.current_usage ?? ""}/${b.max_limit ?? ""} ${currency} per ${b.reset_duration ?? ""}`)
              .join("; "),
        },
      },
      {
        id: "runsOut",
        // Sorted by days left: exceeded first, then soonest; budgets that last their window, then none, at the end.
        accessorFn: (row) => {
          const soonest = soonestRunOut(row.budgets, now);
          return !soonest ? NO_FORECAST : Number.isFinite(soonest.days) ? soonest.days : NOT_IN_WINDOW;
        },
        header: tf("column"),
        enableGlobalFilter: false,
        cell: ({ row }) => {
          const soonest = soonestRunOut(row.original.budgets, now);
          if (!soonest) return <span className="text-sm text-muted">—</span>;
          const { forecast } = soonest;
          const tone =
            forecast.state === "exceeded"
              ? "text-bad"
              : forecast.state === "runsOut" && soonest.days <= 7
                ? "text-warn"
                : "text-muted";
          return (
            <RunsOutCell
              short={forecastText.short(forecast)}
              explanation={`${forecastText.outcome(forecast)}. ${forecastText.method(forecast, currency)}`}
              tone={tone}
            />
          );
        },
        meta: {
          kind: "figure",
          card: true,
          exportValue: (row) => {
            const forecast = soonestRunOut(row.budgets, now)?.forecast;
            return forecast?.runsOutAt
              ? new Date(forecast.runsOutAt).toISOString().slice(0, 10)
              : forecast
                ? forecastText.short(forecast)
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
      {
        id: "tokens",
        accessorFn: (row) => row.tokens ?? -1,
        header: t("columns.tokens"),
        enableGlobalFilter: false,
        sortDescFirst: true,
        cell: ({ row }) => (
          <span className="tabular-nums" title={format.number(row.original.tokens)}>
            {format.tokens(row.original.tokens)}
          </span>
        ),
        meta: { align: "end", priority: 3, exportValue: (row) => row.tokens ?? "" },
      },
    ],
    [t, tf, format, rateText, forecastText, now, currency],
  );
}
