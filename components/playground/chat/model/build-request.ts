/**
 * Turns the playground's state into the exact `/v1/chat/completions` body, checked with the gateway's own schema
 * (`ChatRequest`, the spec's limits) so that what the gateway would reject is shown under its field before
 * anything is sent. Parameters the model does not list are left out, not sent and ignored.
 */
import { z } from "zod";
import { CHAT_LIMITS, ChatRequest, gatewayErrorFromZod, ResponseFormat, Tool } from "@/lib/gateway/schemas";
import { checkJsonSchema, type SchemaProblem } from "./json-schema-check";
import type { UiMessage } from "./conversation";
import { fieldOfParam, isSupported, type ChatParams, type Field } from "./params";

export type FieldErrorCode =
  | "between"
  | "integerBetween"
  | "integerMin"
  | "integer"
  | "stopMax"
  | "modelName"
  | "modelRequired"
  | "json"
  | "notArray"
  | "schemaProblem"
  | "toolChoiceUnknown"
  | "gateway"
  | "detail";

/** A field's error as a message key and its values, so the panel can say it in the user's language. */
export interface FieldError {
  code: FieldErrorCode;
  values?: Record<string, string | number>;
  /** For `schemaProblem`: what is wrong with the JSON Schema, and where. */
  problem?: SchemaProblem;
}
export type FieldErrorMap = Partial<Record<Field, FieldError>>;

export interface ChatDraft {
  model: string;
  fallbacks: readonly string[];
  system: string;
  messages: readonly UiMessage[];
  params: ChatParams;
  /** The chosen model's `supported_parameters`; null or empty when unknown (then nothing is held back). */
  supported?: readonly string[] | null;
}

export interface BuiltRequest {
  /** Undefined while a field is invalid or there is nothing to send yet. */
  request?: ChatRequest;
  errors: FieldErrorMap;
}

type WireMessage = ChatRequest["messages"][number];

export function toWireMessages(system: string, messages: readonly UiMessage[]): WireMessage[] {
  const wire: WireMessage[] = system.trim() ? [{ role: "system", content: system }] : [];
  for (const message of messages) {
    if (message.role === "tool") {
      wire.push({ role: "tool", tool_call_id: message.toolCallId ?? "", content: message.content });
    } else if (message.role === "assistant" && message.toolCalls?.length) {
      wire.push({
        role: "assistant",
        content: message.content || null,
        tool_calls: message.toolCalls.map((call) => ({
          id: call.id,
          type: "function",
          function: { name: call.name, arguments: call.arguments },
        })),
      });
    } else {
      wire.push({ role: message.role, content: message.content });
    }
  }
  return wire;
}

function parseJson(text: string): { value: unknown } | { error: FieldError } {
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    return { error: { code: "json", values: { detail: error instanceof Error ? error.message : String(error) } } };
  }
}

const gatewayDetail = (error: z.ZodError): FieldError => ({
  code: "detail",
  values: { detail: gatewayErrorFromZod(error).error?.message ?? "" },
});

/** The `response_format` for the chosen kind; for `json_schema` the editor's object, checked as a JSON Schema. */
function responseFormat(params: ChatParams): { value?: unknown; error?: FieldError } {
  if (params.response_format === "text") return {};
  if (params.response_format === "json_object") return { value: { type: "json_object" } };
  const parsed = parseJson(params.json_schema);
  if ("error" in parsed) return { error: parsed.error };
  const format = { type: "json_schema", json_schema: parsed.value };
  const checked = ResponseFormat.safeParse(format);
  if (!checked.success) return { error: gatewayDetail(checked.error) };
  const problem = checkJsonSchema(checked.data.json_schema?.schema);
  return problem ? { error: { code: "schemaProblem", problem } } : { value: format };
}

const ToolList = z.object({ tools: z.array(Tool) });

/** The tools array, checked against the spec's tool shape and each function's parameters as a JSON Schema. */
function tools(params: ChatParams): { value?: z.infer<typeof Tool>[]; error?: FieldError } {
  if (!params.tools.trim()) return {};
  const parsed = parseJson(params.tools);
  if ("error" in parsed) return { error: parsed.error };
  if (!Array.isArray(parsed.value)) return { error: { code: "notArray" } };
  // Checked under a `tools` key so that messages carry the request path (`tools[0].type must be …`).
  const checked = ToolList.safeParse({ tools: parsed.value });
  if (!checked.success) return { error: gatewayDetail(checked.error) };
  for (const [index, tool] of checked.data.tools.entries()) {
    const parameters = tool.function?.parameters;
    const problem = parameters ? checkJsonSchema(parameters, `tools[${index}].function.parameters`) : undefined;
    if (problem) return { error: { code: "schemaProblem", problem } };
  }
  return { value: checked.data.tools };
}

