"use client";

import { keepPreviousData, useQueries, type UseQueryResult } from "@tanstack/react-query";
import type { QueryView } from "@/components/ui/query-state";
import { useMemo } from "react";
import { portalKey, usePortalQuery } from "@/lib/api/hooks";
import { portal } from "@/lib/api/portal";
import type { OperationOutput } from "@/lib/portal/operations";
import { summarizeCosts, type CostSummary } from "../model/cost-summary";
import type { DateRange } from "../model/date-range";
import { toKeyRow } from "../model/keys";
import { readCost, type CostBreakdown } from "../model/usage";
import { usePortalCurrency } from "../shared/use-portal-currency";

type ProjectCost = OperationOutput<"ai.project.cost">;

function combineCosts(results: UseQueryResult<ProjectCost>[]) {
  return {
    data: results.map((r) => r.data),
    failed: results.filter((r) => r.isError).length,
    pending: results.some((r) => r.isPending),
    fetching: results.some((r) => r.isFetching),
    refetchFailed: () => results.filter((r) => r.isError).forEach((r) => void r.refetch()),
    firstError: results.find((r) => r.error)?.error ?? null,
  };
}

/** The period's cost summary as one query, for `QueryState`: its data, failure and retry. */
export interface CostData extends QueryView<CostSummary> {
  loading: boolean;
  fetching: boolean;
  /** The projects list or the key list failed: nothing sensible to show. */
  error: unknown;
  /** How many project costs failed; the page still shows the rest and offers a retry. */
  failedProjects: number;
  projectError: unknown;
  /** Asks again for what failed: the lists, and each project cost that failed. */
  refetch: () => void;
}

/**
 * The numbers of the costs page: one key-list call for every key's tokens and one cost call per project, over
 * the same period. Never one call per key.
 */
export function useCostData(range: DateRange): CostData {
  const period = { start: range.from, end: range.to };
  const currency = usePortalCurrency();
  const projects = usePortalQuery("ai.projects.list", {});
  const keys = usePortalQuery("ai.keys.list", period, { placeholderData: keepPreviousData });
  const ids = useMemo(
    () => (projects.data ?? []).flatMap((p) => (p.id ? [{ id: p.id, name: p.name ?? p.id }] : [])),
    [projects.data],
  );
  const costs = useQueries({
    queries: ids.map(({ id }) => ({
      queryKey: portalKey("ai.project.cost", { ai_project_id: id, ...period }),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        portal("ai.project.cost", { ai_project_id: id, ...period }, { signal }),
      placeholderData: keepPreviousData,
    })),
    combine: combineCosts,
  });

  const summary = useMemo(() => {
    // Amounts wait for the portal's currency, so that none shows in another first.
    if (!projects.data || !keys.data || costs.pending || currency === undefined) return undefined;
    const byProject = new Map<string, CostBreakdown>();
    ids.forEach(({ id }, i) => {
      const data = costs.data[i];
      if (data) byProject.set(id, readCost(data, currency));
    });
    return summarizeCosts(ids, byProject, keys.data.map(toKeyRow), currency);
  }, [projects.data, keys.data, costs.pending, costs.data, ids, currency]);

  return {
    data: summary,
    loading: projects.isPending || keys.isPending || costs.pending || currency === undefined,
    fetching: keys.isFetching || costs.fetching,
    error: (!projects.data && projects.error) || (!keys.data && keys.error) || null,
    failedProjects: costs.failed,
    projectError: costs.firstError,
    refetch: () => {
      if (projects.error) void projects.refetch();
      if (keys.error) void keys.refetch();
      costs.refetchFailed();
    },
  };
}
