"use client";

import { useTranslations } from "next-intl";
import { NO_PROJECT } from "@/lib/cost/ledger";
import { useLedger } from "@/lib/api/ledger";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/feedback";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { ReadFailure, failureOf } from "@/components/ui/query-state";
import { AfterCommit, useAfterCommit } from "@/components/ui/after-commit";
import { BarList } from "@/components/ui/bar-list";
import { keyHref, projectHref } from "../shared/hrefs";
import { DailyChart, Stat } from "../shared/CostView";
import { PeriodPicker } from "../shared/PeriodPicker";
import { useAiFormat } from "../shared/use-ai-format";
import { usePortalCurrency } from "../shared/use-portal-currency";
import { usePeriod } from "../shared/use-period";
import { MetricStrip } from "../shared/MetricStrip";
import { UnreadNotice } from "../shared/UnreadNotice";
import { FinanceExports } from "./FinanceExports";
import { KeySpendTable } from "./KeySpendTable";
import { ProjectSpendTable } from "./ProjectSpendTable";

const TOP_KEYS = 10;

/**
 * Spend and tokens of every key over a period, from one ledger: totals, a chart over time, top spenders, per project
 * (the keys outside any project as one row) and per key, CSV for finance.
 */
export function CostsPage() {
  const t = useTranslations("ai");
  const format = useAiFormat();
  const period = usePeriod();
  const query = useLedger({ period, previous: true }, { keepPrevious: true });
  // The ledger's amounts are in the currency its answers state, else the portal's; none is drawn before it is known.
  const currency = usePortalCurrency(query.data?.ledger.currency);
  const projectName = (id: string, name: string) => (id === NO_PROJECT ? t("costs.noProject") : name);
  const failure = failureOf(query);
  const { ledger, previous } = query.data ?? {};
  const ready = ledger !== undefined && currency !== undefined;
  // The chart takes the figures in the pass after the figures above it, not in the same task.
  const chartReady = useAfterCommit(ready);
  const outside = ledger?.projects.find((p) => p.id === NO_PROJECT);
  const nothingRead = !!ledger && ledger.totals.keys > 0 && ledger.totals.unreadKeys === ledger.totals.keys;

  return (
    <>
      <PageHeader
        breadcrumbs={<Breadcrumbs items={[{ label: t("nav.ai"), href: "/ai" }, { label: t("nav.costs") }]} />}
        title={t("costs.title")}
        description={t("costs.description")}
        actions={<PeriodPicker period={period} label={t("cost.periodLabel")} />}
      />
      {failure ? (
        <ReadFailure error={failure} onRetry={() => void query.refetch()} />
      ) : (
        <div className="space-y-6" aria-busy={query.isFetching}>
          {ready && <UnreadNotice ledger={ledger} onRetry={() => void query.refetch()} />}
          {!ready ? (
            <Skeleton className="h-24" />
          ) : (
            !nothingRead && (
              <>
                <MetricStrip
                  current={ledger}
                  previous={previous}
                  currency={currency}
                  spendDetail={t("costs.totalSpendHint")}
                />
                <div className="grid gap-3 sm:grid-cols-2" data-testid="cost-totals">
                  <Stat
                    label={t("costs.projects")}
                    value={format.number(ledger.projects.filter((p) => p.id !== NO_PROJECT).length)}
                    testId="cost-projects"
                  />
                  <Stat
                    label={t("costs.outside")}
                    value={format.money(outside?.spend ?? 0, currency)}
                    detail={t("costs.outsideHint", {
                      count: outside?.keys ?? 0,
                      tokens: format.tokens(outside?.tokens ?? 0),
                    })}
                    testId="cost-outside"
                  />
                </div>
              </>
            )
          )}
          {/* Drawn from the start, so that the ledger's arrival fills a mounted chart rather than mounting one. */}
          {!nothingRead && (
            <DailyChart
              daily={chartReady && ready ? ledger.daily : undefined}
              previous={previous?.daily}
              range={ledger?.period ?? period}
              currency={currency}
              title={t("costs.overTime")}
            />
          )}
          {ready && !nothingRead && (
            /* Below the fold, drawn after the chart, and the key table after the rest: each in a task of its own. */
            <AfterCommit commits={2} fallback={<Skeleton className="h-[60rem]" />}>
              <div className="grid gap-4 lg:grid-cols-2">
                <Card title={t("costs.topProjects")} headingLevel={2}>
                  <BarList
                    label={t("costs.topProjects")}
                    items={ledger.projects.map((p) => ({
                      key: p.id || "no-project",
                      label: projectName(p.id, p.name),
                      value: p.spend,
                      href: p.id === NO_PROJECT ? undefined : projectHref(p.id),
                    }))}
                    formatValue={(value) => format.money(value, currency)}
                  />
                </Card>
                <Card title={t("costs.topKeys")} headingLevel={2}>
                  <BarList
                    label={t("costs.topKeys")}
                    items={ledger.keys
                      .filter((k) => k.spend !== undefined)
                      .slice(0, TOP_KEYS)
                      .map((k) => ({ key: k.id, label: k.name, value: k.spend ?? 0, href: keyHref(k.id) }))}
                    formatValue={(value) => format.money(value, currency)}
                  />
                </Card>
              </div>
              <ProjectSpendTable ledger={ledger} currency={currency} />
              <FinanceExports ledger={ledger} currency={currency} />
              <AfterCommit fallback={<Skeleton className="h-[31rem]" />}>
                <KeySpendTable ledger={ledger} currency={currency} />
              </AfterCommit>
            </AfterCommit>
          )}
        </div>
      )}
    </>
  );
}
