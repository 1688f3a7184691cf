import { z } from "zod";
import { isModelId, MODEL_ID } from "../limits";

/**
 * Building blocks shared by the gateway schemas. Every constraint message names the field by its request path
 * (array items as `[]`, e.g. `tools[].type`) and states the limit, so a 400 can be shown to a person as is.
 */

type Values = readonly [string, ...string[]];

/** Error option that tells a missing required field apart from a wrongly typed one. */
export const required = (field: string, invalid: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? `${field} is required` : invalid),
});

export const text = (field: string) => z.string(`${field} must be a string`);

export const nonEmptyText = (field: string, isRequired = false) => {
  const message = `${field} must be a non-empty string`;
  return z.string(isRequired ? required(field, message) : message).min(1, message);
};

export const flag = (field: string) => z.boolean(`${field} must be true or false`);

export const integer = (field: string) => z.int(`${field} must be an integer`);

export const numberBetween = (field: string, min: number, max: number) => {
  const message = `${field} must be between ${min} and ${max}`;
  return z.number(message).min(min, message).max(max, message);
};

export const integerBetween = (field: string, min: number, max: number) => {
  const message = `${field} must be an integer between ${min} and ${max}`;
  return z.int(message).min(min, message).max(max, message);
};

export const integerAtLeast = (field: string, min: number) => {
  const message = `${field} must be an integer of at least ${min}`;
  return z.int(message).min(min, message);
};

export const oneOf = <const T extends Values>(field: string, values: T, isRequired = false) => {
  const message = `${field} must be one of ${values.join(", ")}`;
  return z.enum(values, isRequired ? required(field, message) : message);
};

export const freeObject = (field: string, isRequired = false) => {
  const message = `${field} must be an object`;
  return z.record(z.string(), z.unknown(), isRequired ? required(field, message) : message);
};

export const textList = (field: string) => z.array(text(`${field}[]`), `${field} must be an array of strings`);

/** Kept for callers of the old name; any model id the gateway lists matches (see `MODEL_ID`). */
export const MODEL_NAME_PATTERN = MODEL_ID.pattern;

export const modelName = (field: string, isRequired = false) => {
  const message = `${field} must be a model id of 1 to ${MODEL_ID.maxLength} characters without blanks, e.g. gpt-4o or openai/gpt-4o`;
  return z.string(isRequired ? required(field, message) : message).refine(isModelId, message);
};

/** A model id as the gateway lists it, with or without a provider prefix. */
export const ModelName = modelName("model", true);
export type ModelName = z.infer<typeof ModelName>;

export const Fallbacks = z.array(modelName("fallbacks[]"), "fallbacks must be an array of model ids");
export type Fallbacks = z.infer<typeof Fallbacks>;

export const Usage = z.looseObject({
  prompt_tokens: z.int().nullish(),
  completion_tokens: z.int().nullish(),
  total_tokens: z.int().nullish(),
  prompt_tokens_details: z
    .looseObject({
      text_tokens: z.int().nullish(),
      audio_tokens: z.int().nullish(),
      image_tokens: z.int().nullish(),
      cached_read_tokens: z.int().nullish(),
      cached_write_tokens: z.int().nullish(),
    })
    .nullish(),
  completion_tokens_details: z
    .looseObject({
      text_tokens: z.int().nullish(),
      accepted_prediction_tokens: z.int().nullish(),
      audio_tokens: z.int().nullish(),
      citation_tokens: z.int().nullish(),
      num_search_queries: z.int().nullish(),
      reasoning_tokens: z.int().nullish(),
      image_tokens: z.int().nullish(),
      rejected_prediction_tokens: z.int().nullish(),
    })
    .nullish(),
  cost: z
    .looseObject({
      input_tokens_cost: z.number().nullish(),
      output_tokens_cost: z.number().nullish(),
      reasoning_tokens_cost: z.number().nullish(),
      citation_tokens_cost: z.number().nullish(),
      search_queries_cost: z.number().nullish(),
      request_cost: z.number().nullish(),
      total_cost: z.number().nullish(),
    })
    .nullish(),
});
export type Usage = z.infer<typeof Usage>;

export const CacheDebug = z.looseObject({
  cache_hit: z.boolean().nullish(),
  cache_id: z.string().nullish(),
  hit_type: z.string().nullish(),
  requested_provider: z.string().nullish(),
  requested_model: z.string().nullish(),
  provider_used: z.string().nullish(),
  model_used: z.string().nullish(),
  input_tokens: z.int().nullish(),
  threshold: z.number().nullish(),
  similarity: z.number().nullish(),
});
export type CacheDebug = z.infer<typeof CacheDebug>;

/** Routing and timing information on every successful gateway response. The spec leaves the unit of `latency` open. */
export const ExtraFields = z.looseObject({
  request_type: z.string().nullish(),
  provider: z.string().nullish(),
  model_requested: z.string().nullish(),
  model_deployment: z.string().nullish(),
  latency: z.int().nullish(),
  chunk_index: z.int().nullish(),
  raw_request: z.record(z.string(), z.unknown()).nullish(),
  raw_response: z.record(z.string(), z.unknown()).nullish(),
  cache_debug: CacheDebug.nullish(),
});
export type ExtraFields = z.infer<typeof ExtraFields>;
