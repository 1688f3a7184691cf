/**
 * The portal's cost answers (AIKeyCost, AIProjectCost) as the cost figures read them. The spec types `usage` as a
 * free-form object; this accepts the sandbox's shape (`{currency, daily: [{date, tokens, price}], by_model: {model:
 * {tokens, price}}}`) and the usual alternatives (`cost` for `price`, `by_model` as a list naming each model), and
 * reads a missing or malformed part as absent rather than failing the figures.
 */
import { guard } from "@/lib/guards";

/** One day of usage: `date` is `YYYY-MM-DD`; `price` is what the day cost, in the answer's currency. */
export interface DailyPoint {
  date: string;
  tokens: number;
  price: number;
}

export interface ModelSpend {
  model: string;
  tokens: number;
  price: number;
}

export interface CostAnswer {
  from?: string;
  to?: string;
  price?: number;
  tokens?: number;
  /**
   * The key's price as an amount of money. The spec says only "integer"; the sandbox sends the same amount as
   * `price` in cents, so it is read as cents.
   */
  keyPrice?: number;
  /** The currency the answer states for its amounts (`usage.currency`), when that is a currency code. */
  currency?: string;
  daily: DailyPoint[];
  byModel: ModelSpend[];
}

/** An ISO 4217 code a browser can format ("EUR"); anything else states no currency. */
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

const maybeNumber = guard.maybe(guard.number);
const maybeString = guard.maybe(guard.string);
const Line = guard.objectOf({
  date: maybeString,
  model: maybeString,
  id: maybeString,
  name: maybeString,
  tokens: maybeNumber,
  total_tokens: maybeNumber,
  price: maybeNumber,
  cost: maybeNumber,
});
const Answer = guard.objectOf({
  from: maybeString,
  to: maybeString,
  price: maybeNumber,
  tokens: maybeNumber,
  key_price: maybeNumber,
  usage: guard.maybe(guard.recordOf(guard.unknown)),
});

const lineOf = (value: unknown) => Line.safeParse(value).data;
const priceOf = (line: NonNullable<ReturnType<typeof lineOf>>) => line.price ?? line.cost ?? 0;

function readDaily(raw: unknown): DailyPoint[] {
  if (!Array.isArray(raw)) return [];
  const days = raw.flatMap((item) => {
    const line = lineOf(item);
    if (!line?.date || !/^\d{4}-\d{2}-\d{2}/.test(line.date)) return [];
    return [{ date: line.date.slice(0, 10), tokens: line.tokens ?? 0, price: priceOf(line) }];
  });
  return days.sort((a, b) => a.date.localeCompare(b.date));
}

/** `by_model` as a record (model → line) or as a list of lines naming their model; most spent first. */
function readByModel(raw: unknown): ModelSpend[] {
  const entries: [string | undefined, unknown][] = Array.isArray(raw)
    ? raw.map((item) => [undefined, item])
    : raw && typeof raw === "object"
      ? Object.entries(raw)
      : [];
  const lines = entries.flatMap(([name, value]) => {
    const line = lineOf(value);
    const model = name ?? line?.model ?? line?.id ?? line?.name;
    if (!line || !model) return [];
    return [{ model, tokens: line.tokens ?? line.total_tokens ?? 0, price: priceOf(line) }];
  });
  return lines.sort((a, b) => b.price - a.price || b.tokens - a.tokens);
}

/** An AIKeyCost or AIProjectCost answer; anything that is not an object reads as an answer with nothing in it. */
export function readCostAnswer(raw: unknown): CostAnswer {
  const answer = Answer.safeParse(raw).data ?? {};
  const usage = answer.usage ?? {};
  return {
    from: answer.from,
    to: answer.to,
    price: answer.price,
    tokens: answer.tokens,
    keyPrice: answer.key_price === undefined ? undefined : answer.key_price / 100,
    currency: asCurrency(usage.currency),
    daily: readDaily(usage.daily),
    byModel: readByModel(usage.by_model),
  };
}
