/**
 * Plans a chat completion before any byte is sent: reasoning, then either tool calls or the answer text, cut by
 * `stop` and `max_completion_tokens`. Streaming and non-streaming render the same plan, so both agree exactly.
 */
import type { ChatRequest } from "../../lib/gateway/schemas";
import { answerTokens, reasoningTokens } from "./compose";
import { lastUserText, promptTokens } from "./conversation";
import type { SampledToken } from "./markov";
import type { CatalogModel } from "./models";
import { between, hash32, idFrom, seededRandom } from "./prng";
import { keywords, tokenize } from "./tokens";
import { planToolCalls, toolResultPrelude, type PlannedToolCall } from "./tools";
import { translateMessage, translationTokens, type TranslationPrompt } from "./translate";
import { usageFor, type Usage } from "./usage";

export type FinishReason = "stop" | "length" | "tool_calls";

export interface CompletionPlan {
  id: string;
  created: number;
  reasoning: SampledToken[];
  content: SampledToken[];
  toolCalls: PlannedToolCall[];
  finishReason: FinishReason;
  usage: Usage;
}

const REASONING_LENGTH = { minimal: 12, low: 25, medium: 50, high: 90, xhigh: 140 } as const;
const VERBOSITY = { low: 0.5, medium: 1, high: 1.6 } as const;

function reasoningEffort(request: ChatRequest, model: CatalogModel) {
  if (!model.info.supported_parameters.includes("reasoning") || !request.reasoning) return undefined;
  const effort = request.reasoning.effort ?? (request.reasoning.max_tokens ? "medium" : undefined);
  return effort === "none" ? undefined : effort;
}

/** Cuts the answer before the earliest stop sequence, splitting a token if the sequence starts inside it. */
function cutAtStop(tokens: SampledToken[], stop: string[]): SampledToken[] | undefined {
  const text = tokens.map((t) => t.token).join("");
  const positions = stop
    .filter((s) => s.length > 0)
    .map((s) => text.indexOf(s))
    .filter((i) => i >= 0);
  if (positions.length === 0) return undefined;
  const at = Math.min(...positions);
  const kept: SampledToken[] = [];
  let offset = 0;
  for (const token of tokens) {
    if (offset + token.token.length <= at) kept.push(token);
    else if (offset < at) kept.push({ ...token, token: token.token.slice(0, at - offset) });
    else break;
    offset += token.token.length;
  }
  return kept;
}

export interface PlanOptions {
  /** A translation prompt: answered with its translation instead of free text. */
  translation?: TranslationPrompt;
  /** With `translation`: the answer breaks a placeholder (the `broken-placeholder` fault). */
  brokenPlaceholder?: boolean;
}

export function planCompletion(request: ChatRequest, model: CatalogModel, options: PlanOptions = {}): CompletionPlan {
  const temperature = request.temperature ?? model.info.default_parameters.temperature ?? 1;
  // Without a seed every request differs, as with a real model; with one, the same conversation repeats exactly.
  const root =
    request.seed === undefined
      ? String(Math.random())
      : String(hash32(JSON.stringify([request.messages, request.seed, temperature, model.info.id])));
  const random = (stream: string) => seededRandom(`${root}:${stream}`);
  const words = keywords(lastUserText(request));

  const effort = reasoningEffort(request, model);
  let reasoning = effort
    ? reasoningTokens(random("reasoning"), { keywords: words, temperature, target: REASONING_LENGTH[effort] })
    : [];
  if (request.reasoning?.max_tokens) reasoning = reasoning.slice(0, request.reasoning.max_tokens);

  let toolCalls = planToolCalls(request, random("tools"));
  const answerRandom = random("answer");
  const target = Math.round(between(answerRandom, 40, 120) * VERBOSITY[request.verbosity ?? "medium"]);
  const { translation } = options;
  let content = toolCalls.length
    ? []
    : translation
      ? translationTokens(translateMessage(translation.source, translation.lang, options.brokenPlaceholder))
      : answerTokens(answerRandom, { keywords: words, temperature, target, prelude: toolResultPrelude(request) });
  let finishReason: FinishReason = toolCalls.length ? "tool_calls" : "stop";

  const stops = typeof request.stop === "string" ? [request.stop] : (request.stop ?? []);
  const stopped = content.length ? cutAtStop(content, stops) : undefined;
  if (stopped) content = stopped;

  // Reasoning tokens count against max_completion_tokens, as with OpenAI's reasoning models.
  const budget = request.max_completion_tokens;
  if (budget !== undefined) {
    if (reasoning.length >= budget) {
      reasoning = reasoning.slice(0, budget);
      [content, toolCalls, finishReason] = [[], [], "length"];
    } else if (content.length > budget - reasoning.length) {
      content = content.slice(0, budget - reasoning.length);
      finishReason = "length";
    }
  }

  const toolTokens = toolCalls.reduce((sum, c) => sum + tokenize(`${c.name} ${c.arguments}`).length, 0);
  return {
    id: idFrom(Math.random, "chatcmpl-"),
    created: Math.floor(Date.now() / 1000),
    reasoning,
    content,
    toolCalls,
    finishReason,
    usage: usageFor(model, {
      prompt: promptTokens(request),
      completion: content.length + toolTokens,
      reasoning: reasoning.length,
    }),
  };
}
