/** Small HTTP helpers of the sandbox servers: bounded body reading and JSON answers in the error shape. */
import type { IncomingMessage, ServerResponse } from "node:http";

/** Bodies above this answer 413. */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface ReadBody {
  text: string;
  tooLarge: boolean;
}

/** Reads the whole body, keeping at most `limit` bytes; the rest is drained so the answer can still be sent. */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<ReadBody> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        tooLarge = true;
        chunks.length = 0;
      } else {
        chunks.push(chunk);
      }
    });
    req.on("end", () => resolve({ text: tooLarge ? "" : Buffer.concat(chunks).toString("utf8"), tooLarge }));
    req.on("error", reject);
  });
}

export type JsonParse = { ok: true; value: unknown } | { ok: false };

export function parseJson(text: string): JsonParse {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** What the request log keeps of a body: JSON when it parses, the raw text otherwise, null when empty. */
export function bodyForLog(body: ReadBody): unknown {
  if (body.tooLarge || body.text === "") return null;
  const parsed = parseJson(body.text);
  return parsed.ok ? parsed.value : body.text;
}

export interface ErrorBody {
  status: number;
  message: string;
  field?: string;
  permission?: string;
  issues?: { path: string; message: string }[];
}

export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  if (res.headersSent || res.destroyed) return;
  const body = JSON.stringify(value);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
  });
  res.end(body);
}

export function sendNoContent(res: ServerResponse): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(204, { "cache-control": "no-store" }).end();
}

export function sendError(res: ServerResponse, error: ErrorBody): void {
  sendJson(res, error.status, { error });
}

/** Splits a raw request target into its path and query without normalising either (traversal stays visible). */
export function splitTarget(rawUrl: string): { pathname: string; query: URLSearchParams } {
  const hash = rawUrl.indexOf("#");
  const target = hash === -1 ? rawUrl : rawUrl.slice(0, hash);
  const q = target.indexOf("?");
  return q === -1
    ? { pathname: target, query: new URLSearchParams() }
    : { pathname: target.slice(0, q), query: new URLSearchParams(target.slice(q + 1)) };
}
