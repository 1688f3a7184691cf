/**
 * Reading a chat request the way the stand-in model needs it: message text, the last user turn, and a prompt
 * token count for usage and context limits.
 */
import type { ChatMessage, ChatRequest } from "../../lib/gateway/schemas";
import { countPromptTokens } from "../../lib/gateway/token-count";

/** The text of a message: the string content, or its text parts joined. */
export function messageText(message: ChatMessage): string {
  const content = message.content;
  if (typeof content === "string") return content;
  if (!content) return "";
  return content.map((part) => (typeof part.text === "string" ? part.text : "")).join("\n");
}

export function lastUserText(request: ChatRequest): string {
  const last = [...request.messages].reverse().find((m) => m.role === "user");
  return last ? messageText(last) : "";
}

/** The prompt tokens of a request by the rule the console's estimate shares (lib/gateway/token-count.ts). */
export function promptTokens(request: ChatRequest): number {
  const messages = request.messages.map((m) => ({
    text: messageText(m),
    toolCalls: (m.tool_calls ?? []).map((c) => ({
      name: c.function?.name ?? "",
      arguments: c.function?.arguments ?? "",
    })),
  }));
  return countPromptTokens(messages, request.tools ? JSON.stringify(request.tools) : "");
}
