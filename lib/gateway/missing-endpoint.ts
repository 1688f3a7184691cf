/**
 * Whether a gateway's 404 says "there is no such endpoint" rather than "there is no such model". Gateways word
 * both differently (OpenAI `Invalid URL (POST /v1/rerank)`, vLLM `{"detail":"Not Found"}`, Ollama a plain-text
 * `404 page not found`, this spec's gateway `model_not_found`), so any 404 that does not mention a model is taken
 * as a missing endpoint.
 */

const MENTIONS_MODEL = /model/i;
/** URL paths are left out first: `No route GET /v1/models` names an endpoint, not a model. */
const PATHS = /\/[^\s)'"`]*/g;

/** The strings of an error body that may name the cause: code, param, message, detail, or a bare `error` text. */
function causes(body: unknown): string[] {
  if (typeof body === "string") return [body];
  if (!body || typeof body !== "object") return [];
  const record = body as Record<string, unknown>;
  const inner = record.error;
  const fields = inner && typeof inner === "object" ? (inner as Record<string, unknown>) : { message: inner };
  return [fields.code, fields.param, fields.message, fields.type, record.message, record.detail].filter(
    (value): value is string => typeof value === "string",
  );
}

/** `body` is the 404's parsed JSON, or its text when it was not JSON. */
export const isMissingEndpoint = (body: unknown): boolean =>
  !causes(body).some((text) => MENTIONS_MODEL.test(text.replace(PATHS, "")));
