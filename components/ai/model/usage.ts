/**
 * Token usage and cost records of keys and projects. The spec types `tokens_usage` and `usage` as free-form
 * objects; these readers accept the sandbox's shapes and the usual alternatives, and read a missing or malformed
 * part as absent rather than failing the page.
 */
import { asCurrency } from "./currency";
import { isRecord, num, str } from "./read";

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

export interface DailyPoint {
  /** `YYYY-MM-DD`. */
  date: string;
  tokens: number;
  price: number;
}

export interface ModelSpend {
  model: string;
  tokens: number;
  price: number;
}

export interface CostBreakdown {
  from?: string;
  to?: string;
  price?: number;
  tokens?: number;
  /**
   * The key's price as an amount of money. The spec says only "integer"; the sandbox sends the same amount as
   * `price` in cents, so it is read as cents.
   */
  keyPrice?: number;
  /** What the answer states, else the portal's currency; null when nothing states one. */
  currency: string | null;
  daily: DailyPoint[];
  byModel: ModelSpend[];
}

function readDaily(raw: unknown): DailyPoint[] {
  if (!Array.isArray(raw)) return [];
  const days = raw.flatMap((item) => {
    const date = isRecord(item) ? str(item.date) : undefined;
    if (!isRecord(item) || date === undefined || !/^\d{4}-\d{2}-\d{2}/.test(date)) return [];
    return [{ date: date.slice(0, 10), tokens: num(item.tokens) ?? 0, price: num(item.price) ?? num(item.cost) ?? 0 }];
  });
  return days.sort((a, b) => a.date.localeCompare(b.date));
}

/** `by_model` as a record (model → line) or as an array of lines naming their model. */
function readByModel(raw: unknown): ModelSpend[] {
  const entries: [string | undefined, unknown][] = Array.isArray(raw)
    ? raw.map((item) => [undefined, item])
    : raw && typeof raw === "object"
      ? Object.entries(raw)
      : [];
  const lines = entries.flatMap(([name, line]) => {
    if (!isRecord(line)) return [];
    const model = name ?? str(line.model) ?? str(line.id) ?? str(line.name);
    if (!model) return [];
    return [
      { model, tokens: num(line.tokens) ?? num(line.total_tokens) ?? 0, price: num(line.price) ?? num(line.cost) ?? 0 },
    ];
  });
  return lines.sort((a, b) => b.price - a.price || b.tokens - a.tokens);
}

/**
 * An AIKeyCost or AIProjectCost answer, as the cost views read it; its amounts are in the currency the answer
 * states, else in `fallback` (the portal's currency, usePortalCurrency), else in none stated.
 */
export function readCost(
  raw: {
    from?: string;
    to?: string;
    price?: number;
    tokens?: number;
    key_price?: number;
    usage?: Record<string, unknown>;
  },
  fallback?: string | null,
): CostBreakdown {
  const usage = raw.usage ?? {};
  return {
    from: raw.from,
    to: raw.to,
    price: raw.price,
    tokens: raw.tokens,
    keyPrice: raw.key_price === undefined ? undefined : raw.key_price / 100,
    currency: asCurrency(usage.currency) ?? fallback ?? null,
    daily: readDaily(usage.daily),
    byModel: readByModel(usage.by_model),
  };
}

/** Adds up daily series of several records, day by day (days missing in one record count as zero there). */
export function mergeDaily(series: readonly DailyPoint[][]): DailyPoint[] {
  const byDate = new Map<string, DailyPoint>();
  for (const points of series) {
    for (const point of points) {
      const sum = byDate.get(point.date) ?? { date: point.date, tokens: 0, price: 0 };
      sum.tokens += point.tokens;
      sum.price += point.price;
      byDate.set(point.date, sum);
    }
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}
