"use client";

import { keepPreviousData } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { QueryState } from "@/components/ui/query-state";
import { Skeleton } from "@/components/ui/feedback";
import { usePortalQuery } from "@/lib/api/hooks";
import { previousRange } from "../model/metrics";
import { currencyOfCost } from "../model/currency";
import { readCost, readTokensUsage } from "../model/usage";
import { CostView } from "./CostView";
import { PeriodPicker } from "./PeriodPicker";
import { usePortalCurrency } from "./use-portal-currency";
import { usePeriod, type Period } from "./use-period";

type Subject = { kind: "key"; id: string } | { kind: "project"; id: string };

/** The cost tab of a key or project: a period (kept in the URL) and what was spent in it. */
export function CostPanel({ subject }: { subject: Subject }) {
  const period = usePeriod();
  return subject.kind === "key" ? (
    <KeyCost id={subject.id} period={period} />
  ) : (
    <ProjectCost id={subject.id} period={period} />
  );
}

function KeyCost({ id, period }: { id: string; period: Period }) {
  const before = previousRange(period);
  const query = usePortalQuery(
    "ai.key.cost",
    { key_id: id, start: period.from, end: period.to },
    { placeholderData: keepPreviousData },
  );
  const previous = usePortalQuery("ai.key.cost", { key_id: id, start: before.from, end: before.to });
  return <CostBody period={period} query={query} previous={previous.data} showKeyPrice />;
}

/** Keys of a project that used tokens in a period (one key-list call). */
function useActiveKeys(projectId: string, range: { from: string; to: string }) {
  const keys = usePortalQuery("ai.keys.list", { ai_project_id: projectId, start: range.from, end: range.to });
  return keys.data?.filter((key) => (readTokensUsage(key.tokens_usage).total ?? 0) > 0).length;
}

function ProjectCost({ id, period }: { id: string; period: Period }) {
  const before = previousRange(period);
  const query = usePortalQuery(
    "ai.project.cost",
    { ai_project_id: id, start: period.from, end: period.to },
    { placeholderData: keepPreviousData },
  );
  const previous = usePortalQuery("ai.project.cost", { ai_project_id: id, start: before.from, end: before.to });
  const activeKeys = { current: useActiveKeys(id, period), previous: useActiveKeys(id, before) };
  return <CostBody period={period} query={query} previous={previous.data} activeKeys={activeKeys} />;
}

interface CostQuery {
  data?: Parameters<typeof readCost>[0];
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

function CostBody({
  period,
  query,
  previous: previousData,
  activeKeys,
  showKeyPrice,
}: {
  period: Period;
  query: CostQuery;
  previous?: CostQuery["data"];
  activeKeys?: { current?: number; previous?: number };
  showKeyPrice?: boolean;
}) {
  const t = useTranslations("ai.cost");
  const currency = usePortalCurrency();
  // An answer stating its own currency is drawn at once; one that states none waits for the portal's.
  const settled = query.data !== undefined && (currencyOfCost(query.data) !== undefined || currency !== undefined);
  const cost = useMemo(
    () => (query.data && settled ? readCost(query.data, currency) : undefined),
    [query.data, currency, settled],
  );
  const previous = useMemo(
    () => (previousData ? readCost(previousData, currency) : undefined),
    [previousData, currency],
  );
  return (
    <div className="space-y-4" aria-busy={query.isFetching}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PeriodPicker period={period} label={t("periodLabel")} />
      </div>
      <QueryState query={{ data: cost, error: query.error, refetch: query.refetch }} pending={<Skeleton lines={5} />}>
        {(current) => (
          <CostView
            cost={current}
            previous={previous}
            activeKeys={activeKeys}
            range={period}
            showKeyPrice={showKeyPrice}
          />
        )}
      </QueryState>
    </div>
  );
}
