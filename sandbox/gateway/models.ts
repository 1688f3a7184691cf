/**
 * The stand-in's model catalog: four providers with chat, embedding and rerank models, described with the
 * Model fields of the spec. Capabilities differ on purpose (tools, logprobs, reasoning) so the console's
 * playground has something to adapt to. Prices are per token, as decimal strings.
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
  architecture: { modality: string; input_modalities: string[]; output_modalities: string[]; tokenizer: string; instruct_type?: string };
  pricing: { prompt: string; completion: string; request: string; image: string; web_search: string; internal_reasoning: string; input_cache_read: string; input_cache_write: string };
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

export const PROVIDERS = ["openai", "anthropic", "mistral", "cohere"] as const;

const OWNERS: Record<string, string> = { openai: "openai", anthropic: "anthropic", mistral: "mistralai", cohere: "cohere" };
const TOKENIZERS: Record<string, string> = { openai: "GPT", anthropic: "Claude", mistral: "Mistral", cohere: "Cohere" };
const DEFAULT_TEMPERATURE: Record<string, number> = { openai: 1, anthropic: 1, mistral: 0.7, cohere: 0.3 };

type Feature = "tools" | "logprobs" | "reasoning" | "response_format" | "penalties" | "dimensions";

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
  /** USD per million tokens: prompt, completion. */
  price: [number, number];
  features: Feature[];
  description: string;
  images?: boolean;
}

const perToken = (usdPerMillion: number) => String(Number((usdPerMillion / 1_000_000).toPrecision(6)));

function build(provider: string, spec: Spec, method: Method, extra: { requestPrice?: string } = {}): ModelInfo {
  const isChat = method === "chat.completions";
  const input = isChat && spec.images ? ["text", "image"] : ["text"];
  const output = isChat ? ["text"] : method === "embeddings" ? ["embeddings"] : ["scores"];
  const base = method === "chat.completions" ? CHAT_PARAMETERS : method === "embeddings" ? ["encoding_format"] : ["top_n", "return_documents", "max_tokens_per_doc"];
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
    top_provider: { is_moderated: provider === "openai", context_length: spec.context, max_completion_tokens: spec.maxOutput },
    per_request_limits: { prompt_tokens: maxInput, completion_tokens: spec.maxOutput },
    supported_parameters: [...base, ...spec.features.flatMap((f) => FEATURE_PARAMETERS[f])],
    default_parameters: isChat ? { temperature: DEFAULT_TEMPERATURE[provider], top_p: 1, frequency_penalty: 0 } : {},
    description: spec.description,
    owned_by: OWNERS[provider],
    supported_methods: [method],
  };
}

const chat = (provider: string, spec: Spec): CatalogModel => ({ provider, info: build(provider, spec, "chat.completions") });

const embedding = (provider: string, dimensions: number, spec: Omit<Spec, "maxOutput" | "features"> & { features?: Feature[] }): CatalogModel => ({
  provider,
  dimensions,
  info: build(provider, { ...spec, maxOutput: 0, features: spec.features ?? [] }, "embeddings"),
});

const rerank = (provider: string, spec: Omit<Spec, "maxOutput" | "features" | "price">): CatalogModel => ({
  provider,
  info: build(provider, { ...spec, maxOutput: 0, features: [], price: [0, 0] }, "rerank", { requestPrice: "0.002" }),
});

const CHAT_FULL: Feature[] = ["tools", "logprobs", "response_format", "penalties"];

