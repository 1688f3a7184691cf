"use client";

import { useTranslations } from "next-intl";
import type { LedgerSummary } from "@/lib/cost/ledger";
import { change } from "@/lib/cost/period";
import { dailySeries } from "@/lib/cost/series";
import { cn } from "@/components/ui/cn";
import { Sparkline } from "@/components/ui/sparkline";
import { useAiFormat } from "./use-ai-format";

function Metric({
  label,
  value,
  delta,
  series,
  testId,
  upIsGood = false,
  detail,
  exact,
}: {
  label: string;
  value: string;
  /** What the figure counts, when the label alone does not say. */
  detail?: string;
  /** The figure unrounded, where the value is shortened ("1.2M"): shown on hover and read by screen readers. */
  exact?: string;
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
        <p className="text-2xl font-semibold tabular-nums" title={exact} data-testid="metric-value">
          {value}
        </p>
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
 * Spend, tokens, average price per million tokens and (where the view has several keys) active keys of a period, as
 * the ledger states them, each with its change against the previous period of the same length and its daily shape.
 */
export function MetricStrip({
  current,
  previous,
  currency,
  spendDetail,
  activeKeys = true,
}: {
  current: LedgerSummary;
  previous?: LedgerSummary;
  /** Null when nothing states one: amounts without a currency. */
  currency: string | null;
  spendDetail?: string;
  /** Left out where the view is one key. */
  activeKeys?: boolean;
}) {
  const t = useTranslations("ai.metrics");
  const format = useAiFormat();
  const now = current.totals;
  const before = previous?.totals;
  const series = dailySeries(current.daily, current.period);
  return (
    <div
      className={cn("grid gap-3 sm:grid-cols-2", activeKeys ? "lg:grid-cols-4" : "lg:grid-cols-3")}
      data-testid="metric-strip"
    >
      <Metric
        label={t("spend")}
        value={format.money(now.spend, currency)}
        delta={change(now.spend, before?.spend)}
        series={series.spend}
        testId="metric-spend"
        detail={spendDetail}
      />
      <Metric
        label={t("tokens")}
        value={format.tokens(now.tokens)}
        exact={format.number(now.tokens)}
        delta={change(now.tokens, before?.tokens)}
        series={series.tokens}
        testId="metric-tokens"
        detail={format.number(now.tokens)}
      />
      <Metric
        label={t("pricePerMillion")}
        value={format.money(now.pricePerMillion, currency)}
        delta={change(now.pricePerMillion, before?.pricePerMillion)}
        series={series.pricePerMillion}
        testId="metric-price"
      />
      {activeKeys && (
        <Metric
          label={t("activeKeys")}
          value={format.number(now.activeKeys)}
          delta={change(now.activeKeys, before?.activeKeys)}
          testId="metric-active-keys"
          detail={t("activeKeysDetail", { keys: now.keys })}
          upIsGood
        />
      )}
    </div>
  );
}
