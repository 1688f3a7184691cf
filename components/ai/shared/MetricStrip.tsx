"use client";

import { useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";
import { Sparkline } from "@/components/ui/sparkline";
import type { DateRange } from "../model/date-range";
import { change, periodMetrics, previousRange } from "../model/metrics";
import type { DailyPoint } from "../model/usage";
import { useAiFormat } from "./use-ai-format";

export interface MetricPeriod {
  daily: readonly DailyPoint[];
  /** Keys with usage in the period; left out where the view is one key. */
  activeKeys?: number;
  /** The record's own totals, where it states them: they win over the sums of `daily`. */
  spend?: number;
  tokens?: number;
}

function Metric({
  label,
  value,
  delta,
  series,
  testId,
  upIsGood = false,
  detail,
}: {
  label: string;
  value: string;
  /** What the figure counts, when the label alone does not say. */
  detail?: string;
  delta?: number;
  series?: readonly (number | null)[];
  testId: string;
  upIsGood?: boolean;
}) {
  const t = useTranslations("ai.metrics");
  const format = useAiFormat();
  const tone =
    delta === undefined || Math.abs(delta) < 0.005 ? "text-muted" : delta > 0 === upIsGood ? "text-ok" : "text-warn";
  const changeText =
    delta === undefined
      ? t("noPrevious")
      : t("change", { sign: delta > 0 ? "+" : delta < 0 ? "−" : "±", percent: format.percent(Math.abs(delta)) });
  return (
    <div className="rounded-lg border border-line bg-surface px-4 py-3" data-testid={testId}>
      <p className="text-sm text-muted">{label}</p>
      <div className="mt-1 flex items-end justify-between gap-3">
        <p className="text-2xl font-semibold tabular-nums">{value}</p>
        {series && <Sparkline values={series} className="h-7 w-24 shrink-0 text-accent" />}
      </div>
      <p className={cn("mt-0.5 text-xs tabular-nums", tone)} data-testid="metric-change">
        {changeText}
      </p>
      {detail && <p className="mt-0.5 text-xs text-muted">{detail}</p>}
    </div>
  );
}

/**
 * Spend, tokens, average price per million tokens and active keys of a period, each with its change against the
 * previous period of the same length and its daily shape.
 */
export function MetricStrip({
  range,
  current,
  previous,
  currency,
  spendDetail,
  tokensDetail,
  columns = 4,
}: {
  spendDetail?: string;
  tokensDetail?: string;
  /** Columns on a wide screen: 3 where the view counts no keys (one key's). */
  columns?: 3 | 4;
  range: DateRange;
  current: MetricPeriod;
  previous?: MetricPeriod;
  /** Null when nothing states one: amounts without a currency. */
  currency: string | null;
}) {
  const t = useTranslations("ai.metrics");
  const format = useAiFormat();
  const now = periodMetrics(current.daily, range, current);
  const before = previous ? periodMetrics(previous.daily, previousRange(range), previous) : undefined;
  return (
    <div
      className={cn("grid gap-3 sm:grid-cols-2", columns === 3 ? "lg:grid-cols-3" : "lg:grid-cols-4")}
      data-testid="metric-strip"
    >
      <Metric
        label={t("spend")}
        value={format.money(now.spend, currency)}
        delta={change(now.spend, before?.spend)}
        series={now.series.spend}
        testId="metric-spend"
        detail={spendDetail}
      />
      <Metric
        label={t("tokens")}
        value={format.tokens(now.tokens)}
        delta={change(now.tokens, before?.tokens)}
        series={now.series.tokens}
        testId="metric-tokens"
        detail={tokensDetail}
      />
      <Metric
        label={t("pricePerMillion")}
        value={format.money(now.pricePerMillion, currency)}
        delta={change(now.pricePerMillion, before?.pricePerMillion)}
        series={now.series.pricePerMillion}
        testId="metric-price"
      />
      {current.activeKeys !== undefined && (
        <Metric
          label={t("activeKeys")}
          value={format.number(current.activeKeys)}
          delta={change(current.activeKeys, previous?.activeKeys)}
          testId="metric-active-keys"
          upIsGood
        />
      )}
    </div>
  );
}
