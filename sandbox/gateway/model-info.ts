/**
 * How the stand-in describes a model: the Model fields of the spec, built from a short spec per model so that
 * prices, limits and supported parameters stay consistent with each other.
 */
export type Method = "chat.completions" | "embeddings" | "rerank";

export interface ModelInfo {
  id: string;
  canonical_slug: string;
  name: string;
  created: number;
  context_length: number;
  max_input_tokens: number;
  max_output_tokens: number;
  architecture: {
    modality: string;
    input_modalities: string[];
    output_modalities: string[];
    tokenizer: string;
    instruct_type?: string;
  };
  pricing: {
    prompt: string;
    completion: string;
    request: string;
    image: string;
    web_search: string;
    internal_reasoning: string;
    input_cache_read: string;
    input_cache_write: string;
  };
  top_provider: { is_moderated: boolean; context_length: number; max_completion_tokens: number };
  per_request_limits: { prompt_tokens: number; completion_tokens: number };
  supported_parameters: string[];
  default_parameters: { temperature?: number; top_p?: number; frequency_penalty?: number };
  description: string;
  owned_by: string;
  supported_methods: Method[];
}

export interface CatalogModel {
  provider: string;
  info: ModelInfo;
  /** Vector length of an embedding model when the request names none. */
  dimensions?: number;
}

const OWNERS: Record<string, string> = {
  openai: "openai",
  anthropic: "anthropic",
  mistral: "mistralai",
  cohere: "cohere",
};
const TOKENIZERS: Record<string, string> = { openai: "GPT", anthropic: "Claude", mistral: "Mistral", cohere: "Cohere" };
const DEFAULT_TEMPERATURE: Record<string, number> = { openai: 1, anthropic: 1, mistral: 0.7, cohere: 0.3 };

export type Feature = "tools" | "logprobs" | "reasoning" | "response_format" | "penalties" | "dimensions";

const FEATURE_PARAMETERS: Record<Feature, string[]> = {
  tools: ["tools", "tool_choice", "parallel_tool_calls"],
  logprobs: ["logprobs", "top_logprobs"],
  reasoning: ["reasoning", "include_reasoning"],
  response_format: ["response_format", "structured_outputs"],
  penalties: ["frequency_penalty", "presence_penalty", "logit_bias"],
  dimensions: ["dimensions"],
};

const CHAT_PARAMETERS = ["max_completion_tokens", "temperature", "top_p", "stop", "seed", "stream", "stream_options"];

interface Spec {
  model: string;
  name: string;
  /** Release day, `YYYY-MM-DD`; also the suffix of the canonical slug. */
  released: string;
  context: number;
  maxOutput: number;
  /** Per million tokens, prompt and completion, in the currency the portal bills in (the gateway states none). */
  price: [number, number];
  features: Feature[];
  description: string;
  images?: boolean;
}

/** A per-token price as a plain decimal string ("0.0000025", never "2.5e-7"). */
const perToken = (perMillion: number) => (perMillion / 1_000_000).toFixed(14).replace(/0+$/, "").replace(/\.$/, "");

function build(provider: string, spec: Spec, method: Method, extra: { requestPrice?: string } = {}): ModelInfo {
  const isChat = method === "chat.completions";
  const input = isChat && spec.images ? ["text", "image"] : ["text"];
  const output = isChat ? ["text"] : method === "embeddings" ? ["embeddings"] : ["scores"];
  const base =
    method === "chat.completions"
      ? CHAT_PARAMETERS
      : method === "embeddings"
        ? ["encoding_format"]
        : ["top_n", "return_documents", "max_tokens_per_doc"];
  const maxInput = isChat ? spec.context - spec.maxOutput : spec.context;
  return {
    id: `${provider}/${spec.model}`,
    canonical_slug: `${provider}/${spec.model}-${spec.released.replaceAll("-", "")}`,
    name: spec.name,
    created: Date.parse(`${spec.released}T00:00:00Z`) / 1000,
    context_length: spec.context,
    max_input_tokens: maxInput,
    max_output_tokens: spec.maxOutput,
    architecture: {
      modality: `${input.join("+")}->${output.join("+")}`,
      input_modalities: input,
      output_modalities: output,
      tokenizer: TOKENIZERS[provider],
      ...(isChat ? { instruct_type: "chat" } : {}),
    },
    pricing: {
      prompt: perToken(spec.price[0]),
      completion: perToken(spec.price[1]),
      request: extra.requestPrice ?? "0",
      image: "0",
      web_search: "0",
      internal_reasoning: spec.features.includes("reasoning") ? perToken(spec.price[1]) : "0",
      input_cache_read: perToken(spec.price[0] / 10),
      input_cache_write: perToken(spec.price[0] * 1.25),
    },
    top_provider: {
      is_moderated: provider === "openai",
      context_length: spec.context,
      max_completion_tokens: spec.maxOutput,
    },
    per_request_limits: { prompt_tokens: maxInput, completion_tokens: spec.maxOutput },
    supported_parameters: [...base, ...spec.features.flatMap((f) => FEATURE_PARAMETERS[f])],
    default_parameters: isChat ? { temperature: DEFAULT_TEMPERATURE[provider], top_p: 1, frequency_penalty: 0 } : {},
    description: spec.description,
    owned_by: OWNERS[provider],
    supported_methods: [method],
  };
}

export const chat = (provider: string, spec: Spec): CatalogModel => ({
  provider,
  info: build(provider, spec, "chat.completions"),
});

export const embedding = (
  provider: string,
  dimensions: number,
  spec: Omit<Spec, "maxOutput" | "features"> & { features?: Feature[] },
): CatalogModel => ({
  provider,
  dimensions,
  info: build(provider, { ...spec, maxOutput: 0, features: spec.features ?? [] }, "embeddings"),
});

export const rerank = (provider: string, spec: Omit<Spec, "maxOutput" | "features" | "price">): CatalogModel => ({
  provider,
  info: build(provider, { ...spec, maxOutput: 0, features: [], price: [0, 0] }, "rerank", { requestPrice: "0.002" }),
});
