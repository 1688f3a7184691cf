/**
 * The chat parameters as the panel edits them, and which `supported_parameters` name each one needs. Numbers are
 * `undefined` when not set (the model's default applies and nothing is sent); the JSON editors keep their text so
 * that a half-typed schema survives a reload.
 */
import { guard, type GuardOf } from "@/lib/guards";
import { REASONING_EFFORTS, RESPONSE_FORMAT_TYPES } from "@/lib/gateway/limits";
import { maybeNumber, orElse } from "./lenient";

export const PARALLEL_CHOICES = ["default", "on", "off"] as const;

export const ChatParams = guard.objectOf({
  temperature: maybeNumber,
  top_p: maybeNumber,
  max_completion_tokens: maybeNumber,
  stop: orElse(guard.arrayOf(guard.string), []),
  seed: maybeNumber,
  presence_penalty: maybeNumber,
  frequency_penalty: maybeNumber,
  logprobs: orElse(guard.boolean, false),
  top_logprobs: maybeNumber,
  /** "" sends no `reasoning.effort`. */
  reasoning_effort: orElse(guard.oneOf(["", ...REASONING_EFFORTS] as const), ""),
  reasoning_max_tokens: maybeNumber,
  response_format: orElse(guard.oneOf(RESPONSE_FORMAT_TYPES), "text"),
  /** The `response_format.json_schema` object as typed: `{name, strict?, schema}`. */
  json_schema: orElse(guard.string, ""),
  /** The `tools` array as typed; empty sends no tools. */
  tools: orElse(guard.string, ""),
  /** `auto`, `none`, `required` or `function:<name>`. */
  tool_choice: orElse(guard.string, "auto"),
  parallel_tool_calls: orElse(guard.oneOf(PARALLEL_CHOICES), "default"),
  include_usage: orElse(guard.boolean, true),
});
export type ChatParams = GuardOf<typeof ChatParams>;

export const EXAMPLE_JSON_SCHEMA = JSON.stringify(
  {
    name: "answer",
    strict: true,
    schema: {
      type: "object",
      properties: { summary: { type: "string" }, confidence: { type: "number" } },
      required: ["summary", "confidence"],
      additionalProperties: false,
    },
  },
  null,
  2,
);

export const EXAMPLE_TOOLS = JSON.stringify(
  [
    {
      type: "function",
      function: {
        name: "get_weather",
        description: "Current weather for a city",
        parameters: {
          type: "object",
          properties: { city: { type: "string" }, unit: { type: "string", enum: ["celsius", "fahrenheit"] } },
          required: ["city"],
        },
      },
    },
  ],
  null,
  2,
);

export const DEFAULT_PARAMS: ChatParams = {
  stop: [],
  logprobs: false,
  reasoning_effort: "",
  response_format: "text",
  json_schema: EXAMPLE_JSON_SCHEMA,
  tools: "",
  tool_choice: "auto",
  parallel_tool_calls: "default",
  include_usage: true,
};

/** Every field the chat form shows an error under: the parameters, plus the model, fallbacks and messages. */
export const FIELDS = [
  "model",
  "fallbacks",
  "system",
  "messages",
  "temperature",
  "top_p",
  "max_completion_tokens",
  "stop",
  "seed",
  "presence_penalty",
  "frequency_penalty",
  "logprobs",
  "top_logprobs",
  "reasoning_effort",
  "reasoning_max_tokens",
  "response_format",
  "tools",
  "tool_choice",
  "parallel_tool_calls",
  "include_usage",
] as const;
export type Field = (typeof FIELDS)[number];
export type FieldErrors = Partial<Record<Field, string>>;

/** The `supported_parameters` names that enable a field (any one of them will do). */
const SUPPORT: Partial<Record<Field, readonly string[]>> = {
  temperature: ["temperature"],
  top_p: ["top_p"],
  max_completion_tokens: ["max_completion_tokens", "max_tokens"],
  stop: ["stop"],
  seed: ["seed"],
  presence_penalty: ["presence_penalty"],
  frequency_penalty: ["frequency_penalty"],
  logprobs: ["logprobs"],
  top_logprobs: ["top_logprobs", "logprobs"],
  reasoning_effort: ["reasoning", "include_reasoning", "reasoning_effort"],
  reasoning_max_tokens: ["reasoning", "include_reasoning"],
  response_format: ["response_format", "structured_outputs"],
  tools: ["tools"],
  tool_choice: ["tool_choice", "tools"],
  parallel_tool_calls: ["parallel_tool_calls"],
  include_usage: ["stream_options"],
};

/** A model that lists no parameters is not restricted: everything is offered, the gateway has the last word. */
export function isSupported(field: Field, supported: readonly string[] | null | undefined): boolean {
  const names = SUPPORT[field];
  if (!names || !supported || supported.length === 0) return true;
  return names.some((name) => supported.includes(name));
}

/**
 * The field a request parameter belongs to: `temperature` → temperature, `reasoning.max_tokens` →
 * reasoning_max_tokens, `response_format.json_schema.schema` → response_format, `stream_options` → include_usage.
 */
export function fieldOfParam(param: string): Field | undefined {
  const [head, next] = param.split(/[.[]/);
  if (head === "reasoning") return next === "max_tokens" ? "reasoning_max_tokens" : "reasoning_effort";
  if (head === "stream_options") return "include_usage";
  if (head === "stream") return undefined;
  return (FIELDS as readonly string[]).includes(head) ? (head as Field) : undefined;
}
