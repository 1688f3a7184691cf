import { z } from "zod";
import { ToolChoice, Tool } from "./chat-tools";
import { ChatMessage } from "./messages";
import {
  Fallbacks,
  flag,
  freeObject,
  integer,
  integerAtLeast,
  integerBetween,
  ModelName,
  nonEmptyText,
  numberBetween,
  oneOf,
  required,
  text,
  textList,
} from "./shared";

import {
  CHAT_LIMITS,
  REASONING_EFFORTS,
  RESPONSE_FORMAT_TYPES,
  VERBOSITY_LEVELS,
  PROMPT_CACHE_RETENTIONS,
  SEARCH_CONTEXT_SIZES,
} from "../limits";

export {
  CHAT_LIMITS,
  REASONING_EFFORTS,
  RESPONSE_FORMAT_TYPES,
  VERBOSITY_LEVELS,
  PROMPT_CACHE_RETENTIONS,
  SEARCH_CONTEXT_SIZES,
};

const range = <K extends "frequency_penalty" | "presence_penalty" | "temperature" | "top_p">(field: K) =>
  numberBetween(field, CHAT_LIMITS[field].min, CHAT_LIMITS[field].max);

const stopMessage = `stop must be a string or an array of at most ${CHAT_LIMITS.stop.maxItems} strings`;

export const Stop = z.union(
  [
    z.string(stopMessage),
    z
      .array(text("stop[]"), stopMessage)
      .max(CHAT_LIMITS.stop.maxItems, `stop must hold at most ${CHAT_LIMITS.stop.maxItems} sequences`),
  ],
  stopMessage,
);
export type Stop = z.infer<typeof Stop>;

export const Reasoning = z.looseObject(
  {
    effort: oneOf("reasoning.effort", REASONING_EFFORTS).optional(),
    max_tokens: integerAtLeast("reasoning.max_tokens", 1).optional(),
  },
  "reasoning must be an object",
);
export type Reasoning = z.infer<typeof Reasoning>;

export const StreamOptions = z.looseObject(
  {
    include_obfuscation: flag("stream_options.include_obfuscation").optional(),
    include_usage: flag("stream_options.include_usage").optional(),
  },
  "stream_options must be an object",
);
export type StreamOptions = z.infer<typeof StreamOptions>;

/** Free-form apart from `type` and, for `json_schema`, the schema's name and body. */
export const ResponseFormat = z
  .looseObject(
    {
      type: oneOf("response_format.type", RESPONSE_FORMAT_TYPES).optional(),
      json_schema: z
        .looseObject(
          {
            name: nonEmptyText("response_format.json_schema.name", true),
            description: text("response_format.json_schema.description").optional(),
            schema: freeObject("response_format.json_schema.schema", true),
            strict: flag("response_format.json_schema.strict").optional(),
          },
          "response_format.json_schema must be an object with a name and a schema",
        )
        .optional(),
    },
    "response_format must be an object",
  )
  .superRefine((format, ctx) => {
    if (format.type === "json_schema" && format.json_schema === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["json_schema"],
        message: "response_format.json_schema is required when response_format.type is json_schema",
      });
    }
  });
export type ResponseFormat = z.infer<typeof ResponseFormat>;

export const Prediction = z.looseObject(
  {
    type: z.literal("content", "prediction.type must be content").optional(),
    content: z
      .union(
        [z.string(), z.array(freeObject("prediction.content[]"))],
        "prediction.content must be a string or an array of objects",
      )
      .optional(),
  },
  "prediction must be an object",
);
export type Prediction = z.infer<typeof Prediction>;

const isIanaTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
};

const approximate = "web_search_options.user_location.approximate";

export const WebSearchOptions = z.looseObject(
  {
    search_context_size: oneOf("web_search_options.search_context_size", SEARCH_CONTEXT_SIZES).optional(),
    user_location: z
      .looseObject(
        {
          type: text("web_search_options.user_location.type").optional(),
          approximate: z
            .looseObject(
              {
                city: text(`${approximate}.city`).optional(),
                country: text(`${approximate}.country`)
                  .regex(/^[A-Za-z]{2}$/, `${approximate}.country must be a two-letter ISO country code, e.g. DE`)
                  .optional(),
                region: text(`${approximate}.region`).optional(),
                timezone: text(`${approximate}.timezone`)
                  .refine(isIanaTimeZone, `${approximate}.timezone must be an IANA time zone, e.g. Europe/Berlin`)
                  .optional(),
              },
              `${approximate} must be an object`,
            )
            .optional(),
        },
        "web_search_options.user_location must be an object",
      )
      .optional(),
  },
  "web_search_options must be an object",
);
export type WebSearchOptions = z.infer<typeof WebSearchOptions>;

/** POST /v1/chat/completions body. Unknown (vendor) fields pass through; every field of the spec is checked. */
export const ChatRequest = z.looseObject(
  {
    model: ModelName,
    messages: z
      .array(ChatMessage, required("messages", "messages must be an array of messages"))
      .min(1, "messages must hold at least 1 message"),
    fallbacks: Fallbacks.optional(),
    stream: flag("stream").optional(),
    frequency_penalty: range("frequency_penalty").optional(),
    presence_penalty: range("presence_penalty").optional(),
    temperature: range("temperature").optional(),
    top_p: range("top_p").optional(),
    top_logprobs: integerBetween("top_logprobs", CHAT_LIMITS.top_logprobs.min, CHAT_LIMITS.top_logprobs.max).optional(),
    logprobs: flag("logprobs").optional(),
    logit_bias: z
      .record(z.string(), z.number("logit_bias values must be numbers"), "logit_bias must be an object of numbers")
      .optional(),
    max_completion_tokens: integerAtLeast("max_completion_tokens", 1).optional(),
    seed: integer("seed").optional(),
    stop: Stop.optional(),
    metadata: freeObject("metadata").optional(),
    modalities: textList("modalities").optional(),
    parallel_tool_calls: flag("parallel_tool_calls").optional(),
    prompt_cache_key: text("prompt_cache_key").optional(),
    prompt_cache_retention: oneOf("prompt_cache_retention", PROMPT_CACHE_RETENTIONS).optional(),
    reasoning: Reasoning.optional(),
    response_format: ResponseFormat.optional(),
    safety_identifier: text("safety_identifier").optional(),
    service_tier: text("service_tier").optional(),
    truncation: text("truncation").optional(),
    user: text("user").optional(),
    stream_options: StreamOptions.optional(),
    store: flag("store").optional(),
    verbosity: oneOf("verbosity", VERBOSITY_LEVELS).optional(),
    tool_choice: ToolChoice.optional(),
    tools: z.array(Tool, "tools must be an array of tools").optional(),
    prediction: Prediction.optional(),
    web_search_options: WebSearchOptions.optional(),
  },
  "the request body must be a JSON object",
);
export type ChatRequest = z.infer<typeof ChatRequest>;
