/**
 * Which currency the portal's amounts are in: one decision for every AI screen. The spec states none; the portal
 * may state it in a usage answer (`usage.currency`), in its settings (a property whose value is a currency code,
 * `billing.currency`) or in a setting's name (`ai.monthly_budget_eur`). When nothing states one, USD, as before.
 */
import { isRecord, str } from "./read";

export const FALLBACK_CURRENCY = "USD";

/** An ISO 4217 code the browser can format ("EUR"); anything else is no statement. */
export function asCurrency(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const code = value.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) return undefined;
  try {
    new Intl.NumberFormat("en", { style: "currency", currency: code });
    return code;
  } catch {
    return undefined;
  }
}

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

/**
 * The currency of an amount: what the answer carrying it states, else what the settings state, else USD. An
 * answer's own statement wins, since it is the one describing those very numbers.
 */
export function portalCurrency({ stated, properties }: { stated?: unknown; properties?: unknown }): string {
  return asCurrency(stated) ?? currencyOfProperties(properties) ?? FALLBACK_CURRENCY;
}
