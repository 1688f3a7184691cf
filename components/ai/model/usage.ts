/**
 * A cost answer with the currency of its amounts decided, for the screens that read one cost record themselves
 * (a budget's burn-down); every cost figure beyond that comes from the ledger (lib/cost/ledger.ts).
 */
import { readCostAnswer, type CostAnswer } from "@/lib/cost/cost-answer";

export type { DailyPoint, ModelSpend } from "@/lib/cost/cost-answer";

/** A cost answer with the currency of its amounts decided (see currency.ts). */
export interface CostBreakdown extends Omit<CostAnswer, "currency"> {
  /** What the answer states, else the portal's currency; null when nothing states one. */
  currency: string | null;
}

/**
 * An AIKeyCost or AIProjectCost answer, as the cost views read it (lib/cost/cost-answer.ts); its amounts are in the
 * currency the answer states, else in `fallback` (the portal's currency, usePortalCurrency), else in none stated.
 */
export function readCost(raw: unknown, fallback?: string | null): CostBreakdown {
  const answer = readCostAnswer(raw);
  return { ...answer, currency: answer.currency ?? fallback ?? null };
}
