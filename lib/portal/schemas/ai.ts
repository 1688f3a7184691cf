/** Record schemas of the AI area (keys, projects, costs, models, providers). Lenient output schemas. */
import { z } from "zod";
import { oArr, oBool, oInt, oNum, oObj, oStr } from "./fields";

const COST_FIELDS = [
  "cache_creation_input_audio_token_cost",
  "cache_creation_input_token_cost",
  "cache_creation_input_token_cost_above_200k_tokens",
  "cache_read_input_image_token_cost",
  "cache_read_input_token_cost",
  "cache_read_input_token_cost_above_200k_tokens",
  "cache_read_input_token_cost_above_200k_tokens_priority",
  "cache_read_input_token_cost_above_272k_tokens",
  "cache_read_input_token_cost_above_272k_tokens_priority",
  "cache_read_input_token_cost_flex",
  "cache_read_input_token_cost_priority",
  "code_interpreter_cost_per_session",
  "input_cost_per_audio_per_second",
  "input_cost_per_audio_per_second_above_128k_tokens",
  "input_cost_per_audio_token",
  "input_cost_per_character",
  "input_cost_per_image",
  "input_cost_per_image_token",
  "input_cost_per_pixel",
  "input_cost_per_second",
  "input_cost_per_token",
  "input_cost_per_token_above_128k_tokens",
  "input_cost_per_token_above_200k_tokens",
  "input_cost_per_token_above_200k_tokens_priority",
  "input_cost_per_token_above_272k_tokens",
  "input_cost_per_token_above_272k_tokens_priority",
  "input_cost_per_token_batches",
  "input_cost_per_token_flex",
  "input_cost_per_token_priority",
  "input_cost_per_video_per_second",
  "input_cost_per_video_per_second_above_128k_tokens",
  "output_cost_per_audio_token",
  "output_cost_per_image",
  "output_cost_per_image_above_1024_and_1024_pixels",
  "output_cost_per_image_above_2048_and_2048_pixels",
  "output_cost_per_image_above_4096_and_4096_pixels",
  "output_cost_per_image_above_512_and_512_pixels",
  "output_cost_per_image_auto_quality",
  "output_cost_per_image_high_quality",
  "output_cost_per_image_low_quality",
  "output_cost_per_image_medium_quality",
  "output_cost_per_image_token",
  "output_cost_per_pixel",
  "output_cost_per_second",
  "output_cost_per_token",
  "output_cost_per_token_above_128k_tokens",
  "output_cost_per_token_above_200k_tokens",
  "output_cost_per_token_above_200k_tokens_priority",
  "output_cost_per_token_above_272k_tokens",
  "output_cost_per_token_above_272k_tokens_priority",
  "output_cost_per_token_batches",
  "output_cost_per_token_flex",
  "output_cost_per_token_priority",
  "output_cost_per_video_per_second",
  "search_context_cost_per_query",
] as const;

/** The cost fields of the catalog, in spec order. */
export const costCatalogFields: readonly (typeof COST_FIELDS)[number][] = COST_FIELDS;

/** CostCatalog: an object of numbers. */
export const CostCatalog = z.looseObject(
  Object.fromEntries(COST_FIELDS.map((f) => [f, oNum()])) as Record<
    (typeof COST_FIELDS)[number],
    ReturnType<typeof oNum>
  >,
);
export type CostCatalog = z.infer<typeof CostCatalog>;

export const AICustomer = z.looseObject({
  budgets: oArr(),
  id: oStr(),
  llms: oObj(),
  name: oStr(),
  profile: oObj(),
  rate_limits: oArr(),
  teams: oArr(),
});
export type AICustomer = z.infer<typeof AICustomer>;

/** AIKeySummary: the create and update result. */
export const AIKeySummary = z.looseObject({
  budgets: oArr(),
  description: oStr(),
  id: oStr(),
  is_active: oBool(),
  name: oStr(),
  provider_configs: oArr(),
  rate_limits: oArr(),
});
export type AIKeySummary = z.infer<typeof AIKeySummary>;

