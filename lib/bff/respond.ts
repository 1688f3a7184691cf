import "server-only";
import { BffError } from "./errors";

/** Headers on every BFF answer: nothing is cached, nothing sniffed, no referrer leaks a path. */
export function applyApiHeaders(headers: Headers, requestId: string): void {
  headers.set("x-request-id", requestId);
  if (!headers.has("cache-control")) headers.set("cache-control", "no-store");
  headers.set("x-content-type-options", "nosniff");
  headers.set("referrer-policy", "same-origin");
}

/**
 * No Content-Length: Next drops it from a route handler's Response (it pipes the body as a stream and lets Node
 * choose the framing), so computing it would be work for nothing.
 */
const jsonHeaders = (headers?: Record<string, string>) => ({
  "content-type": "application/json; charset=utf-8",
  ...headers,
});

export const json = (value: unknown, status = 200, headers?: Record<string, string>) => {
  const text = JSON.stringify(value);
  return new Response(text, { status, headers: jsonHeaders(headers) });
};

/** Already-serialized JSON from upstream, passed on without a parse/serialize round trip. */
export const rawJson = (text: string, status: number) => new Response(text, { status, headers: jsonHeaders() });

export const noContent = () => new Response(null, { status: 204 });

/** Any thrown value as the one error shape; unknown errors become internal_error, their text never leaves. */
export function errorResponse(error: unknown, requestId: string): { response: Response; code: string } {
  const bffError = error instanceof BffError ? error : new BffError("internal_error");
  const headers: Record<string, string> = {};
  if (bffError.options.retryAfter !== undefined) headers["retry-after"] = String(bffError.options.retryAfter);
  return { response: json(bffError.toBody(requestId), bffError.status, headers), code: bffError.code };
}
