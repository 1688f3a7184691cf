/**
 * Which currency the portal's amounts are in: one decision for every screen with money on it. The spec states none;
 * the portal may state it in its settings (a property whose value is a currency code, `billing.currency`, or a
 * money setting's name, `ai.monthly_budget_eur`) or in a cost answer (`usage.currency`). When nothing the token can
 * read states one, there is none: amounts are shown without a currency, never in an assumed one.
 */
import { asCurrency } from "@/lib/cost/cost-answer";
import type { OperationId } from "@/lib/portal/operations";
import { isRecord, str } from "./read";

/** The reads that may state the currency, in the order they are asked (see use-portal-currency.ts). */
export const CURRENCY_READS = [
  "property.list",
  "ai.projects.list",
  "ai.project.cost",
  "ai.keys.list",
  "ai.key.cost",
] as const satisfies readonly OperationId[];

const CURRENCY_PROPERTY = /(^|[._-])currency$/i;
/** `ai.monthly_budget_eur`: a money setting whose name ends with its currency. */
const CURRENCY_SUFFIX = /[._-](eur|usd|gbp|chf|jpy|sek|nok|dkk|pln|czk|cad|aud)$/i;

/** The currency the portal's settings state: a `…currency` property's value first, then a money setting's name. */
export function currencyOfProperties(properties: unknown): string | undefined {
  if (!Array.isArray(properties)) return undefined;
  const named = properties.flatMap((item) => {
    const property = isRecord(item) ? str(item.property) : undefined;
    return property && isRecord(item) ? [{ property, value: item.value }] : [];
  });
  const byValue = named
    .filter((p) => CURRENCY_PROPERTY.test(p.property))
    .sort((a, b) => Number(b.property.startsWith("billing")) - Number(a.property.startsWith("billing")))
    .map((p) => asCurrency(p.value))
    .find(Boolean);
  if (byValue) return byValue;
  return named
    .map((p) => CURRENCY_SUFFIX.exec(p.property)?.[1])
    .map(asCurrency)
    .find(Boolean);
}

/** The currency a cost answer (AIKeyCost, AIProjectCost) states for its amounts: `usage.currency`. */
export function currencyOfCost(cost: unknown): string | undefined {
  const usage = isRecord(cost) ? cost.usage : undefined;
  return isRecord(usage) ? asCurrency(usage.currency) : undefined;
}
