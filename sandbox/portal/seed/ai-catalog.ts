/**
 * The AI area's fixed catalog: models and providers (the same as the gateway stand-in's, so keys, projects and
 * the playground agree), the tiers that set new keys' and projects' limits, and the full cost catalog.
 */
import { CATALOG, PROVIDERS } from "../../gateway/models";

export interface AiModelRecord {
  id: string;
  name: string;
  provider: string;
  mode: "chat" | "embedding" | "rerank";
  context_length: number;
  input_cost_per_token: number;
  output_cost_per_token: number;
}

export interface AiProviderRecord {
  id: string;
  name: string;
  enabled: boolean;
  website: string;
}

export const AI_MODELS: readonly AiModelRecord[] = CATALOG.map((m) => ({
  id: m.info.id,
  name: m.info.name,
  provider: m.provider,
  mode: m.info.supported_methods.includes("chat.completions")
    ? "chat"
    : m.info.supported_methods.includes("embeddings")
      ? "embedding"
      : "rerank",
  context_length: m.info.context_length,
  input_cost_per_token: Number(m.info.pricing.prompt) || 0,
  output_cost_per_token: Number(m.info.pricing.completion) || 0,
}));

const PROVIDER_NAMES: Record<string, [name: string, website: string]> = {
  openai: ["OpenAI", "https://openai.com"],
  anthropic: ["Anthropic", "https://www.anthropic.com"],
  mistral: ["Mistral AI", "https://mistral.ai"],
  cohere: ["Cohere", "https://cohere.com"],
};

export const AI_PROVIDERS: readonly AiProviderRecord[] = PROVIDERS.map((id) => ({
  id,
  name: PROVIDER_NAMES[id]?.[0] ?? id,
  enabled: true,
  website: PROVIDER_NAMES[id]?.[1] ?? "",
}));

/** Budget line: spend limit in the billing currency, reset period, what is used of it. */
export type BudgetLine = {
  max_limit: number;
  reset_duration: string;
  current_usage: number;
  /** When the window resets (ISO time), as LiteLLM's `budget_reset_at`: the window is the period before it. */
  reset_at?: string;
};

/** Rate-limit line: tokens and requests per period. */
export type RateLimitLine = {
  token_max_limit: number;
  token_reset_duration: string;
  request_max_limit: number;
  request_reset_duration: string;
};

interface Tier {
  budget: number;
  tokensPerMinute: number;
  requestsPerMinute: number;
  models: string[];
}

/** The tiers of new keys and projects (the spec does not show them): basic, standard, premium. */
export const TIERS: Record<string, Tier> = {
  basic: {
    budget: 50,
    tokensPerMinute: 20_000,
    requestsPerMinute: 60,
    models: ["openai/gpt-4o-mini", "mistral/mistral-small-latest"],
  },
  standard: {
    budget: 500,
    tokensPerMinute: 200_000,
    requestsPerMinute: 600,
    models: [
      "openai/gpt-4o",
      "openai/gpt-4o-mini",
      "anthropic/claude-3-5-haiku",
      "mistral/mistral-small-latest",
      "openai/text-embedding-3-small",
    ],
  },
  premium: { budget: 5_000, tokensPerMinute: 2_000_000, requestsPerMinute: 6_000, models: AI_MODELS.map((m) => m.id) },
};

/** A tier's budget: 30 days that, for a new record, begin now. */
export const tierBudgets = (tier: string, used = 0, resetAt?: number): BudgetLine[] => [
  {
    max_limit: TIERS[tier].budget,
    reset_duration: "30d",
    current_usage: used,
    ...(resetAt === undefined ? {} : { reset_at: new Date(resetAt).toISOString() }),
  },
];

export const tierRateLimits = (tier: string): RateLimitLine[] => [
  {
    token_max_limit: TIERS[tier].tokensPerMinute,
    token_reset_duration: "1m",
    request_max_limit: TIERS[tier].requestsPerMinute,
    request_reset_duration: "1m",
  },
];

/** Every field of the spec's CostCatalog, with list prices of a current flagship model (in the billing currency). */
export const COST_CATALOG: Record<string, number> = {
  cache_creation_input_audio_token_cost: 4e-5,
  cache_creation_input_token_cost: 3.75e-6,
  cache_creation_input_token_cost_above_200k_tokens: 7.5e-6,
  cache_read_input_image_token_cost: 2.5e-7,
  cache_read_input_token_cost: 1.25e-6,
  cache_read_input_token_cost_above_200k_tokens: 2.5e-6,
  cache_read_input_token_cost_above_200k_tokens_priority: 4.375e-6,
  cache_read_input_token_cost_above_272k_tokens: 2.5e-7,
  cache_read_input_token_cost_above_272k_tokens_priority: 4.5e-7,
  cache_read_input_token_cost_flex: 6.25e-7,
  cache_read_input_token_cost_priority: 2.125e-6,
  code_interpreter_cost_per_session: 0.03,
  input_cost_per_audio_per_second: 1e-4,
  input_cost_per_audio_per_second_above_128k_tokens: 2e-4,
  input_cost_per_audio_token: 4e-5,
  input_cost_per_character: 1.25e-7,
  input_cost_per_image: 0.001315,
  input_cost_per_image_token: 1e-5,
  input_cost_per_pixel: 1.9e-9,
  input_cost_per_second: 1e-4,
  input_cost_per_token: 2.5e-6,
  input_cost_per_token_above_128k_tokens: 5e-6,
  input_cost_per_token_above_200k_tokens: 5e-6,
  input_cost_per_token_above_200k_tokens_priority: 8.75e-6,
  input_cost_per_token_above_272k_tokens: 2.5e-6,
  input_cost_per_token_above_272k_tokens_priority: 4.5e-6,
  input_cost_per_token_batches: 1.25e-6,
  input_cost_per_token_flex: 1.25e-6,
  input_cost_per_token_priority: 4.25e-6,
  input_cost_per_video_per_second: 5e-4,
  input_cost_per_video_per_second_above_128k_tokens: 1e-3,
  output_cost_per_audio_token: 8e-5,
  output_cost_per_image: 0.04,
  output_cost_per_image_above_1024_and_1024_pixels: 0.08,
  output_cost_per_image_above_2048_and_2048_pixels: 0.12,
  output_cost_per_image_above_4096_and_4096_pixels: 0.16,
  output_cost_per_image_above_512_and_512_pixels: 0.02,
  output_cost_per_image_auto_quality: 0.042,
  output_cost_per_image_high_quality: 0.167,
  output_cost_per_image_low_quality: 0.011,
  output_cost_per_image_medium_quality: 0.042,
  output_cost_per_image_token: 4e-5,
  output_cost_per_pixel: 2.4e-8,
  output_cost_per_second: 2e-4,
  output_cost_per_token: 1e-5,
  output_cost_per_token_above_128k_tokens: 1.5e-5,
  output_cost_per_token_above_200k_tokens: 2.25e-5,
  output_cost_per_token_above_200k_tokens_priority: 3.75e-5,
  output_cost_per_token_above_272k_tokens: 2e-5,
  output_cost_per_token_above_272k_tokens_priority: 3.6e-5,
  output_cost_per_token_batches: 5e-6,
  output_cost_per_token_flex: 5e-6,
  output_cost_per_token_priority: 1.7e-5,
  output_cost_per_video_per_second: 0.1,
  search_context_cost_per_query: 0.035,
};
