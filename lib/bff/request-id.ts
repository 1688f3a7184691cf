import { randomUUID } from "node:crypto";

const ACCEPTED = /^[A-Za-z0-9._:-]{8,128}$/;

/** The caller's `x-request-id` when it is a plain token (so it cannot inject into logs), a fresh UUID otherwise. */
export function requestIdOf(request: Request): string {
  const given = request.headers.get("x-request-id");
  return given !== null && ACCEPTED.test(given) ? given : randomUUID();
}
