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
import { isMissingEndpoint } from "@/lib/gateway/missing-endpoint";
import type { GatewayAnswer, GatewayCall, GatewayPath, GatewayTextAnswer } from "@/lib/gateway/upstream";
import { BffError, invalidInput } from "./errors";
import { issuesFromZod } from "./issues";
import { lifecycle } from "./lifecycle";
import { metrics } from "@/lib/metrics";
import { formatRequestLog, logs } from "./log";
import { rawJson } from "./respond";
import type { RouteContext } from "./route";
import type { Session } from "./sessions";
import { failureError, redactSecrets, statusError } from "./upstream-errors";
import { UpstreamFailure } from "@/lib/upstream/failure";

export interface GatewayEndpoint {
  operation: string;
  path: GatewayPath;
  request: z.ZodType;
  response: z.ZodType;
}

export const gatewayEndpoints = {
  chat: { operation: "gateway.chat", path: "/v1/chat/completions", request: ChatRequest, response: ChatCompletion },
  embeddings: {
    operation: "gateway.embeddings",
    path: "/v1/embeddings",
    request: EmbeddingRequest,
    response: EmbeddingResponse,
  },
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
  return plainAnswer(ctx, answer, ModelList, "/v1/models");
}

/** POST chat, embeddings or rerank: validated, then forwarded; `stream: true` chat answers are relayed as they come. */
export async function relayInference(ctx: RouteContext<Session>, endpoint: GatewayEndpoint): Promise<Response> {
  const parsed = endpoint.request.safeParse(ctx.body);
  if (!parsed.success) throw invalidGatewayInput(parsed.error);
  const key = gatewayKey(ctx);
  const stream = endpoint.path === "/v1/chat/completions" && (parsed.data as { stream?: unknown }).stream === true;
  const answer = await send(ctx, {
    method: "POST",
    path: endpoint.path,
    bodyText: JSON.stringify(ctx.body),
    key,
    stream,
  });
  if (answer.kind === "text") return plainAnswer(ctx, answer, endpoint.response, endpoint.path);
  const isEventStream = answer.contentType?.toLowerCase().startsWith("text/event-stream") ?? false;
  if (answer.status >= 200 && answer.status < 300 && isEventStream) {
    const started = performance.now();
    // The request's log line went out with the headers; a stream that breaks off later gets a line of its own.
    const logBreak = (code: StreamBreak) =>
      logs("warn", ctx.bff.config.logLevel) &&
      ctx.bff.log(
        formatRequestLog({
          method: ctx.request.method,
          op: `${endpoint.operation}.stream`,
          status: 200,
          ms: Math.round(performance.now() - started),
          requestId: ctx.requestId,
          code,
          stream: true,
        }),
      );
    return eventStream(answer.body, ctx.requestId, logBreak);
  }
  const text = await readAll(answer.body);
  return plainAnswer(
    ctx,
    { kind: "text", status: answer.status, contentType: answer.contentType, text },
    endpoint.response,
    endpoint.path,
  );
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

function plainAnswer(
  ctx: RouteContext<Session>,
  answer: GatewayTextAnswer,
  schema: z.ZodType,
  path: GatewayPath,
): Response {
  const { status, text } = answer;
  if (status < 200 || status >= 300) throw gatewayError(status, text, [gatewayKey(ctx), ctx.session.token], path);
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
      ctx.noteOutputMismatch(
        issuesFromZod(result.error)
          .map((i) => i.path || "(root)")
          .slice(0, 20),
      );
    }
  }
  return rawJson(text, status);
}

/** The gateway's own Error body (type, code, param, is_gateway_error) is kept whole under `upstream.body`. */
function gatewayError(status: number, text: string, secrets: string[], path: GatewayPath): BffError {
  let body: GatewayErrorBody | undefined;
  let raw: unknown = text;
  try {
    raw = JSON.parse(text);
    const parsed = GatewayErrorBody.safeParse(raw);
    if (parsed.success) body = redactSecrets(parsed.data, secrets);
  } catch {
    body = undefined;
  }
  const message = body?.error?.message?.slice(0, 300) ?? undefined;
  const detail = { ...(message ? { message } : {}), ...(body ? { body } : {}) };
  const upstream = { service: "gateway" as const, status, ...detail };
  if (status === 401 || status === 403) return new BffError("gateway_key_rejected", { upstream });
  // A gateway without this endpoint (plain OpenAI-compatible servers often lack rerank or embeddings) is not a failure.
  if (status === 404 && isMissingEndpoint(raw)) {
    return new BffError("gateway_endpoint_missing", { upstream, message: `The gateway does not offer ${path}.` });
  }
  if (status === 404) return new BffError("not_found", { upstream, ...(message ? { message } : {}) });
  return statusError("gateway", status, detail);
}

