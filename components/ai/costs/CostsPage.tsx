"use client";

import { useTranslations } from "next-intl";
import { Suspense, useEffect } from "react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/feedback";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { BarList } from "@/components/ui/bar-list";
import { FormError } from "@/components/ui/form-error";
import { LinkButton } from "@/components/ui/button";
import { keyHref, projectHref } from "../shared/hrefs";
import { DailyChart, Stat } from "../shared/CostView";
import { PeriodPicker } from "../shared/PeriodPicker";
import { lazyComponent } from "@/components/ui/lazy";
import { preloadTimeSeriesChart } from "@/components/ui/time-series-chart";
import { useAiFormat } from "../shared/use-ai-format";
import { usePeriod } from "../shared/use-period";
import type { CostSummary } from "../model/cost-summary";
import { previousRange } from "../model/metrics";
import { MetricStrip } from "../shared/MetricStrip";
import { FinanceExports } from "./FinanceExports";
import { ProjectSpendTable } from "./ProjectSpendTable";
import { useCostData } from "./use-cost-data";

// First-load budget: the key table (the virtualized data table, ~32 kB gzip) is the page's last block, far below
// the fold; it loads while the page's data does, as does the chart code, so neither is evaluated on the data's arrival.
const KeyTokensTable = lazyComponent(() => import("./KeyTokensTable").then((m) => m.KeyTokensTable));

/** Spend and tokens over a period: totals, a chart over time, top spenders, per project and per key, CSV. */
export function CostsPage() {
  const t = useTranslations("ai");
  const format = useAiFormat();
  const period = usePeriod();
  const costs = useCostData(period);
  const previous = useCostData(previousRange(period)).data;
  const activeKeys = (s: CostSummary | undefined) => s?.keys.filter((key) => (key.tokens ?? 0) > 0).length;
  useEffect(() => {
    KeyTokensTable.preload();
    preloadTimeSeriesChart();
  }, []);

  return (
    <>
      <PageHeader
        breadcrumbs={<Breadcrumbs items={[{ label: t("nav.ai"), href: "/ai" }, { label: t("nav.costs") }]} />}
        title={t("costs.title")}
        description={t("costs.description")}
        actions={<PeriodPicker period={period} label={t("cost.periodLabel")} />}
      />
      <QueryState
        query={costs}
        pending={
          <div className="space-y-4">
            <Skeleton className="h-24" />
            <Skeleton className="h-64" />
          </div>
        }
      >
        {(summary) => (
          <div className="space-y-6" aria-busy={costs.fetching}>
            {costs.failedProjects > 0 && (
              <div className="space-y-2">
                <FormError error={costs.projectError} />
                <p className="text-sm text-muted">
                  {t("costs.partial", { count: costs.failedProjects })}{" "}
                  <LinkButton onClick={costs.refetch}>{t("costs.retry")}</LinkButton>
                </p>
              </div>
            )}
            {/* Spend and tokens are the strip's first two figures; the two tiles below say what they leave out. */}
            <MetricStrip
              range={period}
              currency={summary.currency}
              current={{ daily: summary.daily, activeKeys: activeKeys(summary) }}
              previous={previous && { daily: previous.daily, activeKeys: activeKeys(previous) }}
              spendDetail={t("costs.totalSpendHint")}
            />
            <div className="grid gap-3 sm:grid-cols-2" data-testid="cost-totals">
              <Stat label={t("costs.projects")} value={format.number(summary.projects.length)} />
              <Stat
                label={t("costs.unassigned")}
                value={format.tokens(summary.unassigned.tokens)}
                detail={t("costs.unassignedHint", { count: summary.unassigned.keys })}
              />
            </div>
            <DailyChart
              daily={summary.daily}
              previous={previous?.daily}
              range={period}
              currency={summary.currency}
              title={t("costs.overTime")}
            />
            <div className="grid gap-4 lg:grid-cols-2">
              <Card title={t("costs.topProjects")} headingLevel={2}>
                <BarList
                  label={t("costs.topProjects")}
                  items={summary.projects.map((p) => ({
                    key: p.id,
                    label: p.name,
                    value: p.price,
                    href: projectHref(p.id),
                  }))}
                  formatValue={(value) => format.money(value, summary.currency)}
                />
              </Card>
              <Card title={t("costs.topKeys")} description={t("costs.topKeysHint")} headingLevel={2}>
                <BarList
                  label={t("costs.topKeys")}
                  items={summary.keys
                    .slice(0, 10)
                    .map((k) => ({ key: k.id, label: k.name, value: k.tokens ?? 0, href: keyHref(k.id) }))}
                  formatValue={format.tokens}
                />
              </Card>
            </div>
            <ProjectSpendTable summary={summary} range={period} />
            <FinanceExports summary={summary} range={period} />
            <Suspense fallback={<Skeleton className="h-[31rem]" />}>
              <KeyTokensTable keys={summary.keys} range={period} currency={summary.currency} />
            </Suspense>
          </div>
        )}
      </QueryState>
    </>
  );
}
