/** Helpers for the gateway stand-in's tests: a server on a free port and small HTTP/SSE clients for it. */
import { afterAll, beforeAll } from "vitest";
import { z } from "zod";
import { ChatChunk, GatewayErrorBody } from "../../lib/gateway/schemas";
import type { GatewayDialect } from "./dialect";
import { startGatewayServer, type GatewayServer } from "./server";

export const CONTROL_KEY = "test-control-key";
export const ALL = "sk-gateway-demo-all";
export const LIMITED = "sk-gateway-demo-limited";

/** Starts one server for the test file (fast pace unless given) and closes it afterwards. */
export function gatewayUnderTest(tokensPerSecond = 2000, dialect?: GatewayDialect) {
  const handle: { server?: GatewayServer } = {};
  beforeAll(async () => {
    handle.server = await startGatewayServer({ controlKey: CONTROL_KEY, tokensPerSecond, dialect });
  });
  afterAll(async () => handle.server?.close());
  const url = (path: string) => `${handle.server!.url}${path}`;

  const call = (
    path: string,
    init: {
      method?: string;
      body?: unknown;
      key?: string | null;
      headers?: Record<string, string>;
      signal?: AbortSignal;
    } = {},
  ) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.key !== null) headers.authorization = `Bearer ${init.key ?? ALL}`;
    if (init.body !== undefined) headers["content-type"] = "application/json";
    return fetch(url(path), {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers,
      body: init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body),
      signal: init.signal,
    });
  };

  /** Calls and parses the answer with the shared gateway schema it should satisfy. */
  const json = async <S extends z.ZodType>(schema: S, path: string, init: Parameters<typeof call>[1] = {}) => {
    const response = await call(path, init);
    return { status: response.status, body: schema.parse(await response.json()) as z.infer<S> };
  };

  /** Calls and expects the spec's Error body. */
  const failure = (path: string, init: Parameters<typeof call>[1] = {}) => json(GatewayErrorBody, path, init);

  const control = async <S extends z.ZodType>(schema: S, method: string, path: string, body?: unknown) => {
    const response = await fetch(url(`/__control${path}`), {
      method,
      headers: { "x-sandbox-control": CONTROL_KEY, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: schema.parse(await response.json()) as z.infer<S> };
  };

  return { handle, url, call, json, failure, control };
}

export interface SseEventRecord {
  data: string;
  /** ms since the request was sent. */
  at: number;
}

/** Reads a whole event stream, recording when each event arrived; `onEvent` may stop reading by returning false. */
export async function readEvents(
  response: Response,
  sentAt: number,
  onEvent?: (event: SseEventRecord) => boolean | void,
) {
  const events: SseEventRecord[] = [];
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block
        .split("\n")
        .filter((line) => line.startsWith("data: "))
        .map((line) => line.slice(6))
        .join("\n");
      const event = { data, at: performance.now() - sentAt };
      events.push(event);
      if (onEvent?.(event) === false) {
        // Stop reading but leave the connection as it is; the caller decides whether to abort it.
        reader.releaseLock();
        return events;
      }
    }
  }
  return events;
}

/** The chunks of a stream (without the `[DONE]` marker), parsed with the shared chunk schema. */
export const chunksOf = (events: SseEventRecord[]) =>
  events.filter((e) => e.data !== "[DONE]").map((e) => ChatChunk.parse(JSON.parse(e.data)));

/** The text of streamed `delta.content`. */
export const streamedText = (chunks: ChatChunk[]) => chunks.map((c) => c.choices?.[0]?.delta?.content ?? "").join("");

/** The thinking of streamed `delta.reasoning`. */
export const streamedReasoning = (chunks: ChatChunk[]) =>
  chunks.map((c) => c.choices?.[0]?.delta?.reasoning ?? "").join("");
