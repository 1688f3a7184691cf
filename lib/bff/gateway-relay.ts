import "server-only";
import type { Readable } from "node:stream";
import type { z } from "zod";
import {
  ChatCompletion,
  ChatRequest,
  EmbeddingRequest,
  EmbeddingResponse,
  GatewayErrorBody,
  gatewayErrorFromZod,
  ModelList,
  ModelListQuery,
  RerankRequest,
  RerankResponse,
} from "@/lib/gateway/schemas";
import type { GatewayAnswer, GatewayCall, GatewayPath, GatewayTextAnswer } from "@/lib/gateway/upstream";
import { BffError, invalidInput } from "./errors";
import { issuesFromZod } from "./issues";
import { rawJson } from "./respond";
import type { RouteContext } from "./route";
import type { Session } from "./sessions";
import { failureError, redactSecrets, statusError } from "./upstream-errors";
import { UpstreamFailure } from "./upstream-failure";

export interface GatewayEndpoint {
  operation: string;
  path: GatewayPath;
  request: z.ZodType;
  response: z.ZodType;
}

export const gatewayEndpoints = {
  chat: { operation: "gateway.chat", path: "/v1/chat/completions", request: ChatRequest, response: ChatCompletion },
  embeddings: { operation: "gateway.embeddings", path: "/v1/embeddings", request: EmbeddingRequest, response: EmbeddingResponse },
  rerank: { operation: "gateway.rerank", path: "/v1/rerank", request: RerankRequest, response: RerankResponse },
} as const satisfies Record<string, GatewayEndpoint>;

/** The session's own gateway key, else the server's; never sent to the browser. */
function gatewayKey(ctx: RouteContext<Session>): string {
  const key = ctx.session.gatewayKey ?? ctx.bff.config.gatewayApiKey;
  if (!key) throw new BffError("gateway_key_missing");
  return key;
}

const invalidGatewayInput = (error: z.ZodError) =>
  invalidInput(issuesFromZod(error), gatewayErrorFromZod(error).error?.message ?? undefined);

/** GET /v1/models with its validated query (unknown parameters dropped). */
export async function relayModels(ctx: RouteContext<Session>): Promise<Response> {
  const parsed = ModelListQuery.safeParse(Object.fromEntries(ctx.url.searchParams));
  if (!parsed.success) throw invalidGatewayInput(parsed.error);
  const key = gatewayKey(ctx);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(parsed.data)) if (value !== undefined) query.set(name, String(value));
  const answer = await send(ctx, { method: "GET", path: "/v1/models", query, key, stream: false });
  return plainAnswer(ctx, answer, ModelList);
}

/** POST chat, embeddings or rerank: validated, then forwarded; `stream: true` chat answers are relayed as they come. */
export async function relayInference(ctx: RouteContext<Session>, endpoint: GatewayEndpoint): Promise<Response> {
  const parsed = endpoint.request.safeParse(ctx.body);
  if (!parsed.success) throw invalidGatewayInput(parsed.error);
  const key = gatewayKey(ctx);
  const stream = endpoint.path === "/v1/chat/completions" && (parsed.data as { stream?: unknown }).stream === true;
  const answer = await send(ctx, { method: "POST", path: endpoint.path, bodyText: JSON.stringify(ctx.body), key, stream });
  if (answer.kind === "text") return plainAnswer(ctx, answer, endpoint.response);
  const isEventStream = answer.contentType?.toLowerCase().startsWith("text/event-stream") ?? false;
  if (answer.status >= 200 && answer.status < 300 && isEventStream) return eventStream(answer.body);
  const text = await readAll(answer.body);
  return plainAnswer(ctx, { kind: "text", status: answer.status, contentType: answer.contentType, text }, endpoint.response);
}

type Call = Omit<GatewayCall, "requestId" | "signal">;

function send(ctx: RouteContext<Session>, call: Call & { stream: false }): Promise<GatewayTextAnswer>;
function send(ctx: RouteContext<Session>, call: Call): Promise<GatewayAnswer>;
async function send(ctx: RouteContext<Session>, call: Call): Promise<GatewayAnswer> {
  try {
    return await ctx.bff.gateway.call({ ...call, requestId: ctx.requestId, signal: ctx.request.signal });
  } catch (error) {
    if (error instanceof UpstreamFailure) throw failureError(error);
    throw error;
  }
}

function plainAnswer(ctx: RouteContext<Session>, answer: GatewayTextAnswer, schema: z.ZodType): Response {
  const { status, text } = answer;
  if (status < 200 || status >= 300) throw gatewayError(status, text, [gatewayKey(ctx), ctx.session.token]);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new BffError("upstream_malformed", { upstream: { service: "gateway", status } });
  }
  if (ctx.bff.config.checkOutput) {
    const result = schema.safeParse(data);
    if (!result.success) {
      ctx.bff.outputMismatches.count += 1;
      ctx.noteOutputMismatch(issuesFromZod(result.error).map((i) => i.path || "(root)").slice(0, 20));
    }
  }
  return rawJson(text, status);
}

/** The gateway's own Error body (type, code, param, is_gateway_error) is kept whole under `upstream.body`. */
function gatewayError(status: number, text: string, secrets: string[]): BffError {
  let body: GatewayErrorBody | undefined;
  try {
    const parsed = GatewayErrorBody.safeParse(JSON.parse(text));
    if (parsed.success) body = redactSecrets(parsed.data, secrets);
  } catch {
    body = undefined;
  }
  const message = body?.error?.message?.slice(0, 300) ?? undefined;
  const detail = { ...(message ? { message } : {}), ...(body ? { body } : {}) };
  const upstream = { service: "gateway" as const, status, ...detail };
  if (status === 401 || status === 403) return new BffError("gateway_key_rejected", { upstream });
  if (status === 404) return new BffError("not_found", { upstream, ...(message ? { message } : {}) });
  return statusError("gateway", status, detail);
}

/**
 * Relays upstream server-sent events chunk by chunk: pulled only when the browser reads (backpressure), never
 * parsed or re-encoded. When the browser stops reading, the upstream body is destroyed, closing that request.
 */
function eventStream(body: Readable): Response {
  const chunks = body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { done, value } = await chunks.next();
          if (done) controller.close();
          else controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
        } catch (error) {
          controller.error(error);
        }
      },
      cancel() {
        body.destroy();
      },
    },
    { highWaterMark: 0 },
  );
  return new Response(stream, {
    status: 200,
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      "x-accel-buffering": "no",
    },
  });
}

async function readAll(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
