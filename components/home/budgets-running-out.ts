/** The budgets of keys and projects that run out within a number of days at their window's rate so far. */
import { soonestRunOut } from "@/components/ai/model/forecast";
import { parseBudgets } from "@/components/ai/model/limits";

export interface RunningOut {
  kind: "key" | "project";
  id: string;
  name: string;
  runsOutAt: number;
  daysLeft: number;
}

interface Record {
  id?: string;
  name?: string;
  budgets?: unknown;
}

/** Soonest first; a budget already spent is not "running out" (the keys widget counts those as limited). */
export function budgetsRunningOut(
  records: { kind: "key" | "project"; items: readonly Record[] }[],
  now: number,
  withinDays = 7,
): RunningOut[] {
  return records
    .flatMap(({ kind, items }) =>
      items.flatMap((item) => {
        const soonest = item.id ? soonestRunOut(parseBudgets(item.budgets), now) : undefined;
        const forecast = soonest?.forecast;
        if (!forecast || forecast.state !== "runsOut" || soonest.days > withinDays) return [];
        return [
          { kind, id: item.id!, name: item.name || item.id!, runsOutAt: forecast.runsOutAt!, daysLeft: soonest.days },
        ];
      }),
    )
    .sort((a, b) => a.daysLeft - b.daysLeft);
}
