"use client";

import { ShowMore, useShowMore } from "@/components/ui/show-more";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { Card } from "@/components/ui/card";
import { TimeSeriesChart } from "@/components/ui/time-series-chart";
import { usePortalQuery } from "@/lib/api/hooks";
import { useNow } from "@/lib/use-now";
import { budgetWindow, DAY_MS, forecastLine, type Forecast } from "../model/forecast";
import { parseBudgets, type BudgetLine } from "../model/limits";
import { readCost, type DailyPoint } from "../model/usage";
import { BudgetSummary } from "./LimitSummary";
import { useAiCurrency, useAiFormat } from "./use-ai-format";
import { useForecastText } from "./use-forecast-text";

export type CostSubject = { kind: "key" | "project"; id: string };

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Daily spend of a key or project from `start` to today (the budget window so far). */
function useWindowSpend(subject: CostSubject, start: string, end: string, enabled: boolean) {
  const key = usePortalQuery(
    "ai.key.cost",
    { key_id: subject.id, start, end },
    { enabled: enabled && subject.kind === "key" },
  );
  const project = usePortalQuery(
    "ai.project.cost",
    { ai_project_id: subject.id, start, end },
    { enabled: enabled && subject.kind === "project" },
  );
  return subject.kind === "key" ? key : project;
}

/**
 * The burn-down of a window: spend added up day by day to today, the projection at the forecast's rate to the day
 * the limit is reached or the window ends, and the limit.
 */
export function burnDownSeries(forecast: Forecast, daily: readonly DailyPoint[], now: number) {
  const byDay = new Map(daily.map((p) => [p.date, p.price]));
  const spent: { date: string; value: number }[] = [];
  let total = 0;
  for (let ms = Math.floor(forecast.window.start / DAY_MS) * DAY_MS; ms <= now; ms += DAY_MS) {
    total += byDay.get(day(ms)) ?? 0;
    spent.push({ date: day(ms), value: total });
  }
  const end = Math.min(forecast.runsOutAt ?? forecast.window.end, forecast.window.end);
  const projected: { date: string; value: number }[] = [];
  if (forecast.state === "runsOut" || forecast.state === "notInWindow") {
    for (let ms = now; ms < end + DAY_MS; ms += DAY_MS) {
      const at = Math.min(ms, end);
      projected.push({ date: day(at), value: forecast.spent + (forecast.rate * (at - now)) / DAY_MS });
    }
  }
  // A point on every day of the window: the chart draws a line only between points of adjacent rows.
  const limit: { date: string; value: number }[] = [];
  for (let ms = Math.floor(forecast.window.start / DAY_MS) * DAY_MS; ms <= forecast.window.end; ms += DAY_MS) {
    limit.push({ date: day(ms), value: forecast.limit });
  }
  return { spent, projected, limit };
}

function ForecastLine({
  line,
  n,
  subject,
  currency,
}: {
  line: BudgetLine;
  n: number;
  subject: CostSubject;
  currency: string;
}) {
  const t = useTranslations("ai.forecast");
  const format = useAiFormat();
  const text = useForecastText();
  const now = useNow(60_000);
  const window = budgetWindow(line, now);
  // Windows shorter than two days have no daily shape to draw.
  const daily = window !== undefined && window.end - window.start >= 2 * DAY_MS;
  const cost = useWindowSpend(subject, day(window?.start ?? now), day(now), daily);
  const points = useMemo(() => (cost.data ? readCost(cost.data, currency).daily : undefined), [cost.data, currency]);
  // The same forecast as the lists and the home page; the daily spend only draws the burn-down.
  const forecast = forecastLine(line, now);
  if (!forecast) {
    return (
      <li className="space-y-1">
        <BudgetSummary line={line} currency={currency} />
        <p className="text-sm text-muted">{t("unreadable")}</p>
      </li>
    );
  }
  const series = points ? burnDownSeries(forecast, points, now) : undefined;
  const tone = forecast.state === "exceeded" ? "text-bad" : forecast.state === "runsOut" ? "text-warn" : "";
  return (
    <li className="space-y-2" data-testid="budget-forecast">
      <BudgetSummary line={line} currency={currency} />
      <p className={`text-sm font-medium ${tone}`} data-testid="forecast-outcome">
        {text.outcome(forecast)}
      </p>
      <p className="text-xs text-muted" data-testid="forecast-method">
        {text.method(forecast, currency)}
      </p>
      {cost.error && !points && <p className="text-xs text-warn">{t("costFailed")}</p>}
      {series && (
        <TimeSeriesChart
          title={t("burnDown", { n })}
          height={160}
          series={[
            { key: "spent", label: t("spent"), points: series.spent },
            { key: "projected", label: t("projected"), points: series.projected, color: "var(--warn)" },
            { key: "limit", label: t("limit"), points: series.limit, color: "var(--bad)" },
          ]}
          formatValue={(value) => format.money(value, currency)}
          formatAxis={(value) => format.moneyShort(value, currency)}
        />
      )}
    </li>
  );
}

function ForecastList({
  budgets,
  subject,
  currency,
}: {
  budgets: BudgetLine[];
  subject: CostSubject;
  currency: string;
}) {
  const t = useTranslations("ai.forecast");
  const { shown, next, more } = useShowMore(budgets);
  if (budgets.length === 0) return <p className="text-sm text-muted">{t("noBudgets")}</p>;
  return (
    <>
      <ul className="space-y-6">
        {shown.map((line, i) => (
          <ForecastLine key={i} line={line} n={i + 1} subject={subject} currency={currency} />
        ))}
      </ul>
      <ShowMore summary={t("shownOf", { shown: shown.length, total: budgets.length })} next={next} onMore={more} />
    </>
  );
}

/** The project's budgets beside a key's own: the key stops when either is reached. */
function ProjectForecast({ projectId, currency }: { projectId: string; currency: string }) {
  const t = useTranslations("ai.forecast");
  const query = usePortalQuery("ai.project.get", { ai_project_id: projectId });
  const project = query.data?.[0];
  if (!project) return null;
  return (
    <section className="space-y-3" data-testid="project-budget-forecast">
      <h3 className="text-sm font-semibold">{t("projectBudgets", { name: project.name ?? projectId })}</h3>
      <ForecastList
        budgets={parseBudgets(project.budgets)}
        subject={{ kind: "project", id: projectId }}
        currency={currency}
      />
    </section>
  );
}

/**
 * Every budget of a key or project with its own window: spent so far, the daily rate, when it runs out and how
 * that was computed, and a burn-down; a key in a project also shows the project's budgets.
 */
export function BudgetForecastCard({
  subject,
  budgets,
  projectId,
  className,
}: {
  subject: CostSubject;
  budgets: unknown;
  projectId?: string;
  className?: string;
}) {
  const t = useTranslations("ai.forecast");
  const currency = useAiCurrency();
  return (
    <Card title={t("title")} headingLevel={2} className={className}>
      <div className="grid gap-6 lg:grid-cols-2">
        <section className="space-y-3">
          <h3 className="text-sm font-semibold">{t("ownBudgets")}</h3>
          <ForecastList budgets={parseBudgets(budgets)} subject={subject} currency={currency} />
        </section>
        {projectId && <ProjectForecast projectId={projectId} currency={currency} />}
      </div>
    </Card>
  );
}
