/**
 * The gateway's enumerations and numeric limits as plain constants, without zod: the playground's controls need
 * them on first paint, and importing them from the schemas would ship zod (~32 kB gzip) with every playground page.
 * The schemas import them from here, so there is one table.
 */

export const REASONING_EFFORTS = ["none", "minimal", "low", "medium", "high", "xhigh"] as const;
export const VERBOSITY_LEVELS = ["low", "medium", "high"] as const;
export const PROMPT_CACHE_RETENTIONS = ["in-memory", "24h"] as const;
export const SEARCH_CONTEXT_SIZES = ["low", "medium", "high"] as const;
export const RESPONSE_FORMAT_TYPES = ["text", "json_object", "json_schema"] as const;
export const ENCODING_FORMATS = ["float", "base64"] as const;

/** The numeric limits of the spec's Limits table, for form controls (sliders, steppers) as well as validation. */
export const CHAT_LIMITS = {
  frequency_penalty: { min: -2, max: 2 },
  presence_penalty: { min: -2, max: 2 },
  temperature: { min: 0, max: 2 },
  top_p: { min: 0, max: 1 },
  top_logprobs: { min: 0, max: 20 },
  stop: { maxItems: 4 },
} as const;

/**
 * A model id as any OpenAI-compatible gateway lists it: `gpt-5.2`, `openai/gpt-4o`, `hf.co/org/model:Q4_K_M`.
 * The `<provider>/<model>` form is one gateway's convention, so only what no gateway uses is refused: blanks,
 * control characters and ids longer than `maxLength`.
 */
export const MODEL_ID = { maxLength: 256, pattern: /^[^\s\p{Cc}]+$/u } as const;

export const isModelId = (id: string) => id.length > 0 && id.length <= MODEL_ID.maxLength && MODEL_ID.pattern.test(id);
