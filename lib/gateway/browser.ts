/**
 * Typed browser calls to the BFF's gateway relay (`/api/gateway/v1/*`). The browser never talks to the gateway
 * and never holds a gateway key: the BFF adds the session's key (or the server's). Answers are parsed leniently
 * with the gateway schemas; errors are the BFF's `ApiError`, whose `upstream.body` keeps the gateway's Error body.
 */
import type { z } from "zod";
import { ApiError, toApiError } from "@/lib/api/error";
import { bff } from "@/lib/api/http";
import type {
  ChatCompletion,
  EmbeddingResponse,
  ChatRequest,
  EmbeddingRequest,
  Model,
  ModelList,
  ModelListQuery,
  RerankRequest,
  RerankResponse,
} from "./schemas";

/**
 * The response schemas load with the first answer, not with the page: they pull in zod (~32 kB gzip), which no
 * playground page needs for its first paint.
 */
const schemas = () => import("./schemas");

export const RELAY_PATH = "/api/gateway/v1";

/** Guards against a gateway that hands out the same page token forever. */
const MAX_MODEL_PAGES = 100;
const MODEL_PAGE_SIZE = 100;

interface CallOptions {
  signal?: AbortSignal;
}

export interface GatewayBrowserClient {
  listModels(query?: ModelListQuery, options?: CallOptions): Promise<ModelList>;
  /** Every page of `/v1/models`, in order. */
  listAllModels(query?: Omit<ModelListQuery, "page_token">, options?: CallOptions): Promise<Model[]>;
  chat(body: ChatRequest, options?: CallOptions): Promise<ChatCompletion>;
  /** Sends a `stream: true` chat request and hands back the open event stream (read it with `readChatStream`). */
  openChatStream(body: ChatRequest, options?: CallOptions): Promise<ReadableStream<Uint8Array>>;
  embeddings(body: EmbeddingRequest, options?: CallOptions): Promise<EmbeddingResponse>;
  rerank(body: RerankRequest, options?: CallOptions): Promise<RerankResponse>;
}

async function parsed<S extends z.ZodType>(
  pick: (module: Awaited<ReturnType<typeof schemas>>) => S,
  value: unknown,
): Promise<z.infer<S>> {
  const result = pick(await schemas()).safeParse(value);
  if (!result.success) throw ApiError.network(200);
  return result.data;
}

/** `origin` is "" in the browser (same origin); tests pass the address of their server. */
export function gatewayClient(origin = ""): GatewayBrowserClient {
  const base = `${origin}${RELAY_PATH}`;

  const listModels = async (query: ModelListQuery = {}, options: CallOptions = {}) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query))
      if (value !== undefined && value !== "") params.set(name, String(value));
    const suffix = params.size > 0 ? `?${params}` : "";
    return relayedModelList(await bff("GET", `${base}/models${suffix}`, undefined, options));
  };

  return {
    listModels,
    async listAllModels(query = {}, options = {}) {
      const models: Model[] = [];
      const seen = new Set<string>();
      let token: string | undefined;
      for (let page = 0; page < MAX_MODEL_PAGES; page++) {
        const answer = await listModels({ page_size: MODEL_PAGE_SIZE, ...query, page_token: token }, options);
        models.push(...(answer.data ?? []));
        const next = answer.next_page_token ?? undefined;
        if (!next || seen.has(next)) break;
        seen.add(next);
        token = next;
      }
      return models;
    },
    async chat(body, options = {}) {
      return parsed(
        (m) => m.ChatCompletion,
        await bff("POST", `${base}/chat/completions`, { ...body, stream: false }, options),
      );
    },
    async openChatStream(body, options = {}) {
      let response: Response;
      try {
        response = await fetch(`${base}/chat/completions`, {
          method: "POST",
          headers: { "x-csrf": "1", "content-type": "application/json", accept: "text/event-stream" },
          body: JSON.stringify({ ...body, stream: true }),
          credentials: "same-origin",
          signal: options.signal,
          cache: "no-store",
        });
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") throw error;
        throw ApiError.network();
      }
      if (!response.ok) throw await toApiError(response);
      if (!response.body) throw ApiError.network(response.status);
      return response.body;
    },
    async embeddings(body, options = {}) {
      return parsed((m) => m.EmbeddingResponse, await bff("POST", `${base}/embeddings`, body, options));
    },
    async rerank(body, options = {}) {
      return parsed((m) => m.RerankResponse, await bff("POST", `${base}/rerank`, body, options));
    },
  };
}

export const gateway = gatewayClient();

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const textOrNothing = (value: unknown): value is string | null | undefined =>
  value === undefined || value === null || typeof value === "string";

/**
 * The model list as the relay passes it on. The BFF has already checked it against `ModelList` on the server
 * (lib/bff/gateway-relay.ts), so the browser checks only its frame, with plain checks: the playground's model picker
 * no longer waits for zod (~32 kB gzip; evaluating it was one 50 ms task on Lighthouse's slowed CPU) to arrive and run.
 */
function relayedModelList(value: unknown): ModelList {
  if (!isObject(value)) throw ApiError.network(200);
  const models = value.data;
  const framed =
    (models === undefined || models === null || (Array.isArray(models) && models.every(isObject))) &&
    textOrNothing(value.next_page_token);
  if (!framed) throw ApiError.network(200);
  return value as ModelList;
}

/**
 * The `error` object of a gateway error body (`{error: {message, param, …}}`), read with plain checks rather than
 * `GatewayErrorBody` so that zod stays off the playground's first load. Undefined when the body is not of that shape.
 */
function gatewayErrorOf(body: unknown): { message?: string; param?: string } | undefined {
  if (!isObject(body) || !isObject(body.error)) return undefined;
  const { message, param } = body.error;
  if (!textOrNothing(message) || !textOrNothing(param)) return undefined;
  return { message: message ?? undefined, param: param ?? undefined };
}

/** A rejected request parameter: which one (`temperature`, `reasoning.effort`, `stop`) and why. */
export interface ParamError {
  param: string;
  message: string;
}

/** `messages[2].role` → `messages`; `reasoning.effort` stays: the parameter, cut at the first array index. */
export const paramOfPath = (path: string) => path.split("[")[0];

/**
 * The parameter a failed call names, if any: the gateway's `error.param` (kept under `upstream.body` by the BFF),
 * or the first field issue of the BFF's own validation, which uses the same schemas.
 */
export function paramError(error: unknown): ParamError | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const upstream = error.upstream as { body?: unknown } | undefined;
  const body = gatewayErrorOf(upstream?.body ?? upstream);
  const param = body?.param;
  if (param) return { param: paramOfPath(param), message: body.message ?? error.message };
  const issue = error.issues.find((i) => i.path !== "");
  return issue ? { param: paramOfPath(issue.path), message: issue.message } : undefined;
}

/** The gateway's own message for a failed call (it names models and limits), when it sent one. */
export function gatewayMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const upstream = error.upstream as { body?: unknown; message?: unknown } | undefined;
  const message = gatewayErrorOf(upstream?.body)?.message;
  if (message) return message;
  return typeof upstream?.message === "string" ? upstream.message : undefined;
}