export const CATALOG: readonly CatalogModel[] = [
  chat("openai", { model: "gpt-4o", name: "GPT-4o", released: "2024-05-13", context: 128_000, maxOutput: 16_384, price: [2.5, 10], features: CHAT_FULL, images: true, description: "OpenAI's versatile flagship model for text and images." }),
  chat("openai", { model: "gpt-4o-mini", name: "GPT-4o mini", released: "2024-07-18", context: 128_000, maxOutput: 16_384, price: [0.15, 0.6], features: CHAT_FULL, images: true, description: "A small, fast and cheap model for everyday tasks." }),
  chat("openai", { model: "gpt-4.1-nano", name: "GPT-4.1 nano", released: "2025-04-14", context: 1_047_576, maxOutput: 32_768, price: [0.1, 0.4], features: CHAT_FULL, description: "The fastest and cheapest GPT-4.1 model, with a very long context." }),
  chat("openai", { model: "o3-mini", name: "o3-mini", released: "2025-01-31", context: 200_000, maxOutput: 100_000, price: [1.1, 4.4], features: ["tools", "reasoning", "response_format"], description: "A reasoning model that thinks before it answers; no log-probabilities." }),
  embedding("openai", 1536, { model: "text-embedding-3-small", name: "Text Embedding 3 Small", released: "2024-01-25", context: 8191, price: [0.02, 0], features: ["dimensions"], description: "Small embedding model; shorten vectors with dimensions." }),
  embedding("openai", 3072, { model: "text-embedding-3-large", name: "Text Embedding 3 Large", released: "2024-01-25", context: 8191, price: [0.13, 0], features: ["dimensions"], description: "Large embedding model for the best retrieval quality." }),
  chat("anthropic", { model: "claude-sonnet-4", name: "Claude Sonnet 4", released: "2025-05-22", context: 200_000, maxOutput: 64_000, price: [3, 15], features: ["tools", "reasoning"], images: true, description: "Balanced model with extended thinking and tool use." }),
  chat("anthropic", { model: "claude-opus-4-1", name: "Claude Opus 4.1", released: "2025-08-05", context: 200_000, maxOutput: 32_000, price: [15, 75], features: ["tools", "reasoning"], images: true, description: "Anthropic's most capable model for complex, long-running tasks." }),
  chat("anthropic", { model: "claude-3-5-haiku", name: "Claude 3.5 Haiku", released: "2024-10-22", context: 200_000, maxOutput: 8192, price: [0.8, 4], features: ["tools"], description: "Fast and affordable model with tool use." }),
  chat("mistral", { model: "mistral-large-latest", name: "Mistral Large", released: "2024-11-18", context: 131_072, maxOutput: 16_384, price: [2, 6], features: ["tools", "response_format", "penalties"], description: "Mistral's top-tier model for reasoning-heavy tasks and tool use." }),
  chat("mistral", { model: "mistral-small-latest", name: "Mistral Small", released: "2025-03-17", context: 32_768, maxOutput: 16_384, price: [0.1, 0.3], features: ["tools", "response_format", "penalties"], description: "Efficient small model with tool use." }),
  chat("mistral", { model: "open-mistral-nemo", name: "Mistral Nemo", released: "2024-07-18", context: 131_072, maxOutput: 16_384, price: [0.15, 0.15], features: ["penalties"], description: "Open-weight 12B model; no tool use." }),
  chat("mistral", { model: "magistral-medium", name: "Magistral Medium", released: "2025-06-10", context: 40_960, maxOutput: 40_000, price: [2, 5], features: ["reasoning"], description: "Mistral's reasoning model; no tool use." }),
  embedding("mistral", 1024, { model: "mistral-embed", name: "Mistral Embed", released: "2023-12-11", context: 8192, price: [0.1, 0], description: "Mistral's general-purpose text embeddings." }),
  chat("cohere", { model: "command-a-03-2025", name: "Command A", released: "2025-03-13", context: 256_000, maxOutput: 8192, price: [2.5, 10], features: ["tools", "response_format", "penalties"], description: "Cohere's flagship model for agents and retrieval-augmented generation." }),
  chat("cohere", { model: "command-r-plus-08-2024", name: "Command R+", released: "2024-08-30", context: 128_000, maxOutput: 4000, price: [2.5, 10], features: ["tools", "penalties"], description: "Retrieval-augmented generation with citations and tools." }),
  chat("cohere", { model: "command-r7b-12-2024", name: "Command R7B", released: "2024-12-13", context: 128_000, maxOutput: 4000, price: [0.0375, 0.15], features: ["logprobs", "penalties"], description: "Small and fast; log-probabilities but no tool use." }),
  embedding("cohere", 1024, { model: "embed-english-v3.0", name: "Embed English v3", released: "2023-11-02", context: 512, price: [0.1, 0], description: "English embeddings for search and classification." }),
  embedding("cohere", 384, { model: "embed-multilingual-light-v3.0", name: "Embed Multilingual Light v3", released: "2023-11-02", context: 512, price: [0.1, 0], description: "Compact multilingual embeddings." }),
  rerank("cohere", { model: "rerank-v3.5", name: "Rerank 3.5", released: "2024-12-02", context: 4096, description: "Multilingual reranker for search results." }),
  rerank("cohere", { model: "rerank-english-v3.0", name: "Rerank English 3", released: "2024-04-11", context: 4096, description: "English reranker for search results." }),
];

const byId = new Map(CATALOG.map((m) => [m.info.id, m]));

export const findModel = (id: string) => byId.get(id);

export const supports = (model: CatalogModel, parameter: string) => model.info.supported_parameters.includes(parameter);
