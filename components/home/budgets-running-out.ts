/**
 * The budgets of keys and projects that have reached their limit or run out within a number of days at their
 * window's rate so far: the same forecast and the same order as the keys and projects tables' "Runs out" column.
 */
import { soonestRunOut, type Forecast } from "@/components/ai/model/forecast";
import { parseBudgets } from "@/components/ai/model/limits";

export interface RunningOut {
  kind: "key" | "project";
  id: string;
  name: string;
  /** The record's soonest budget: "exceeded" (limit reached) or "runsOut". */
  forecast: Forecast;
  /** Its place in the "Runs out" order: days left, below zero for a limit reached days ago. */
  order: number;
}

interface Record {
  id?: string;
  name?: string;
  budgets?: unknown;
}

/** Reached limits first (longest ago first), then the soonest to run out. */
export function budgetsRunningOut(
  records: { kind: "key" | "project"; items: readonly Record[] }[],
  now: number,
  withinDays = 7,
): RunningOut[] {
  return records
    .flatMap(({ kind, items }) =>
      items.flatMap((item) => {
        const soonest = item.id ? soonestRunOut(parseBudgets(item.budgets), now) : undefined;
        if (!soonest) return [];
        const { forecast, order } = soonest;
        const listed = forecast.state === "exceeded" || (forecast.state === "runsOut" && order <= withinDays);
        return listed ? [{ kind, id: item.id!, name: item.name || item.id!, forecast, order }] : [];
      }),
    )
    .sort((a, b) => a.order - b.order);
}
