"use client";

import { ShowMore, useShowMore } from "@/components/ui/show-more";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { Card } from "@/components/ui/card";
import { TimeSeriesChart } from "@/components/ui/time-series-chart";
import { usePortalQuery } from "@/lib/api/hooks";
import { useNow } from "@/lib/use-now";
import { burnDownSeries } from "../model/burn-down";
import { DAY_MS, forecastLine, type Forecast } from "../model/forecast";
import { recentAlternative, recentRange, recentRate } from "../model/forecast-recent";
import { parseBudgets, type BudgetLine } from "../model/limits";
import { readCost } from "../model/usage";
import { BudgetSummary } from "./LimitSummary";
import { useAiFormat } from "./use-ai-format";
import { useForecastText } from "./use-forecast-text";
import { WithPortalCurrency } from "./WithPortalCurrency";

export type CostSubject = { kind: "key" | "project"; id: string };

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Daily spend of a key or project from `start` to today. */
function useDailySpend(subject: CostSubject, start: string, end: string, enabled: boolean) {
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
 * The daily spend a forecast line draws on: the window so far for the burn-down, and the last 7 complete days for
 * the second opinion, in one cost call. Windows shorter than a day have neither.
 */
function useForecastSeries(subject: CostSubject, forecast: Forecast | undefined, now: number) {
  const dayWindow = forecast?.rateUnit === "day";
  const from = Math.min(forecast?.window.start ?? now, Date.parse(recentRange(now).from));
  const cost = useDailySpend(subject, day(from), day(now), dayWindow);
  const daily = useMemo(() => (cost.data ? readCost(cost.data).daily : undefined), [cost.data]);
  return { daily, failed: Boolean(cost.error) && !daily, dayWindow };
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
  currency: string | null;
}) {
  const t = useTranslations("ai.forecast");
  const format = useAiFormat();
  const text = useForecastText();
  const now = useNow(60_000);
  // The same forecast as the lists and the home page; the daily spend draws the burn-down and the 7-day rate.
  const forecast = forecastLine(line, now);
  const { daily, failed, dayWindow } = useForecastSeries(subject, forecast, now);
  if (!forecast) {
    return (
      <li className="space-y-1">
        <BudgetSummary line={line} currency={currency} />
        <p className="text-sm text-muted">{t("unreadable")}</p>
      </li>
    );
  }
  const recent = daily ? recentAlternative(forecast, recentRate(daily, now), now) : undefined;
  // Windows shorter than two days have no daily shape to draw.
  const chart = daily && forecast.window.end - forecast.window.start >= 2 * DAY_MS;
  const series = chart ? burnDownSeries(forecast, daily, now) : undefined;
  const tone = forecast.state === "exceeded" ? "text-bad" : forecast.state === "runsOut" ? "text-warn" : "";
  const assumption = text.assumption(forecast, line.reset_duration);
  return (
    <li className="space-y-2" data-testid="budget-forecast">
      <BudgetSummary line={line} currency={currency} />
      <p className={`text-sm font-medium ${tone}`} data-testid="forecast-outcome">
        {text.outcome(forecast, currency)}
      </p>
      {recent && (
        <p className="text-sm text-warn" data-testid="forecast-recent">
          {text.recent(forecast, recent, currency)}
        </p>
      )}
      <p className="text-xs text-muted" data-testid="forecast-method">
        {text.method(forecast, currency)}
      </p>
      {assumption && (
        <p className="text-xs text-muted" data-testid="forecast-assumption">
          {assumption}
        </p>
      )}
      {dayWindow && failed && <p className="text-xs text-warn">{t("costFailed")}</p>}
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
  currency: string | null;
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
function ProjectForecast({ projectId, currency }: { projectId: string; currency: string | null }) {
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
 * Every budget of a key or project with its own window: spent so far, when it runs out at the window's rate and
 * how that was computed, the last 7 days' rate where it names another day, and a burn-down; a key in a project also
 * shows the project's budgets. Nothing with money on it is drawn until the portal's currency is known.
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
  return (
    <Card title={t("title")} headingLevel={2} className={className}>
      <WithPortalCurrency>
        {(currency) => (
          <div className="grid gap-6 lg:grid-cols-2">
            <section className="space-y-3">
              <h3 className="text-sm font-semibold">{t("ownBudgets")}</h3>
              <ForecastList budgets={parseBudgets(budgets)} subject={subject} currency={currency} />
            </section>
            {projectId && <ProjectForecast projectId={projectId} currency={currency} />}
          </div>
        )}
      </WithPortalCurrency>
    </Card>
  );
}
