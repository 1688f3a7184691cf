/**
 * What the next chat message is expected to cost, before it is sent, from the model list's per-token prices:
 *
 * - prompt tokens: every message the request carries (the system prompt, the conversation, the new text, tool calls)
 *   and the tool definitions, counted by the rule the sandbox gateway reports by (lib/gateway/token-count.ts: a word
 *   or punctuation mark a token, 4 per message, 3 for the reply's start). Real tokenizers differ by model; the figure
 *   is an estimate and says so.
 * - completion tokens: the mean of this conversation's earlier answers, else 256, never above a `max_completion_tokens`
 *   that is set.
 *
 * After the answer, its actual cost is the gateway's `usage.cost.total_cost`, or, when the gateway sends no cost
 * (plain OpenAI-compatible servers), its reported tokens at the list prices of the model that answered (next-cost.ts).
 */
import { countPromptTokens } from "@/lib/gateway/token-count";
import type { Model } from "@/lib/gateway/schemas";

/** The reply length assumed when the conversation has no answer yet to go by. */
export const DEFAULT_COMPLETION_TOKENS = 256;

export interface Prices {
  /** Money per token, in the gateway's currency. */
  prompt: number;
  completion: number;
  /** Money per request, 0 when the list names none. */
  request: number;
}

export interface EstimateMessage {
  content: string;
  toolCalls?: readonly { name: string; arguments: string }[];
}

export interface CostEstimate {
  promptTokens: number;
  completionTokens: number;
  cost: number;
}

/** A per-token price string as a number; undefined when missing, unreadable or negative. */
const priceOf = (value: string | null | undefined) => {
  if (value === null || value === undefined || value.trim() === "") return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

/**
 * The prices of a model from the gateway's list; undefined when it lists no prompt or completion price (a plain
 * OpenAI-compatible gateway lists ids only), so that no estimate is made up from zeros.
 */
export function pricesOf(model: Pick<Model, "pricing"> | undefined): Prices | undefined {
  const prompt = priceOf(model?.pricing?.prompt);
  const completion = priceOf(model?.pricing?.completion);
  if (prompt === undefined || completion === undefined) return undefined;
  return { prompt, completion, request: priceOf(model?.pricing?.request) ?? 0 };
}

/** Prompt tokens of a request carrying `system` (when not blank), `messages` and the tool definitions as typed. */
export function estimatePromptTokens(system: string, messages: readonly EstimateMessage[], tools = ""): number {
  const all = system.trim() ? [{ content: system }, ...messages] : messages;
  return countPromptTokens(
    all.map((m) => ({ text: m.content, toolCalls: m.toolCalls })),
    tools.trim(),
  );
}

/** The reply length to expect: the mean of earlier answers' completion tokens, else the default; capped by a limit. */
export function expectedCompletionTokens(previous: readonly (number | undefined)[], maxTokens?: number): number {
  const known = previous.filter((n): n is number => typeof n === "number" && Number.isFinite(n) && n >= 0);
  const mean =
    known.length > 0 ? Math.round(known.reduce((a, b) => a + b, 0) / known.length) : DEFAULT_COMPLETION_TOKENS;
  return maxTokens !== undefined && maxTokens >= 0 ? Math.min(mean, maxTokens) : mean;
}

/** Money for tokens at the prices, rounded to 12 decimals so that binary floating point never shows. */
export function costOf(prices: Prices, promptTokens: number, completionTokens: number): number {
  const raw = promptTokens * prices.prompt + completionTokens * prices.completion + prices.request;
  return Number(raw.toFixed(12));
}

export function estimateCost(prices: Prices, promptTokens: number, completionTokens: number): CostEstimate {
  return { promptTokens, completionTokens, cost: costOf(prices, promptTokens, completionTokens) };
}

/**
 * An answer's actual cost: the gateway's own figure when it sent one, else its reported tokens at the list's prices;
 * undefined when neither is known.
 */
export function actualCost(
  reported: { cost?: number; promptTokens?: number; completionTokens?: number },
  prices: Prices | undefined,
): { cost: number; from: "gateway" | "prices" } | undefined {
  if (reported.cost !== undefined) return { cost: reported.cost, from: "gateway" };
  if (!prices || reported.promptTokens === undefined || reported.completionTokens === undefined) return undefined;
  return { cost: costOf(prices, reported.promptTokens, reported.completionTokens), from: "prices" };
}
