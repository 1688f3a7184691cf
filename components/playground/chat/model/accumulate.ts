/**
 * Folds streamed chunks into one answer: text, reasoning, tool calls (whose arguments arrive in fragments, keyed
 * by index), log-probabilities, usage and the gateway's extra fields. It mutates in place on purpose: it runs for
 * every chunk (hundreds a second), and the view copies it at most once per animation frame.
 */
import type { ChatChunk, ExtraFields, Usage } from "@/lib/gateway/schemas";
import type { AnswerMetrics, TokenLogprob, ToolCall } from "./conversation";

export interface Answer {
  content: string;
  reasoning: string;
  toolCalls: ToolCall[];
  logprobs: TokenLogprob[];
  usage?: Usage;
  extra?: ExtraFields;
  /** The serving model (`model` of the chunks), which differs from the requested one when a fallback served. */
  model?: string;
  finishReason?: string;
  chunks: number;
  /** Milliseconds from sending to the first token (text, reasoning or a tool call). */
  firstTokenMs?: number;
}

export const emptyAnswer = (): Answer => ({ content: "", reasoning: "", toolCalls: [], logprobs: [], chunks: 0 });

type Choice = NonNullable<ChatChunk["choices"]>[number];

function addLogprobs(answer: Answer, choice: Choice) {
  const entries = (choice.logprobs ?? choice.log_probs)?.content ?? [];
  for (const entry of entries) {
    if (typeof entry.token !== "string" || typeof entry.logprob !== "number") continue;
    answer.logprobs.push({
      token: entry.token,
      logprob: entry.logprob,
      top: (entry.top_logprobs ?? []).flatMap((alt) =>
        typeof alt.token === "string" && typeof alt.logprob === "number"
          ? [{ token: alt.token, logprob: alt.logprob }]
          : [],
      ),
    });
  }
}

function addToolCalls(answer: Answer, choice: Choice) {
  for (const [position, delta] of (choice.delta?.tool_calls ?? []).entries()) {
    const index = delta.index ?? position;
    const call = (answer.toolCalls[index] ??= { id: "", name: "", arguments: "" });
    if (delta.id) call.id = delta.id;
    if (delta.function.name) call.name = delta.function.name;
    if (delta.function.arguments) call.arguments += delta.function.arguments;
  }
}

/** Applies one chunk; `elapsedMs` is the time since the request was sent (for time to first token). */
export function applyChunk(answer: Answer, chunk: ChatChunk, elapsedMs: number): void {
  answer.chunks += 1;
  if (chunk.model) answer.model = chunk.model;
  if (chunk.usage) answer.usage = chunk.usage;
  if (chunk.extra_fields) answer.extra = answer.extra ? { ...answer.extra, ...chunk.extra_fields } : chunk.extra_fields;
  const before = answer.content.length + answer.reasoning.length + answer.toolCalls.length;
  for (const choice of chunk.choices ?? []) {
    if ((choice.index ?? 0) !== 0) continue;
    const delta = choice.delta;
    if (delta?.content) answer.content += delta.content;
    if (delta?.reasoning) answer.reasoning += delta.reasoning;
    else for (const detail of delta?.reasoning_details ?? []) answer.reasoning += detail.text ?? detail.summary ?? "";
    addToolCalls(answer, choice);
    addLogprobs(answer, choice);
    if (choice.finish_reason) answer.finishReason = choice.finish_reason;
  }
  const grew = answer.content.length + answer.reasoning.length + answer.toolCalls.length > before;
  if (grew && answer.firstTokenMs === undefined) answer.firstTokenMs = elapsedMs;
}

/** A copy for rendering: strings are immutable, arrays are copied so memoized views see the change. */
export const snapshotOf = (answer: Answer): Answer => ({
  ...answer,
  toolCalls: answer.toolCalls.map((call) => ({ ...call })),
  logprobs: answer.logprobs.slice(),
});

const providerOf = (model: string | undefined) => (model?.includes("/") ? model.split("/")[0] : undefined);

/** The footer's figures: who was asked, who answered (a fallback when they differ), tokens, cost and times. */
export function metricsOf(answer: Answer, requestedModel: string, durationMs: number): AnswerMetrics {
  const requested = answer.extra?.model_requested ?? requestedModel;
  const served = answer.model;
  return {
    requestedModel: requested,
    servedModel: served,
    provider: answer.extra?.provider ?? providerOf(served),
    // OpenAI-compatible servers answer with a dated id (`gpt-4o-mini` → `gpt-4o-mini-2024-07-18`): that is no fallback.
    fallback: served !== undefined && served !== requested && !served.startsWith(requested),
    promptTokens: answer.usage?.prompt_tokens ?? undefined,
    completionTokens: answer.usage?.completion_tokens ?? undefined,
    reasoningTokens: answer.usage?.completion_tokens_details?.reasoning_tokens ?? undefined,
    cost: answer.usage?.cost?.total_cost ?? undefined,
    gatewayLatencyMs: answer.extra?.latency ?? undefined,
    timeToFirstTokenMs: answer.firstTokenMs,
    durationMs,
    finishReason: answer.finishReason,
  };
}