export const AIKeyListItem = z.looseObject({
  budgets: oArr(),
  customer: oObj(),
  description: oStr(),
  id: oStr(),
  is_active: oBool(),
  is_limited: oBool(),
  name: oStr(),
  original_name: oStr(),
  parent_profile: oObj(),
  profile: oObj(),
  project: oStr(),
  project_id: oStr(),
  provider_configs: oArr(),
  rate_limits: oArr(),
  team: oObj(),
  tokens_usage: oObj(),
  uplift: oArr(),
  user: oStr(),
  user_id: oStr(),
  verified: oObj(),
});
export type AIKeyListItem = z.infer<typeof AIKeyListItem>;

export const AIKeyDetail = z.looseObject({
  budgets: oArr(),
  customer: oObj(),
  description: oStr(),
  id: oStr(),
  is_active: oBool(),
  model_limits: oArr(),
  name: oStr(),
  provider_configs: oArr(),
  rate_limits: oArr(),
  team: oObj(),
});
export type AIKeyDetail = z.infer<typeof AIKeyDetail>;

export const AIKeyCost = z.looseObject({
  from: oStr(),
  to: oStr(),
  key_price: oInt(),
  price: oNum(),
  tokens: oInt(),
  usage: oObj(),
});
export type AIKeyCost = z.infer<typeof AIKeyCost>;

export const AIProjectCost = z.looseObject({
  from: oStr(),
  to: oStr(),
  price: oNum(),
  tokens: oInt(),
  usage: oObj(),
});
export type AIProjectCost = z.infer<typeof AIProjectCost>;

export const AIProjectDetail = z.looseObject({
  budgets: oArr(),
  client_id: oStr(),
  customer: oObj(),
  description: oStr(),
  disabled: oBool(),
  id: oStr(),
  keys: oArr(),
  llms: oObj(),
  name: oStr(),
  original_name: oStr(),
  rate_limits: oArr(),
  reseller: oStr(),
  tokens_usage: oObj(),
});
export type AIProjectDetail = z.infer<typeof AIProjectDetail>;

/** AIProjectListItem: as AIProjectDetail but `llm` (array) instead of `llms`. */
export const AIProjectListItem = AIProjectDetail.omit({ llms: true }).extend({ llm: oArr() });
export type AIProjectListItem = z.infer<typeof AIProjectListItem>;

export const AIProjectCreated = z.looseObject({
  budgets: oArr(),
  customer_id: oStr(),
  description: oStr(),
  id: oStr(),
  llm: oArr(),
  name: oStr(),
  rate_limits: oArr(),
});
export type AIProjectCreated = z.infer<typeof AIProjectCreated>;

/**
 * An item of `llms[]` (its shape is not shown): a model id, or a record the console reads its id, name, provider, mode,
 * context length and prices from. Those fields must have their types when present (the price is multiplied, the
 * length formatted); `null` counts as absent, as OpenAI-compatible model lists send it for what they do not know.
 */
const nullableNum = () => z.number().nullable().optional();
const nullableStr = () => z.string().nullable().optional();
export const AIModelItem = z.union([
  z.string(),
  z.looseObject({
    id: nullableStr(),
    model: nullableStr(),
    name: nullableStr(),
    provider: nullableStr(),
    mode: nullableStr(),
    context_length: nullableNum(),
    max_tokens: nullableNum(),
    input_cost_per_token: nullableNum(),
    output_cost_per_token: nullableNum(),
    enabled: z.boolean().nullable().optional(),
  }),
]);

export const AIModels = z.looseObject({ all_available: oBool(), llms: z.array(AIModelItem).optional() });
export type AIModels = z.infer<typeof AIModels>;

/** An item of `providers[]` (not shown): a provider id, or a record with its id, name, state and website. */
export const AIProviderItem = z.union([
  z.string(),
  z.looseObject({
    id: nullableStr(),
    provider: nullableStr(),
    name: nullableStr(),
    enabled: z.boolean().nullable().optional(),
    website: nullableStr(),
    url: nullableStr(),
  }),
]);

export const AIProviders = z.looseObject({ all_available: oBool(), providers: z.array(AIProviderItem).optional() });
export type AIProviders = z.infer<typeof AIProviders>;

/** AIUser: every field a string (the spec says so, `enabled` included). */
export const AIUser = z.looseObject({
  client: oStr(),
  client_id: oStr(),
  email: oStr(),
  enabled: oStr(),
  firstName: oStr(),
  id: oStr(),
  lastName: oStr(),
  reseller: oStr(),
  username: oStr(),
});
export type AIUser = z.infer<typeof AIUser>;
