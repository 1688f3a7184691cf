/**
 * What a batch will cost before it starts: tokens estimated from the texts that would be sent (the real prompts)
 * and the answers' expected length, priced with the chosen model's per-token prices from the gateway's model list.
 */
import type { ChatRequest, Model } from "@/lib/gateway/schemas";

/** About four characters per token for Latin-script interface texts, plus each message's framing. */
const CHARS_PER_TOKEN = 4;
const MESSAGE_OVERHEAD = 4;
/** Translations run longer than English sources (German and French by about a third). */
const ANSWER_GROWTH = 1.3;

export const estimateTokens = (text: string) => Math.ceil(text.length / CHARS_PER_TOKEN);

export function promptTokens(request: ChatRequest): number {
  return (request.messages ?? []).reduce(
    (sum, message) =>
      sum +
      MESSAGE_OVERHEAD +
      estimateTokens(typeof message.content === "string" ? message.content : JSON.stringify(message.content ?? "")),
    3,
  );
}

export const answerTokens = (source: string) => Math.ceil((source.length * ANSWER_GROWTH) / CHARS_PER_TOKEN) + 2;

export interface Prices {
  prompt: number;
  completion: number;
  request: number;
}

const price = (value: string | null | undefined) =>
  value === null || value === undefined || value === "" ? Number.NaN : Number(value);

/** The model's per-token prices, or undefined when the list gives none (an OpenAI-compatible gateway lists ids only). */
export function pricesOf(model: Model | undefined): Prices | undefined {
  const prompt = price(model?.pricing?.prompt);
  const completion = price(model?.pricing?.completion);
  if (!Number.isFinite(prompt) || !Number.isFinite(completion)) return undefined;
  const request = price(model?.pricing?.request);
  return { prompt, completion, request: Number.isFinite(request) ? request : 0 };
}

export const costOf = (prices: Prices, tokens: { prompt: number; answer: number }) =>
  tokens.prompt * prices.prompt + tokens.answer * prices.completion + prices.request;
