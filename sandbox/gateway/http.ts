/** HTTP plumbing of the stand-in: bounded body reading, JSON parsing, JSON and error answers, request validation. */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { z } from "zod";
import { gatewayErrorFromZod } from "../../lib/gateway/schemas";
import type { GatewayKey } from "./auth";
import { shapeAnswer } from "./dialect";
import { errorBody, GatewayError } from "./errors";
import type { Route } from "./routing";
import type { GatewayState } from "./state";

/** Everything a handler of an inference endpoint gets. */
export interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  key: GatewayKey;
  state: GatewayState;
  /** Parsed JSON body, or undefined for a GET. */
  body: unknown;
  /** `Date.now()` when the request arrived; `extra_fields.latency` is measured from it, in milliseconds. */
  startedAt: number;
}

const BODY_LIMIT = 4 * 1024 * 1024;

export async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of req) {
    const chunk = part as Buffer;
    size += chunk.length;
    if (size > BODY_LIMIT) throw new GatewayError(413, "request_too_large", "The request body exceeds 4 MiB.");
    parts.push(chunk);
  }
  return Buffer.concat(parts).toString("utf8");
}

export function parseJson(raw: string): unknown {
  if (raw.trim() === "") throw new GatewayError(400, "invalid_json", "The request body is empty; send a JSON object.");
  try {
    return JSON.parse(raw);
  } catch (error) {
    const reason = error instanceof Error ? error.message : "unknown reason";
    throw new GatewayError(400, "invalid_json", `The request body is not valid JSON: ${reason}`);
  }
}

/** Validates a request with the shared gateway schema; the first issue becomes a 400 naming its parameter. */
export function parseRequest<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const body = gatewayErrorFromZod(parsed.error);
  throw new GatewayError(
    400,
    body.error?.code ?? "invalid_parameter",
    body.error?.message ?? "The request is invalid.",
    body.error?.param ?? undefined,
  );
}

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

/** A successful answer, in the server's dialect (a plain server drops `extra_fields` and cost). */
export const sendAnswer = (exchange: Exchange, body: Record<string, unknown>) =>
  sendJson(exchange.res, 200, shapeAnswer(exchange.state.dialect, body));

export function sendError(res: ServerResponse, error: GatewayError) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendJson(res, error.status, errorBody(error));
}

export const latencySince = (startedAt: number) => Math.max(0, Math.round(Date.now() - startedAt));

/** `extra_fields` of a successful answer. */
export const extraFields = (exchange: Exchange, route: Route, requestType: string) => ({
  request_type: requestType,
  provider: route.model.provider,
  model_requested: route.requested,
  latency: latencySince(exchange.startedAt),
});
