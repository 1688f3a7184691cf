/**
 * The cost exports finance reads: spend per project → key → day, and per model, for one period. Amounts are
 * written with a fixed number of decimals (never an exponent) beside their currency.
 */
import type { DailyPoint, ModelSpend } from "./usage";

/** Four decimals: sub-cent amounts of a single key's day still add up to the totals. */
export const EXPORT_DECIMALS = 4;

export interface KeyCostDays {
  keyId: string;
  keyName: string;
  projectId: string;
  projectName: string;
  daily: readonly DailyPoint[];
}

export interface GroupedCostRow {
  projectName: string;
  projectId: string;
  keyName: string;
  keyId: string;
  date: string;
  tokens: number;
  price: number;
}

const byName = (a: string, b: string) => a.localeCompare(b, "en");

/**
 * One row per project, key and day with usage, ordered project → key → day; keys outside any project come last,
 * under `noProject`.
 */
export function groupByProjectKeyDay(keys: readonly KeyCostDays[], noProject: string): GroupedCostRow[] {
  const sorted = [...keys].sort(
    (a, b) =>
      Number(!a.projectId) - Number(!b.projectId) ||
      byName(a.projectName, b.projectName) ||
      byName(a.keyName, b.keyName) ||
      byName(a.keyId, b.keyId),
  );
  return sorted.flatMap((key) =>
    key.daily
      .filter((day) => day.tokens > 0 || day.price > 0)
      .map((day) => ({
        projectName: key.projectId ? key.projectName : noProject,
        projectId: key.projectId,
        keyName: key.keyName,
        keyId: key.keyId,
        date: day.date,
        tokens: day.tokens,
        price: day.price,
      })),
  );
}

/** Per-model lines of several cost records added up, most spent first. */
export function mergeByModel(lists: readonly (readonly ModelSpend[])[]): ModelSpend[] {
  const byModel = new Map<string, ModelSpend>();
  for (const list of lists) {
    for (const line of list) {
      const sum = byModel.get(line.model) ?? { model: line.model, tokens: 0, price: 0 };
      sum.tokens += line.tokens;
      sum.price += line.price;
      byModel.set(line.model, sum);
    }
  }
  return [...byModel.values()].sort((a, b) => b.price - a.price || b.tokens - a.tokens || byName(a.model, b.model));
}
