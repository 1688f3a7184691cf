/**
 * Reading a chat request the way the stand-in model needs it: message text, the last user turn, and a prompt
 * token count for usage and context limits.
 */
import type { ChatMessage, ChatRequest } from "../../lib/gateway/schemas";
import { countTokens } from "./tokens";

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

/** Like OpenAI's count: the message text plus a few tokens of framing per message, plus the tool definitions. */
export function promptTokens(request: ChatRequest): number {
  const perMessage = request.messages.reduce((sum, m) => {
    const calls = (m.tool_calls ?? []).map((c) => `${c.function?.name ?? ""} ${c.function?.arguments ?? ""}`).join(" ");
    return sum + 4 + countTokens(messageText(m)) + countTokens(calls);
  }, 0);
  const tools = request.tools ? countTokens(JSON.stringify(request.tools)) : 0;
  return perMessage + tools + 3;
}
