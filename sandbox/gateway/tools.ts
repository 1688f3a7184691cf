/**
 * Tool use of the stand-in model: decides whether the answer is a tool call (tools offered and the user asks
 * for one, or `tool_choice` demands it), invents plausible arguments from the function's JSON Schema and the
 * user's words, and, after a `tool` message, turns the tool's result into the opening of the answer.
 */
import { z } from "zod";
import type { ChatRequest } from "../../lib/gateway/schemas";
import { badRequest } from "./errors";
import { between, idFrom, pick, type Random } from "./prng";
import { keywords } from "./tokens";
import { lastUserText, messageText } from "./conversation";

export interface PlannedToolCall {
  id: string;
  name: string;
  arguments: string;
}

interface FunctionTool {
  name: string;
  description: string;
  properties: Record<string, unknown>;
  required: string[];
}

const PropertySchema = z.looseObject({
  type: z.union([z.string(), z.array(z.string())]).optional(),
  enum: z.array(z.unknown()).optional(),
});

function functionTools(request: ChatRequest): FunctionTool[] {
  return (request.tools ?? []).flatMap((tool) =>
    tool.type === "function" && tool.function
      ? [
          {
            name: tool.function.name,
            description: tool.function.description ?? "",
            properties: tool.function.parameters?.properties ?? {},
            required: tool.function.parameters?.required ?? [],
          },
        ]
      : [],
  );
}

interface Choice {
  forced: boolean;
  name?: string;
  allowed?: string[];
}

function readChoice(request: ChatRequest): Choice | null {
  const choice = request.tool_choice;
  if (choice === undefined || choice === "auto") return { forced: false };
  if (choice === "none") return null;
  if (choice === "required") return { forced: true };
  switch (choice.type) {
    case "none":
      return null;
    case "any":
    case "required":
      return { forced: true };
    case "function":
      return { forced: true, name: choice.function?.name };
    case "allowed_tools":
      return {
        forced: choice.allowed_tools?.mode === "required",
        allowed: choice.allowed_tools?.tools?.flatMap((t) => (t.function ? [t.function.name] : [])),
      };
    default:
      return { forced: false };
  }
}

/** A `tool_choice` naming a function that is not among `tools` is a client error. */
export function checkToolChoice(request: ChatRequest) {
  const choice = readChoice(request);
  const names = new Set(functionTools(request).map((t) => t.name));
  if (choice?.name && !names.has(choice.name)) {
    throw badRequest(`tool_choice names the function ${choice.name}, which is not among tools.`, "tool_choice");
  }
  if (choice?.forced && names.size === 0) {
    throw badRequest("tool_choice requires a tool call, but tools holds no function.", "tool_choice");
  }
}

const mentions = (text: string, tool: FunctionTool) => {
  const lower = text.toLowerCase();
  const name = tool.name.toLowerCase();
  if (lower.includes(name) || lower.includes(name.replace(/[_-]+/g, " "))) return true;
  return lower.includes("weather") && `${name} ${tool.description.toLowerCase()}`.includes("weather");
};

/** Proper names in the user's message (capitalised, not opening a sentence): likely places for a `location`. */
function properNames(text: string): string[] {
  return [...text.matchAll(/(?<![.!?]\s*|^)\b([A-Z][\p{L}-]+)/gu)].map((m) => m[1]).filter((w) => w !== "I");
}

function argumentValue(name: string, schema: unknown, userText: string, random: Random): unknown {
  const parsed = PropertySchema.safeParse(schema);
  const property = parsed.success ? parsed.data : {};
  if (property.enum && property.enum.length > 0) return pick(random, property.enum);
  const type = Array.isArray(property.type) ? property.type[0] : property.type;
  if (type === "integer") return between(random, 1, 100);
  if (type === "number") return between(random, 10, 1000) / 10;
  if (type === "boolean") return random() < 0.5;
  if (type === "object") return {};
  const words = keywords(userText);
  const text = /location|city|place|town|where|country|zone/i.test(name)
    ? (properNames(userText)[0] ?? "Berlin")
    : /unit/i.test(name)
      ? "celsius"
      : /query|question|text|prompt|input/i.test(name)
        ? userText.trim().slice(0, 80)
        : (words[0] ?? "example");
  return type === "array" ? [text] : text;
}

function inventArguments(tool: FunctionTool, userText: string, random: Random): string {
  const names = tool.required.length > 0 ? tool.required : Object.keys(tool.properties);
  const args: Record<string, unknown> = {};
  for (const name of names) args[name] = argumentValue(name, tool.properties[name], userText, random);
  return JSON.stringify(args);
}

/** The tool calls the model answers with; empty when it answers with text. */
export function planToolCalls(request: ChatRequest, random: Random): PlannedToolCall[] {
  const choice = readChoice(request);
  if (!choice) return [];
  const tools = functionTools(request).filter((t) => !choice.allowed || choice.allowed.includes(t.name));
  if (tools.length === 0) return [];
  const last = request.messages[request.messages.length - 1];
  // After a tool result the model answers in words, unless it is forced to call again.
  if (!choice.forced && last.role !== "user") return [];
  const text = lastUserText(request);
  let chosen = choice.name ? tools.filter((t) => t.name === choice.name) : tools.filter((t) => mentions(text, t));
  if (chosen.length === 0 && choice.forced) chosen = [tools[0]];
  if (request.parallel_tool_calls === false || choice.name) chosen = chosen.slice(0, 1);
  return chosen.slice(0, 3).map((tool) => ({
    id: idFrom(random, "call_"),
    name: tool.name,
    arguments: inventArguments(tool, text, random),
  }));
}

function describeResult(content: string): string {
  try {
    const value: unknown = JSON.parse(content);
    if (value && typeof value === "object" && !Array.isArray(value)) {
      const facts = Object.entries(value)
        .filter(([, v]) => ["string", "number", "boolean"].includes(typeof v))
        .slice(0, 6)
        .map(([k, v]) => `${k.replace(/_/g, " ")} is ${String(v)}`);
      if (facts.length > 0) return facts.join(", ");
    }
  } catch {
    // Not JSON: quote the text as it is.
  }
  return content.trim().slice(0, 200) || "empty";
}

/** Opening sentences that report the results of the tool messages after the last assistant turn. */
export function toolResultPrelude(request: ChatRequest): string[] | undefined {
  const messages = request.messages;
  let start = messages.length;
  while (start > 0 && messages[start - 1].role === "tool") start--;
  if (start === messages.length) return undefined;
  const calls = messages[start - 1]?.tool_calls ?? [];
  return messages.slice(start).map((message) => {
    const call = calls.find((c) => c.id === message.tool_call_id);
    const source = call?.function?.name ?? message.name ?? "the tool";
    return `According to ${source}, ${describeResult(messageText(message))}.`;
  });
}
