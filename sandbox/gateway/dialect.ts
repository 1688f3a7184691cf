/**
 * How the stand-in speaks: `spec` is the Inference Gateway spec (`<provider>/<model>` ids, `extra_fields`, cost,
 * rich model records); `plain` is a bare OpenAI-compatible server (ids without a provider prefix, no
 * `extra_fields`, no cost, `/v1/models` with id, created and owned_by only), like vLLM, Ollama or OpenAI itself.
 * Either dialect can leave endpoints out; those answer 404 as a server without them would.
 */
import { CATALOG, findModel as findSpecModel, type CatalogModel } from "./models";

export type DialectName = "spec" | "plain";
export const ENDPOINTS = ["models", "chat", "embeddings", "rerank"] as const;
export type Endpoint = (typeof ENDPOINTS)[number];

export interface GatewayDialect {
  name: DialectName;
  /** Endpoints that answer; the others are 404. All four by default. */
  endpoints: readonly Endpoint[];
}

export const SPEC_DIALECT: GatewayDialect = { name: "spec", endpoints: ENDPOINTS };

/** A catalog model's id without its provider prefix (`openai/gpt-4o` → `gpt-4o`). */
export const plainId = (model: CatalogModel) => model.info.id.slice(model.provider.length + 1);

const byPlainId = new Map(CATALOG.map((m) => [plainId(m), m]));

/** The model a request names, in the dialect's ids: a plain server does not know prefixed ids, and the reverse. */
export const findModelIn = (dialect: GatewayDialect, name: string) =>
  dialect.name === "plain" ? byPlainId.get(name) : findSpecModel(name);

/** The id the dialect shows for a model. */
export const shownId = (dialect: GatewayDialect, model: CatalogModel) =>
  dialect.name === "plain" ? plainId(model) : model.info.id;

/** What a plain server answers: no `extra_fields`, usage without `cost`, everything else as is. */
export function shapeAnswer<T extends Record<string, unknown>>(
  dialect: GatewayDialect,
  body: T,
): Record<string, unknown> {
  if (dialect.name === "spec") return body;
  const { extra_fields: _dropped, ...rest } = body;
  const usage = rest.usage as Record<string, unknown> | undefined | null;
  if (usage && typeof usage === "object") {
    const { cost: _cost, ...counts } = usage;
    return { ...rest, usage: counts };
  }
  return rest;
}

/** A model record as an OpenAI-compatible `/v1/models` lists it: nothing about price, context or parameters. */
export const plainModelRecord = (model: CatalogModel) => ({
  id: plainId(model),
  object: "model",
  created: model.info.created,
  owned_by: model.info.owned_by,
});

const DialectNames: readonly string[] = ["spec", "plain"];

/**
 * Reads `SANDBOX_GATEWAY_DIALECT` (`spec` or `plain`) and `SANDBOX_GATEWAY_ENDPOINTS` (comma list of
 * models, chat, embeddings, rerank) for `npm start` and `npm run sandbox`.
 */
export function dialectFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): GatewayDialect {
  const name = env.SANDBOX_GATEWAY_DIALECT?.trim() || "spec";
  if (!DialectNames.includes(name)) throw new Error(`SANDBOX_GATEWAY_DIALECT must be spec or plain, not ${name}`);
  const raw = env.SANDBOX_GATEWAY_ENDPOINTS?.trim();
  const endpoints = raw
    ? raw
        .split(",")
        .map((e) => e.trim())
        .filter(Boolean)
    : [...ENDPOINTS];
  const unknown = endpoints.find((e) => !(ENDPOINTS as readonly string[]).includes(e));
  if (unknown) throw new Error(`SANDBOX_GATEWAY_ENDPOINTS: ${unknown} is not one of ${ENDPOINTS.join(", ")}`);
  return { name: name as DialectName, endpoints: endpoints as Endpoint[] };
}
