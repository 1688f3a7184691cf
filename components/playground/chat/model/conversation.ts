/**
 * A playground conversation as the browser keeps it (localStorage): the model and its settings, the system prompt
 * and the messages with what the gateway reported about each answer. Never a key: keys stay on the server.
 * The schemas are lenient (`catch`) because stored data is an edge: older versions and hand edits must not crash.
 */
import { z } from "zod";
import { ChatParams, DEFAULT_PARAMS } from "./params";

export const TokenLogprob = z.object({
  token: z.string(),
  logprob: z.number(),
  top: z.array(z.object({ token: z.string(), logprob: z.number() })).catch([]),
});
export type TokenLogprob = z.infer<typeof TokenLogprob>;

export const ToolCall = z.object({ id: z.string(), name: z.string(), arguments: z.string() });
export type ToolCall = z.infer<typeof ToolCall>;

/** What the footer under an answer shows; every number is optional because gateways may leave any out. */
export const AnswerMetrics = z.object({
  requestedModel: z.string(),
  servedModel: z.string().optional(),
  provider: z.string().optional(),
  fallback: z.boolean(),
  promptTokens: z.number().optional(),
  completionTokens: z.number().optional(),
  reasoningTokens: z.number().optional(),
  cost: z.number().optional(),
  /** `extra_fields.latency` of the last chunk: the gateway's own time for the request, in ms. */
  gatewayLatencyMs: z.number().optional(),
  /** Measured in the browser from sending to the first streamed token. */
  timeToFirstTokenMs: z.number().optional(),
  durationMs: z.number().optional(),
  finishReason: z.string().optional(),
});
export type AnswerMetrics = z.infer<typeof AnswerMetrics>;

export const ANSWER_STATES = ["complete", "stopped", "interrupted"] as const;
export type AnswerState = (typeof ANSWER_STATES)[number];

export const UiMessage = z.object({
  id: z.string(),
  role: z.enum(["user", "assistant", "tool"]),
  content: z.string().catch(""),
  reasoning: z.string().optional().catch(undefined),
  toolCalls: z.array(ToolCall).optional().catch(undefined),
  /** For tool results: the call answered, and its function's name (for the label). */
  toolCallId: z.string().optional().catch(undefined),
  toolName: z.string().optional().catch(undefined),
  logprobs: z.array(TokenLogprob).optional().catch(undefined),
  metrics: AnswerMetrics.optional().catch(undefined),
  state: z.enum(ANSWER_STATES).optional().catch(undefined),
  /** Why an interrupted answer ended, when the stream said. */
  note: z.string().optional().catch(undefined),
  /** The code of the stream's error event, when it had one (the console's relay names a drop or a stall). */
  noteCode: z.string().optional().catch(undefined),
});
export type UiMessage = z.infer<typeof UiMessage>;

export const Conversation = z.object({
  id: z.string(),
  title: z.string().catch(""),
  createdAt: z.number().catch(0),
  updatedAt: z.number().catch(0),
  model: z.string().catch(""),
  fallbacks: z.array(z.string()).catch([]),
  system: z.string().catch(""),
  params: ChatParams.catch(DEFAULT_PARAMS),
  messages: z.array(UiMessage).catch([]),
});
export type Conversation = z.infer<typeof Conversation>;

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
