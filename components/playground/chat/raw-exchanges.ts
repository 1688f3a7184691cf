/**
 * The exact request and the raw chunks behind each answer, for "view code" and "view raw". Kept in memory for
 * this visit only: the request repeats the whole conversation, so storing one per answer would make localStorage
 * grow with the square of the conversation's length.
 */
import type { ChatRequest } from "@/lib/gateway/schemas";

export interface RawExchange {
  request: ChatRequest;
  /** Each event's data as received (`[DONE]` excluded). */
  chunks: string[];
}

const MAX_EXCHANGES = 100;
const exchanges = new Map<string, RawExchange>();

export function rememberExchange(messageId: string, exchange: RawExchange): void {
  exchanges.set(messageId, exchange);
  while (exchanges.size > MAX_EXCHANGES) {
    const oldest = exchanges.keys().next().value;
    if (oldest === undefined) break;
    exchanges.delete(oldest);
  }
}

export const exchangeOf = (messageId: string): RawExchange | undefined => exchanges.get(messageId);