/** How much the relay takes off the upstream socket ahead of the browser before it stops reading (backpressure). */
const RELAY_BUFFER_BYTES = 64 * 1024;

/** The codes of the one error event a broken-off stream ends with (the playground names them to the user). */
export type StreamBreak = "upstream_dropped" | "upstream_timeout" | "console_restarting";

const BREAK_MESSAGES: Record<StreamBreak, string> = {
  upstream_dropped: "The gateway closed the connection before the answer was complete.",
  upstream_timeout: "The gateway sent nothing for longer than the upstream timeout.",
  console_restarting: "The console instance restarted before the answer was complete; send the request again.",
};

/** Thrown into a stream's end when the instance stops: named apart from an upstream failure. */
const RESTART = Symbol("console restarting");

const breakOf = (error: unknown): StreamBreak =>
  error === RESTART
    ? "console_restarting"
    : (error as { code?: unknown } | null)?.code === "UND_ERR_BODY_TIMEOUT"
      ? "upstream_timeout"
      : "upstream_dropped";

/** A final SSE event in the gateway's error shape, which the browser's stream reader already understands. */
export function streamBreakEvent(code: StreamBreak, requestId: string): string {
  return `data: ${JSON.stringify({ error: { code, type: code, message: BREAK_MESSAGES[code], requestId } })}\n\n`;
}

/** Whether the bytes sent so far end between two events (so an appended event is not glued to a half one). */
const EVENT_BOUNDARY = /(?:\n\n|\r\r|\r\n\r\n)$/;

/**
 * Relays upstream server-sent events chunk by chunk, never parsed or re-encoded. The upstream is read as it arrives
 * into a bounded queue (at most RELAY_BUFFER_BYTES ahead of the browser, then the socket is paused): a chunk that
 * reached the console is never lost, not even when the upstream drops right after it (a failed Node stream discards
 * whatever it still buffers). A drop or a stall past the timeout does not error the browser's stream either, which
 * would lose what the browser had not read yet: every chunk is passed on, then one error event, then a normal end.
 * When the browser stops reading, the upstream body is destroyed, closing that request. When the instance stops
 * (scripts/graceful-stop.mjs), a stream still open at the end of the grace period ends the same way, with the
 * `console_restarting` event.
 */
function eventStream(body: Readable, requestId: string, onBreak: (code: StreamBreak) => void): Response {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let finished = false;
  let tail = "";

  const onData = (chunk: Buffer) => {
    if (finished || chunk.byteLength === 0) return;
    tail = (tail + chunk.toString("latin1", Math.max(0, chunk.byteLength - 4))).slice(-4);
    controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    if ((controller.desiredSize ?? 0) <= 0) body.pause();
  };
  const interrupt = () => {
    finish(RESTART);
    body.destroy();
  };
  const finish = (broken: unknown) => {
    if (finished) return;
    finished = true;
    detach();
    if (broken !== undefined) {
      onBreak(breakOf(broken));
      const separator = tail === "" || EVENT_BOUNDARY.test(tail) ? "" : "\n\n";
      controller.enqueue(encoder.encode(separator + streamBreakEvent(breakOf(broken), requestId)));
    }
    controller.close();
  };
  const onEnd = () => finish(undefined);
  const onError = (error: unknown) => finish(error ?? new Error("upstream failed"));
  // Destroyed without an error (its request was aborted) and without an end: the answer is cut off all the same.
  const onClose = () => finish(new Error("upstream closed"));
  const ignore = () => undefined;
  let counted = false;
  const detach = () => {
    if (counted) {
      counted = false;
      metrics().openStreams.dec();
    }
    lifecycle().interrupts.delete(interrupt);
    body.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose);
    // A late failure of a body nobody reads any more must not become an uncaught 'error'.
    body.on("error", ignore);
  };

  const stream = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
        lifecycle().interrupts.add(interrupt);
        metrics().openStreams.inc();
        counted = true;
        body.on("data", onData).once("end", onEnd).once("error", onError).once("close", onClose);
      },
      pull() {
        if (!finished && body.isPaused()) body.resume();
      },
      cancel() {
        finished = true;
        detach();
        body.destroy();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: RELAY_BUFFER_BYTES }),
  );
  return new Response(stream, {
    status: 200,
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      "x-accel-buffering": "no",
      // The stream's connection ends with it. A proxy keeping connections to the console alive would otherwise get
      // it back, idle, just when a stopping instance ends its streams and is about to close every connection.
      connection: "close",
    },
  });
}

async function readAll(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
