/**
 * The costs page's numbers. Spend comes from the projects' cost records (one call per project: there are few);
 * tokens per key from the key list over the same period (one call for all keys), so thousands of keys cost one
 * request, not thousands.
 */
import { mergeByModel } from "./cost-export";
import type { KeyRow } from "./keys";
import { mergeDaily, type CostBreakdown, type DailyPoint, type ModelSpend } from "./usage";

export interface ProjectSpend {
  id: string;
  name: string;
  price: number;
  tokens: number;
  keys: number;
}

export interface CostSummary {
  /** Sum of the projects' spend. */
  price: number;
  /** Tokens of every key in the period, project or not. */
  tokens: number;
  /** Null when nothing states one: amounts are shown without a currency. */
  currency: string | null;
  daily: DailyPoint[];
  /** Spend per model over every project, most first. */
  byModel: ModelSpend[];
  projects: ProjectSpend[];
  /** Keys by tokens used, most first. */
  keys: KeyRow[];
  /** Keys outside any project: their tokens are counted, their spend is not (no per-project cost covers them). */
  unassigned: { keys: number; tokens: number };
}

export function summarizeCosts(
  projects: readonly { id: string; name: string }[],
  costs: ReadonlyMap<string, CostBreakdown>,
  keys: readonly KeyRow[],
  fallbackCurrency: string | null,
): CostSummary {
  const keyCount = new Map<string, number>();
  for (const key of keys) if (key.projectId) keyCount.set(key.projectId, (keyCount.get(key.projectId) ?? 0) + 1);
  const spend: ProjectSpend[] = projects.map((project) => {
    const cost = costs.get(project.id);
    return {
      id: project.id,
      name: project.name,
      price: cost?.price ?? 0,
      tokens: cost?.tokens ?? 0,
      keys: keyCount.get(project.id) ?? 0,
    };
  });
  const known = new Set(projects.map((p) => p.id));
  const outside = keys.filter((key) => !key.projectId || !known.has(key.projectId));
  const currencies = [...costs.values()].map((c) => c.currency);
  return {
    price: spend.reduce((sum, p) => sum + p.price, 0),
    tokens: keys.reduce((sum, key) => sum + (key.tokens ?? 0), 0),
    currency: currencies[0] ?? fallbackCurrency,
    daily: mergeDaily([...costs.values()].map((c) => c.daily)),
    byModel: mergeByModel([...costs.values()].map((c) => c.byModel)),
    projects: spend.sort((a, b) => b.price - a.price || b.tokens - a.tokens),
    keys: [...keys].sort((a, b) => (b.tokens ?? 0) - (a.tokens ?? 0)),
    unassigned: { keys: outside.length, tokens: outside.reduce((sum, key) => sum + (key.tokens ?? 0), 0) },
  };
}

/** A daily series with every day of the period, zero where nothing was used. */
export function fillDays(points: readonly DailyPoint[], days: readonly string[]): DailyPoint[] {
  const byDate = new Map(points.map((p) => [p.date, p]));
  return days.map((date) => byDate.get(date) ?? { date, tokens: 0, price: 0 });
}
