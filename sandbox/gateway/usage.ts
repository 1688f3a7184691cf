/** Token usage and its cost, priced from the serving model's per-token prices. */
import type { CatalogModel } from "./models";

export interface TokenCounts {
  prompt: number;
  /** Visible completion tokens (text or tool-call arguments). */
  completion: number;
  reasoning: number;
}

/** Ten decimal places: enough for per-token prices, and no floating-point dust like 2.5000000000000004e-7. */
const money = (amount: number) => Number(amount.toFixed(10));

/**
 * `completion_tokens` includes the reasoning tokens (as OpenAI counts them); the cost splits them:
 * `output_tokens_cost` is the visible part, `reasoning_tokens_cost` the thinking.
 */
export function usageFor(model: CatalogModel, counts: TokenCounts) {
  const price = model.info.pricing;
  const reasoningPrice = Number(price.internal_reasoning) || Number(price.completion);
  const input = money(counts.prompt * Number(price.prompt));
  const output = money(counts.completion * Number(price.completion));
  const reasoning = money(counts.reasoning * reasoningPrice);
  const request = money(Number(price.request));
  const completionTokens = counts.completion + counts.reasoning;
  return {
    prompt_tokens: counts.prompt,
    completion_tokens: completionTokens,
    total_tokens: counts.prompt + completionTokens,
    prompt_tokens_details: { text_tokens: counts.prompt, cached_read_tokens: 0 },
    completion_tokens_details: { text_tokens: counts.completion, reasoning_tokens: counts.reasoning },
    cost: {
      input_tokens_cost: input,
      output_tokens_cost: output,
      reasoning_tokens_cost: reasoning,
      request_cost: request,
      total_cost: money(input + output + reasoning + request),
    },
  };
}

export type Usage = ReturnType<typeof usageFor>;
