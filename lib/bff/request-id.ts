import { randomUUID } from "node:crypto";

const ACCEPTED = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * With `trusted` (TRUST_REQUEST_ID: a proxy in front sets it), the incoming `x-request-id` when it is a plain token
 * (so it cannot inject into logs); a fresh UUID otherwise.
 */
export function requestIdOf(request: Request, trusted: boolean): string {
  if (!trusted) return randomUUID();
  const given = request.headers.get("x-request-id");
  return given !== null && ACCEPTED.test(given) ? given : randomUUID();
}
