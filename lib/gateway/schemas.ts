/** Zod schemas of the Inference Gateway API (requests strict where the spec constrains, responses lenient). */
export { CacheDebug, ExtraFields, Fallbacks, MODEL_NAME_PATTERN, ModelName, Usage } from "./schemas/shared";
export * from "./schemas/models";
export * from "./schemas/messages";
export * from "./schemas/chat-tools";
export * from "./schemas/chat-request";
export * from "./schemas/chat-response";
export * from "./schemas/embeddings";
export * from "./schemas/rerank";
export * from "./schemas/errors";
