/**
 * Token usage of keys and projects, and cost answers with their currency decided. The spec types `tokens_usage`
 * and `usage` as free-form objects; these readers accept the sandbox's shapes and the usual alternatives, and read a
 * missing or malformed part as absent rather than failing the page.
 */
import { readCostAnswer, type CostAnswer } from "@/lib/cost/cost-answer";
import { asCurrency, FALLBACK_CURRENCY } from "./currency";
import { isRecord, num } from "./read";

export interface TokenTotals {
  total?: number;
  prompt?: number;
  completion?: number;
  /** Only where the portal puts a price into `tokens_usage`; the sandbox does not. */
  price?: number;
}

/** `tokens_usage {}` of a key or project: the total, else the sum of prompt and completion tokens. */
export function readTokensUsage(raw: unknown): TokenTotals {
  if (!isRecord(raw)) return {};
  const u = {
    total_tokens: num(raw.total_tokens),
    tokens: num(raw.tokens),
    prompt_tokens: num(raw.prompt_tokens),
    completion_tokens: num(raw.completion_tokens),
    price: num(raw.price),
    cost: num(raw.cost),
  };
  const sum =
    u.prompt_tokens !== undefined || u.completion_tokens !== undefined
      ? (u.prompt_tokens ?? 0) + (u.completion_tokens ?? 0)
      : undefined;
  return {
    total: u.total_tokens ?? u.tokens ?? sum,
    prompt: u.prompt_tokens,
    completion: u.completion_tokens,
    price: u.price ?? u.cost,
  };
}

export type { DailyPoint, ModelSpend } from "@/lib/cost/cost-answer";

/** A cost answer with the currency of its amounts decided (see currency.ts). */
export interface CostBreakdown extends Omit<CostAnswer, "statedCurrency"> {
  currency: string;
}

/**
 * An AIKeyCost or AIProjectCost answer, as the cost views read it (lib/cost/cost-answer.ts); its amounts are in the
 * currency the answer states, else in `fallback` (the portal's currency from its settings).
 */
export function readCost(raw: unknown, fallback?: string): CostBreakdown {
  const { statedCurrency, ...answer } = readCostAnswer(raw);
  return { ...answer, currency: asCurrency(statedCurrency) ?? fallback ?? FALLBACK_CURRENCY };
}
