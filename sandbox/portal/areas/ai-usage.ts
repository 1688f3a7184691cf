/**
 * AI usage and cost, derived rather than stored: each key has a deterministic number of tokens per day (from its
 * id and the date), split over its models and priced with the models' per-token prices. The amounts are stated in
 * the account's billing currency (the `billing.currency` property; USD when there is none), which the numbers
 * are read as; `key_price` is the same amount in integer cents.
 */
import { badRequest } from "../area";
import { seededRandom } from "../services";
import { AI_MODELS } from "../seed/ai-catalog";
import type { AiKeyRecord } from "../seed/ai-records";

const DAY_MS = 86_400_000;
export const DEFAULT_RANGE_DAYS = 30;
export const MAX_RANGE_DAYS = 731;

export interface DayRange {
  /** First day, `YYYY-MM-DD`. */
  from: string;
  /** Last day, inclusive. */
  to: string;
  fromMs: number;
  days: number;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const startOfDay = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

function parseDay(value: string, field: string): number {
  const ms = Date.parse(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(ms)) {
    throw badRequest(`${field}: expected an ISO date (YYYY-MM-DD)`, field);
  }
  return startOfDay(ms);
}

/** The day range of `start`/`end` (ISO dates, inclusive); the last 30 days up to today by default. */
export function dayRange(start: string | undefined, end: string | undefined, now: number): DayRange {
  const endMs = end ? parseDay(end, "end") : startOfDay(now);
  const startMs = start ? parseDay(start, "start") : endMs - (DEFAULT_RANGE_DAYS - 1) * DAY_MS;
  if (endMs < startMs) throw badRequest("end: is before start", "end");
  const days = Math.round((endMs - startMs) / DAY_MS) + 1;
  if (days > MAX_RANGE_DAYS) throw badRequest(`start: the range spans more than ${MAX_RANGE_DAYS} days`, "start");
  return { from: dayOf(startMs), to: dayOf(endMs), fromMs: startMs, days };
}

export interface ModelUsage {
  prompt_tokens: number;
  completion_tokens: number;
  tokens: number;
  price: number;
}

export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
  tokens: number;
  price: number;
  daily: { date: string; tokens: number; price: number }[];
  by_model: Record<string, ModelUsage>;
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
const modelPrices = new Map(AI_MODELS.map((m) => [m.id, m]));

/** Usage of a set of keys over a range, day by day and model by model. */
export function usageOf(keys: readonly AiKeyRecord[], range: DayRange, now: number): Usage {
  const usage: Usage = { prompt_tokens: 0, completion_tokens: 0, tokens: 0, price: 0, daily: [], by_model: {} };
  const today = startOfDay(now);
  for (let d = 0; d < range.days; d++) {
    const dayMs = range.fromMs + d * DAY_MS;
    const date = dayOf(dayMs);
    let dayTokens = 0;
    let dayPrice = 0;
    for (const key of keys) {
      if (dayMs > today || dayMs < startOfDay(Date.parse(key.created_at)) || key.daily_tokens <= 0) continue;
      const rand = seededRandom(`${key.id}:${date}`);
      const weekend = [0, 6].includes(new Date(dayMs).getUTCDay());
      const total = Math.round(
        key.daily_tokens * (0.4 + rand() * 1.2) * (weekend ? 0.35 : 1) * (key.is_active ? 1 : 0.1),
      );
      const models = key.llms.length > 0 ? key.llms : ["openai/gpt-4o-mini"];
      const weights = models.map(() => 0.2 + rand());
      const weightSum = weights.reduce((a, b) => a + b, 0);
      models.forEach((model, i) => {
        const tokens = Math.round((total * weights[i]) / weightSum);
        const prompt = Math.round(tokens * 0.75);
        const completion = tokens - prompt;
        const info = modelPrices.get(model);
        const price = info ? prompt * info.input_cost_per_token + completion * info.output_cost_per_token : 0;
        const line = (usage.by_model[model] ??= { prompt_tokens: 0, completion_tokens: 0, tokens: 0, price: 0 });
        line.prompt_tokens += prompt;
        line.completion_tokens += completion;
        line.tokens += tokens;
        line.price += price;
        usage.prompt_tokens += prompt;
        usage.completion_tokens += completion;
        dayTokens += tokens;
        dayPrice += price;
      });
    }
    usage.daily.push({ date, tokens: dayTokens, price: round6(dayPrice) });
    usage.tokens += dayTokens;
    usage.price += dayPrice;
  }
  usage.price = round6(usage.price);
  for (const line of Object.values(usage.by_model)) line.price = round6(line.price);
  return usage;
}

/** The account's billing currency as the region's properties state it, so that cost answers agree with settings. */
export function billingCurrency(regionState: Record<string, unknown>): string {
  const misc = regionState.misc as { properties?: { property: string; value: string }[] } | undefined;
  const value = misc?.properties
    ?.find((p) => p.property === "billing.currency")
    ?.value.trim()
    .toUpperCase();
  return value && /^[A-Z]{3}$/.test(value) ? value : "USD";
}

/** The cost answer of a key or project: totals, the range echoed, and the breakdown in `usage`. */
export function costOf(keys: readonly AiKeyRecord[], range: DayRange, now: number, currency = "USD") {
  const usage = usageOf(keys, range, now);
  return {
    from: range.from,
    to: range.to,
    price: usage.price,
    tokens: usage.tokens,
    usage: { currency, daily: usage.daily, by_model: usage.by_model },
  };
}

/** `tokens_usage` of a key or project over a range. */
export function tokensUsageOf(keys: readonly AiKeyRecord[], range: DayRange, now: number) {
  const usage = usageOf(keys, range, now);
  return {
    prompt_tokens: usage.prompt_tokens,
    completion_tokens: usage.completion_tokens,
    total_tokens: usage.tokens,
    from: range.from,
    to: range.to,
  };
}
