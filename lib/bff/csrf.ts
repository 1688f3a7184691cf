import "server-only";
import type { Config } from "@/lib/config";

/**
 * Browser-facing request checks, in the route wrapper for every /api/* route but the health check:
 * the `x-csrf: 1` header (a cross-origin page cannot send it without a CORS preflight, which the BFF never grants),
 * a same-origin `Origin` when the browser sends one, and no `Sec-Fetch-Site: cross-site`.
 * Returns why the request is refused, or null.
 */
export function csrfRejection(request: Request, config: Pick<Config, "publicOrigin">): string | null {
  if (request.headers.get("x-csrf") !== "1") return "the x-csrf: 1 header is missing";
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite !== null && fetchSite.toLowerCase() === "cross-site") return "cross-site request";
  const origin = request.headers.get("origin");
  if (origin !== null && !isOwnOrigin(origin, request, config.publicOrigin)) return "foreign origin";
  return null;
}

function isOwnOrigin(origin: string, request: Request, publicOrigin: string | undefined): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    // Includes the opaque "null" origin of sandboxed frames and file: pages.
    return false;
  }
  if (parsed.origin === "null") return false;
  if (publicOrigin) return parsed.origin === publicOrigin;
  const host = request.headers.get("x-forwarded-host")?.split(",")[0].trim() ?? request.headers.get("host");
  return host !== null && host !== undefined && parsed.host === host.toLowerCase();
}

const JSON_TYPE = /^application\/json\s*(;|$)/i;

export const isJsonContentType = (value: string | null) => value !== null && JSON_TYPE.test(value);
