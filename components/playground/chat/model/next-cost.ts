/** The estimate of a chat request from the conversation as the playground keeps it, and an answer's costs after it. */
import {
  actualCost,
  estimateCost,
  estimatePromptTokens,
  expectedCompletionTokens,
  type CostEstimate,
  type Prices,
} from "./cost-estimate";
import type { AnswerMetrics, UiMessage } from "./conversation";
import type { ChatParams } from "./params";

export interface NextRequest {
  system: string;
  params: Pick<ChatParams, "tools" | "max_completion_tokens">;
  /** The messages the request carries, the new one included. */
  messages: readonly UiMessage[];
}

/** The expected cost of sending `messages`; undefined when the model list has no prices for the model. */
export function estimateNext(
  prices: Prices | undefined,
  { system, params, messages }: NextRequest,
): CostEstimate | undefined {
  if (!prices) return undefined;
  const sent = messages.map((m) => ({ content: m.content, toolCalls: m.toolCalls }));
  const earlier = messages.filter((m) => m.role === "assistant").map((m) => m.metrics?.completionTokens);
  return estimateCost(
    prices,
    estimatePromptTokens(system, sent, params.tools),
    expectedCompletionTokens(earlier, params.max_completion_tokens),
  );
}

/** An answer's figures with the estimate made before it and its actual cost (computed when the gateway sent none). */
export function withCosts(
  metrics: AnswerMetrics,
  prices: Prices | undefined,
  estimate: CostEstimate | undefined,
): AnswerMetrics {
  const actual = actualCost(metrics, prices);
  return {
    ...metrics,
    priced: prices !== undefined,
    ...(estimate && {
      estimatedCost: estimate.cost,
      estimatedPromptTokens: estimate.promptTokens,
      estimatedCompletionTokens: estimate.completionTokens,
    }),
    ...(actual && { cost: actual.cost, costFrom: actual.from }),
  };
}
