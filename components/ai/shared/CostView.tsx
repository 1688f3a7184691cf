"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { TimeSeriesChart, type TimeSeries } from "@/components/ui/time-series-chart";
import type { DailyPoint } from "@/lib/cost/cost-answer";
import type { LedgerAnswer } from "@/lib/cost/ledger";
import { previousPeriod, type Period } from "@/lib/cost/period";
import { fillDays, overlayPrevious } from "@/lib/cost/series";
import { MetricStrip } from "./MetricStrip";
import { UnreadNotice } from "./UnreadNotice";
import { useAiFormat } from "./use-ai-format";

export type ChartMetric = "price" | "tokens";

/** Spend or tokens: two toggle buttons (aria-pressed), since the chart shows one measure at a time. */
export function MetricToggle({ value, onChange }: { value: ChartMetric; onChange: (metric: ChartMetric) => void }) {
  const t = useTranslations("ai.cost");
  return (
    <div role="group" aria-label={t("metric")} className="inline-flex rounded-md border border-line p-0.5">
      {(["price", "tokens"] as const).map((metric) => (
        <button
          key={metric}
          type="button"
          aria-pressed={value === metric}
          onClick={() => onChange(metric)}
          className={cn(
            "rounded px-3 py-1 text-sm",
            value === metric ? "bg-accent text-accent-ink" : "text-muted hover:text-ink",
          )}
        >
          {t(`metrics.${metric}`)}
        </button>
      ))}
    </div>
  );
}

/** One headline number with its label. */
export function Stat({
  label,
  value,
  detail,
  testId,
}: {
  label: string;
  value: string;
  detail?: string;
  testId?: string;
}) {
  return (
    <div className="rounded-lg border border-line bg-surface px-4 py-3" data-testid={testId}>
      <p className="text-sm text-muted">{label}</p>
      <p className="mt-1 text-2xl font-semibold tabular-nums">{value}</p>
      {detail && <p className="mt-0.5 text-xs text-muted">{detail}</p>}
    </div>
  );
}

/**
 * A daily chart of spend or tokens over a period; days without usage show as zero. With the previous period's days,
 * a toggle lays them over the same axis (day n of each period on one date). Without days yet (`daily` undefined) it
 * stands as a pending frame, its chart already mounted for the figures to fill.
 */
export function DailyChart({
  daily,
  previous,
  range,
  currency,
  title,
}: {
  daily: DailyPoint[] | undefined;
  previous?: DailyPoint[];
  range: Period;
  currency: string | null | undefined;
  title: string;
}) {
  const t = useTranslations("ai.cost");
  const tm = useTranslations("ai.metrics");
  const format = useAiFormat();
  const [metric, setMetric] = useState<ChartMetric>("price");
  const [compare, setCompare] = useState(false);
  const valueOf = (p: DailyPoint) => (metric === "price" ? p.price : p.tokens);
  const pending = daily === undefined || currency === undefined;
  const points = fillDays(daily ?? [], range).map((p) => ({ date: p.date, value: valueOf(p) }));
  const before = previousPeriod(range);
  const series: TimeSeries[] = [{ key: metric, label: t(`metrics.${metric}`), points }];
  if (compare && previous && !pending) {
    series.push({
      key: "previous",
      label: tm("previous", { from: format.date(before.from), to: format.date(before.to) }),
      points: overlayPrevious(previous, range).map((p) => ({ date: p.date, value: valueOf(p) })),
    });
  }
  return (
    <Card title={title} headingLevel={3} actions={<MetricToggle value={metric} onChange={setMetric} />}>
      {previous && (
        <div className="mb-3 flex justify-end">
          <button
            type="button"
            aria-pressed={compare}
            onClick={() => setCompare(!compare)}
            className={cn(
              "rounded-md border border-line px-3 py-1 text-sm",
              compare ? "bg-accent text-accent-ink" : "text-muted hover:text-ink",
            )}
          >
            {tm("compare")}
          </button>
        </div>
      )}
      <div data-testid="cost-chart">
        <TimeSeriesChart
          kind="area"
          title={`${title}: ${t(`metrics.${metric}`)}`}
          series={series}
          pending={pending}
          formatValue={(value) => (metric === "price" ? format.money(value, currency ?? null) : format.number(value))}
          formatAxis={(value) =>
            metric === "price" ? format.moneyShort(value, currency ?? null) : format.tokens(value)
          }
        />
      </div>
    </Card>
  );
}

/** What a key's or a project's cost tab shows: the ledger of its keys over the period, and the previous period. */
export function CostView({
  answer,
  currency,
  scope,
  onRetry,
}: {
  answer: LedgerAnswer;
  currency: string | null;
  scope: "key" | "project";
  onRetry: () => void;
}) {
  const t = useTranslations("ai.cost");
  const format = useAiFormat();
  const { ledger, previous } = answer;
  const period = ledger.period;
  // Nothing was read: no figure at all rather than zeros.
  if (ledger.totals.keys > 0 && ledger.totals.unreadKeys === ledger.totals.keys) {
    return <UnreadNotice ledger={ledger} onRetry={onRetry} />;
  }
  const keyPrice = scope === "key" ? ledger.keys[0]?.keyPrice : undefined;
  const columns = scope === "project" ? 4 : 3;
  return (
    <div className="space-y-4">
      <UnreadNotice ledger={ledger} onRetry={onRetry} />
      {/* Spend and tokens appear once, in the strip with their change; the tiles below add what it leaves out. */}
      <MetricStrip
        current={ledger}
        previous={previous}
        currency={currency}
        activeKeys={scope === "project"}
        spendDetail={t("priceHint", { from: format.date(period.from), to: format.date(period.to) })}
      />
      {/* On the strip's columns, so that the tiles line up beneath its figures. */}
      <div
        className={cn("grid gap-3 sm:grid-cols-2", columns === 3 ? "lg:grid-cols-3" : "lg:grid-cols-4")}
        data-testid="cost-totals"
      >
        {keyPrice !== undefined && (
          <Stat label={t("keyPrice")} value={format.money(keyPrice, currency)} detail={t("keyPriceHint")} />
        )}
        <Stat
          label={t("perDay")}
          value={format.money(ledger.totals.perDay, currency)}
          detail={t("period", { from: format.date(period.from), to: format.date(period.to) })}
        />
      </div>
      <DailyChart
        daily={ledger.daily}
        previous={previous?.daily}
        range={period}
        currency={currency}
        title={t("daily")}
      />
      <Card title={t("byModel")} headingLevel={3}>
        {ledger.models.length === 0 ? (
          <p className="text-sm text-muted">{t("noModelUsage")}</p>
        ) : (
          <table className="w-full text-sm" data-testid="cost-by-model">
            <thead>
              <tr className="border-b border-line text-left text-muted">
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t("model")}
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">
                  {t("tokens")}
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">
                  {t("price")}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {t("share")}
                </th>
              </tr>
            </thead>
            <tbody>
              {ledger.models.map((line) => (
                <tr key={line.model} className="border-b border-line last:border-0">
                  <td className="py-2 pr-4 font-mono text-xs">{line.model}</td>
                  <td className="py-2 pr-4 text-right tabular-nums" title={format.number(line.tokens)}>
                    {format.tokens(line.tokens)}
                  </td>
                  <td className="py-2 pr-4 text-right tabular-nums">{format.money(line.price, currency)}</td>
                  <td className="py-2 text-right tabular-nums">{format.percent(line.share)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
    </div>
  );
}
