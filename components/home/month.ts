/** This calendar month up to today, as the ISO dates (`YYYY-MM-DD`) the portal's cost calls take. */
export function thisMonth(now: Date = new Date()): { start: string; end: string } {
  const pad = (n: number) => String(n).padStart(2, "0");
  const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return { start: day(new Date(now.getFullYear(), now.getMonth(), 1)), end: day(now) };
}

/** A cost answer's currency when it names one (`usage.currency`); the spec does not say. */
export function currencyOf(cost: unknown): string | undefined {
  const usage = typeof cost === "object" && cost !== null ? (cost as { usage?: unknown }).usage : undefined;
  const currency = typeof usage === "object" && usage !== null ? (usage as { currency?: unknown }).currency : undefined;
  return typeof currency === "string" && /^[A-Z]{3}$/.test(currency) ? currency : undefined;
}