export const toolNames = (list: readonly z.infer<typeof Tool>[] | undefined) =>
  (list ?? []).flatMap((tool) => (tool.function?.name ? [tool.function.name] : []));

function toolChoice(choice: string, names: string[]): { value?: unknown; error?: FieldError } {
  if (choice === "auto" || choice === "") return {};
  if (choice === "none" || choice === "required") return { value: choice };
  const name = choice.startsWith("function:") ? choice.slice("function:".length) : choice;
  if (!names.includes(name)) return { error: { code: "toolChoiceUnknown", values: { name } } };
  return { value: { type: "function", function: { name } } };
}

/** A schema issue in the user's terms: which limit of which field, from the same table the schema uses. */
function describeIssue(field: Field, message: string): FieldError {
  switch (field) {
    case "temperature":
    case "top_p":
    case "presence_penalty":
    case "frequency_penalty":
      return { code: "between", values: { ...CHAT_LIMITS[field] } };
    case "top_logprobs":
      return { code: "integerBetween", values: { ...CHAT_LIMITS.top_logprobs } };
    case "max_completion_tokens":
    case "reasoning_max_tokens":
      return { code: "integerMin", values: { min: 1 } };
    case "seed":
      return { code: "integer" };
    case "stop":
      return { code: "stopMax", values: { max: CHAT_LIMITS.stop.maxItems } };
    case "model":
    case "fallbacks":
      return { code: "modelName" };
    default:
      return { code: "detail", values: { detail: message } };
  }
}

const issuePath = (path: readonly PropertyKey[]) =>
  path.map((key) => (typeof key === "number" ? `[${key}]` : String(key))).join(".");

/** Builds and checks the request. With no messages yet the parameters are still checked (with a stand-in). */
export function buildChatRequest(draft: ChatDraft): BuiltRequest {
  const { params, supported } = draft;
  const errors: FieldErrorMap = {};
  const offered = (field: Field) => isSupported(field, supported);
  const body: Record<string, unknown> = {
    model: draft.model,
    messages: toWireMessages(draft.system, draft.messages),
    stream: true,
  };
  if (!draft.model) errors.model = { code: "modelRequired" };
  if (draft.fallbacks.length > 0) body.fallbacks = [...draft.fallbacks];

  const numbers = [
    "temperature",
    "top_p",
    "max_completion_tokens",
    "seed",
    "presence_penalty",
    "frequency_penalty",
  ] as const;
  for (const field of numbers) if (offered(field) && params[field] !== undefined) body[field] = params[field];
  const stops = params.stop.filter((s) => s !== "");
  if (offered("stop") && stops.length > 0) body.stop = stops;
  if (offered("logprobs") && params.logprobs) {
    body.logprobs = true;
    if (offered("top_logprobs") && params.top_logprobs !== undefined) body.top_logprobs = params.top_logprobs;
  }
  const reasoning: Record<string, unknown> = {};
  if (offered("reasoning_effort") && params.reasoning_effort) reasoning.effort = params.reasoning_effort;
  if (offered("reasoning_max_tokens") && params.reasoning_max_tokens !== undefined)
    reasoning.max_tokens = params.reasoning_max_tokens;
  if (Object.keys(reasoning).length > 0) body.reasoning = reasoning;

  if (offered("response_format")) {
    const format = responseFormat(params);
    if (format.error) errors.response_format = format.error;
    else if (format.value) body.response_format = format.value;
  }
  if (offered("tools")) {
    const list = tools(params);
    if (list.error) errors.tools = list.error;
    else if (list.value?.length) {
      body.tools = list.value;
      const choice = toolChoice(params.tool_choice, toolNames(list.value));
      if (choice.error) errors.tool_choice = choice.error;
      else if (choice.value !== undefined && offered("tool_choice")) body.tool_choice = choice.value;
      if (offered("parallel_tool_calls") && params.parallel_tool_calls !== "default") {
        body.parallel_tool_calls = params.parallel_tool_calls === "on";
      }
    }
  }
  if (offered("include_usage") && params.include_usage) body.stream_options = { include_usage: true };

  const empty = draft.messages.length === 0 && !draft.system.trim();
  const candidate = empty ? { ...body, messages: [{ role: "user", content: "?" }] } : body;
  const checked = ChatRequest.safeParse(candidate);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = fieldOfParam(issuePath(issue.path)) ?? "messages";
      if (field === "model" && errors.model) continue;
      errors[field] ??= describeIssue(field, issue.message);
    }
  }
  const valid = checked.success && Object.keys(errors).length === 0;
  return { request: valid && !empty ? (checked.data as ChatRequest) : undefined, errors };
}
