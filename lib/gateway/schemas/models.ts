import { z } from "zod";
import { ExtraFields, integerAtLeast, text } from "./shared";

export const Model = z.looseObject({
  id: z.string().nullish(),
  canonical_slug: z.string().nullish(),
  name: z.string().nullish(),
  deployment: z.string().nullish(),
  created: z.int().nullish(),
  context_length: z.int().nullish(),
  max_input_tokens: z.int().nullish(),
  max_output_tokens: z.int().nullish(),
  architecture: z
    .looseObject({
      modality: z.string().nullish(),
      tokenizer: z.string().nullish(),
      instruct_type: z.string().nullish(),
      input_modalities: z.array(z.string()).nullish(),
      output_modalities: z.array(z.string()).nullish(),
    })
    .nullish(),
  pricing: z
    .looseObject({
      prompt: z.string().nullish(),
      completion: z.string().nullish(),
      request: z.string().nullish(),
      image: z.string().nullish(),
      web_search: z.string().nullish(),
      internal_reasoning: z.string().nullish(),
      input_cache_read: z.string().nullish(),
      input_cache_write: z.string().nullish(),
    })
    .nullish(),
  top_provider: z
    .looseObject({
      is_moderated: z.boolean().nullish(),
      context_length: z.int().nullish(),
      max_completion_tokens: z.int().nullish(),
    })
    .nullish(),
  per_request_limits: z
    .looseObject({ prompt_tokens: z.int().nullish(), completion_tokens: z.int().nullish() })
    .nullish(),
  supported_parameters: z.array(z.string()).nullish(),
  default_parameters: z
    .looseObject({
      temperature: z.number().nullish(),
      top_p: z.number().nullish(),
      frequency_penalty: z.number().nullish(),
    })
    .nullish(),
  model_hub_id: z.string().nullish(),
  description: z.string().nullish(),
  owned_by: z.string().nullish(),
  supported_methods: z.array(z.string()).nullish(),
});
export type Model = z.infer<typeof Model>;

/** GET /v1/models response. `next_page_token` goes back as `page_token` for the next page. */
export const ModelList = z.looseObject({
  data: z.array(Model).nullish(),
  extra_fields: ExtraFields.nullish(),
  next_page_token: z.string().nullish(),
});
export type ModelList = z.infer<typeof ModelList>;

/** GET /v1/models query. Query values arrive as strings, so `page_size` is coerced; unknown parameters are dropped. */
export const ModelListQuery = z.object({
  page_size: z.coerce
    .number("page_size must be an integer of at least 1")
    .pipe(integerAtLeast("page_size", 1))
    .optional(),
  page_token: text("page_token").optional(),
  provider: text("provider").optional(),
});
export type ModelListQuery = z.infer<typeof ModelListQuery>;
