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

/** The gateway's list prices by model id; undefined for a model it does not list or does not price. */
export type PriceList = (model: string) => Prices | undefined;

/**
 * Whose list prices turn an answer's tokens into money: the answering model's when the list prices it (a fallback
 * bills at its own prices), else the requested model's (a dated id of the same model, or one the list lacks).
 */
export function answerPricing(
  metrics: Pick<AnswerMetrics, "requestedModel" | "servedModel">,
  priceList: PriceList,
): { model: string; prices: Prices } | undefined {
  const served = metrics.servedModel;
  const servedPrices = served ? priceList(served) : undefined;
  if (served && servedPrices) return { model: served, prices: servedPrices };
  const requested = priceList(metrics.requestedModel);
  return requested && { model: metrics.requestedModel, prices: requested };
}

/**
 * An answer's figures with the estimate made before it and its actual cost: the gateway's, else its tokens at the
 * prices of the model that answered (see `answerPricing`), naming that model.
 */
export function withCosts(
  metrics: AnswerMetrics,
  priceList: PriceList,
  estimate: CostEstimate | undefined,
): AnswerMetrics {
  const pricing = answerPricing(metrics, priceList);
  const actual = actualCost(metrics, pricing?.prices);
  return {
    ...metrics,
    priced: priceList(metrics.requestedModel) !== undefined,
    ...(estimate && {
      estimatedCost: estimate.cost,
      estimatedPromptTokens: estimate.promptTokens,
      estimatedCompletionTokens: estimate.completionTokens,
    }),
    ...(actual && { cost: actual.cost, costFrom: actual.from }),
    ...(actual?.from === "prices" && pricing && { pricedAs: pricing.model }),
  };
}
