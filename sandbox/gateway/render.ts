/**
 * Renders a completion plan in the wire shapes: the `choices[]` of a non-streaming completion, and the payloads
 * of the stream's chunks (one token per chunk). Log-probabilities are sent as `logprobs`, the name OpenAI-style
 * clients read; the spec's table calls the field `log_probs`.
 */
import type { SampledToken } from "./markov";
import type { CompletionPlan } from "./plan";

export interface LogprobOptions {
  logprobs: boolean;
  topLogprobs: number;
}

function logprobEntry(sampled: SampledToken, top: number) {
  const bytes = (token: string) => [...Buffer.from(token, "utf8")];
  const candidates = [{ token: sampled.token, logprob: sampled.logprob }, ...sampled.alternatives]
    .sort((a, b) => b.logprob - a.logprob)
    .slice(0, top);
  return {
    token: sampled.token,
    logprob: sampled.logprob,
    bytes: bytes(sampled.token),
    top_logprobs: candidates.map((c) => ({ token: c.token, logprob: c.logprob, bytes: bytes(c.token) })),
  };
}

const logprobsOf = (tokens: SampledToken[], options: LogprobOptions) =>
  options.logprobs
    ? { logprobs: { content: tokens.map((t) => logprobEntry(t, options.topLogprobs)), refusal: null } }
    : {};

export function completionChoice(plan: CompletionPlan, options: LogprobOptions) {
  const text = plan.content.map((t) => t.token).join("");
  const reasoning = plan.reasoning.map((t) => t.token).join("");
  const toolCalls = plan.toolCalls.map((c) => ({
    id: c.id,
    type: "function",
    function: { name: c.name, arguments: c.arguments },
  }));
  return {
    index: 0,
    message: {
      role: "assistant",
      content: toolCalls.length && !text ? null : text,
      refusal: null,
      ...(reasoning ? { reasoning } : {}),
      ...(toolCalls.length ? { tool_calls: toolCalls } : {}),
    },
    finish_reason: plan.finishReason,
    ...logprobsOf(plan.content, options),
  };
}

/** What one chunk carries besides the envelope (id, model, extra_fields…). `paced` chunks wait their turn. */
export interface ChunkPayload {
  paced: boolean;
  choices: unknown[];
  usage?: unknown;
}

/** Splits tool-call arguments into fragments of a few characters, as models stream them. */
function fragments(text: string): string[] {
  const parts: string[] = [];
  for (let i = 0; i < text.length; i += 6) parts.push(text.slice(i, i + 6));
  return parts;
}

export function chunkPayloads(
  plan: CompletionPlan,
  options: LogprobOptions & { includeUsage: boolean },
): ChunkPayload[] {
  const deltas: { delta: Record<string, unknown>; logprobs?: unknown }[] = [];
  for (const t of plan.reasoning) deltas.push({ delta: { reasoning: t.token } });
  for (const t of plan.content) deltas.push({ delta: { content: t.token }, ...logprobsOf([t], options) });
  plan.toolCalls.forEach((call, index) => {
    deltas.push({
      delta: { tool_calls: [{ index, id: call.id, type: "function", function: { name: call.name, arguments: "" } }] },
    });
    for (const part of fragments(call.arguments)) {
      deltas.push({ delta: { tool_calls: [{ index, function: { arguments: part } }] } });
    }
  });
  // The role rides on the first delta; a completion with nothing to say still announces it.
  if (deltas.length === 0) deltas.push({ delta: { content: "" } });
  deltas[0].delta = { role: "assistant", ...deltas[0].delta };

  const payloads: ChunkPayload[] = deltas.map((d) => ({
    paced: true,
    choices: [{ index: 0, ...d, finish_reason: null }],
  }));
  payloads.push({ paced: false, choices: [{ index: 0, delta: {}, finish_reason: plan.finishReason }] });
  if (options.includeUsage) payloads.push({ paced: false, choices: [], usage: plan.usage });
  return payloads;
}
