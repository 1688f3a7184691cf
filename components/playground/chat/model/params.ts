/**
 * The chat parameters as the panel edits them, and which `supported_parameters` name each one needs. Numbers are
 * `undefined` when not set (the model's default applies and nothing is sent); the JSON editors keep their text so
 * that a half-typed schema survives a reload.
 */
import { z } from "zod";
import { REASONING_EFFORTS, RESPONSE_FORMAT_TYPES } from "@/lib/gateway/schemas";

export const PARALLEL_CHOICES = ["default", "on", "off"] as const;

const optionalNumber = z.number().optional().catch(undefined);

export const ChatParams = z.object({
  temperature: optionalNumber,
  top_p: optionalNumber,
  max_completion_tokens: optionalNumber,
  stop: z.array(z.string()).catch([]),
  seed: optionalNumber,
  presence_penalty: optionalNumber,
  frequency_penalty: optionalNumber,
  logprobs: z.boolean().catch(false),
  top_logprobs: optionalNumber,
  /** "" sends no `reasoning.effort`. */
  reasoning_effort: z.enum(["", ...REASONING_EFFORTS]).catch(""),
  reasoning_max_tokens: optionalNumber,
  response_format: z.enum(RESPONSE_FORMAT_TYPES).catch("text"),
  /** The `response_format.json_schema` object as typed: `{name, strict?, schema}`. */
  json_schema: z.string().catch(""),
  /** The `tools` array as typed; empty sends no tools. */
  tools: z.string().catch(""),
  /** `auto`, `none`, `required` or `function:<name>`. */
  tool_choice: z.string().catch("auto"),
  parallel_tool_calls: z.enum(PARALLEL_CHOICES).catch("default"),
  include_usage: z.boolean().catch(true),
});
export type ChatParams = z.infer<typeof ChatParams>;

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
