/**
 * A playground conversation as the browser keeps it (localStorage): the model and its settings, the system prompt
 * and the messages with what the gateway reported about each answer. Never a key: keys stay on the server.
 * The readers are lenient (`orElse`, `maybe`) because stored data is an edge: older versions and hand edits must not
 * crash. Plain guards rather than zod: the conversation is read on the chat page's first paint.
 */
import { guard, type GuardOf } from "@/lib/guards";
import { maybeString, orElse } from "./lenient";
import { ChatParams, DEFAULT_PARAMS } from "./params";

export const TokenLogprob = guard.objectOf({
  token: guard.string,
  logprob: guard.number,
  top: orElse(guard.arrayOf(guard.objectOf({ token: guard.string, logprob: guard.number })), []),
});
export type TokenLogprob = GuardOf<typeof TokenLogprob>;

export const ToolCall = guard.objectOf({ id: guard.string, name: guard.string, arguments: guard.string });
export type ToolCall = GuardOf<typeof ToolCall>;

const optionalNumber = guard.optional(guard.number);

/** What the footer under an answer shows; every number is optional because gateways may leave any out. */
export const AnswerMetrics = guard.objectOf({
  requestedModel: guard.string,
  servedModel: guard.optional(guard.string),
  provider: guard.optional(guard.string),
  fallback: guard.boolean,
  promptTokens: optionalNumber,
  completionTokens: optionalNumber,
  reasoningTokens: optionalNumber,
  cost: optionalNumber,
  /** `extra_fields.latency` of the last chunk: the gateway's own time for the request, in ms. */
  gatewayLatencyMs: optionalNumber,
  /** Measured in the browser from sending to the first streamed token. */
  timeToFirstTokenMs: optionalNumber,
  durationMs: optionalNumber,
  finishReason: guard.optional(guard.string),
  /** The cost expected before sending (model list prices × estimated tokens), and the tokens it assumed. */
  estimatedCost: optionalNumber,
  estimatedPromptTokens: optionalNumber,
  estimatedCompletionTokens: optionalNumber,
  /** Whether the model list had prices when this was sent; undefined on answers stored before estimates existed. */
  priced: guard.optional(guard.boolean),
  /** Where `cost` came from: the gateway's `usage.cost`, or the reported tokens at the list's prices. */
  costFrom: guard.optional(guard.oneOf(["gateway", "prices"] as const)),
  /** The model whose list prices gave `cost` when it came from prices: the one that answered, when the list has it. */
  pricedAs: guard.optional(guard.string),
});
export type AnswerMetrics = GuardOf<typeof AnswerMetrics>;

export const ANSWER_STATES = ["complete", "stopped", "interrupted"] as const;
export type AnswerState = (typeof ANSWER_STATES)[number];

export const UiMessage = guard.objectOf({
  id: guard.string,
  role: guard.oneOf(["user", "assistant", "tool"] as const),
  content: orElse(guard.string, ""),
  reasoning: maybeString,
  toolCalls: guard.maybe(guard.arrayOf(ToolCall)),
  /** For tool results: the call answered, and its function's name (for the label). */
  toolCallId: maybeString,
  toolName: maybeString,
  logprobs: guard.maybe(guard.arrayOf(TokenLogprob)),
  metrics: guard.maybe(AnswerMetrics),
  state: guard.maybe(guard.oneOf(ANSWER_STATES)),
  /** Why an interrupted answer ended, when the stream said. */
  note: maybeString,
  /** The code of the stream's error event, when it had one (the console's relay names a drop or a stall). */
  noteCode: maybeString,
});
export type UiMessage = GuardOf<typeof UiMessage>;

export const Conversation = guard.objectOf({
  id: guard.string,
  title: orElse(guard.string, ""),
  createdAt: orElse(guard.number, 0),
  updatedAt: orElse(guard.number, 0),
  model: orElse(guard.string, ""),
  fallbacks: orElse(guard.arrayOf(guard.string), []),
  system: orElse(guard.string, ""),
  params: orElse(ChatParams, DEFAULT_PARAMS),
  messages: orElse(guard.arrayOf(UiMessage), []),
});
export type Conversation = GuardOf<typeof Conversation>;

export const newId = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export function newConversation(model = "", now = Date.now()): Conversation {
  return {
    id: newId(),
    title: "",
    createdAt: now,
    updatedAt: now,
    model,
    fallbacks: [],
    system: "",
    params: DEFAULT_PARAMS,
    messages: [],
  };
}

const TITLE_LENGTH = 48;

/** A conversation's name: the one given, else the start of its first user message. */
export function titleOf(conversation: Conversation): string {
  if (conversation.title.trim()) return conversation.title.trim();
  const first = conversation.messages.find((m) => m.role === "user")?.content.trim() ?? "";
  const line = first.split("\n")[0];
  return line.length > TITLE_LENGTH ? `${line.slice(0, TITLE_LENGTH - 1)}…` : line;
}

/** The tool calls of the last answer that have no result yet: the conversation waits for the user's results. */
export function pendingToolCalls(messages: readonly UiMessage[]): ToolCall[] {
  const lastAssistant = messages.findLastIndex((m) => m.role === "assistant");
  if (lastAssistant === -1) return [];
  const calls = messages[lastAssistant].toolCalls ?? [];
  const answered = new Set(messages.slice(lastAssistant + 1).flatMap((m) => (m.toolCallId ? [m.toolCallId] : [])));
  return calls.filter((call) => !answered.has(call.id));
}

/** Whether the conversation ends with something the model has not answered yet (a user message or tool results). */
export function awaitsAnswer(messages: readonly UiMessage[]): boolean {
  const last = messages.at(-1);
  return last !== undefined && last.role !== "assistant" && pendingToolCalls(messages).length === 0;
}

/**
 * The messages a request for this conversation carries: everything up to the last turn that asks for an answer
 * (a user message or tool results), never the replies after it. A request never ends with the assistant's reply.
 */
export function requestMessages(messages: readonly UiMessage[]): UiMessage[] {
  let end = messages.length;
  while (end > 0 && messages[end - 1].role === "assistant") end -= 1;
  return messages.slice(0, end);
}
