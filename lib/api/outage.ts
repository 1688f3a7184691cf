import type { QueryKey } from "@tanstack/react-query";
import { ApiError } from "./error";

/** The services behind the BFF whose outages the console tells apart. */
export type Upstream = "portal" | "gateway";
export const UPSTREAMS: readonly Upstream[] = ["portal", "gateway"];

export interface Outage {
  upstream: Upstream;
  /** When the console's server last had an answer from it (ms since the epoch), if it ever had. */
  lastReachedAt?: number;
}

/**
 * The upstream an error says gave no answer at all (refused or dropped connection, none within the connect
 * timeout), or null. A slow answer (`upstream_timeout`) or an error status is not an outage: the upstream answered,
 * and the place that asked shows that error with a Retry.
 */
export function outageOf(error: unknown): Outage | null {
  if (!(error instanceof ApiError) || error.code !== "upstream_unreachable") return null;
  const detail = (typeof error.upstream === "object" && error.upstream !== null ? error.upstream : {}) as {
    service?: unknown;
    lastReachedAt?: unknown;
  };
  if (detail.service !== "portal" && detail.service !== "gateway") return null;
  const at = typeof detail.lastReachedAt === "string" ? Date.parse(detail.lastReachedAt) : NaN;
  return Number.isFinite(at) ? { upstream: detail.service, lastReachedAt: at } : { upstream: detail.service };
}

/** Codes that come back the same however often the read is repeated, even among 5xx answers. */
const LASTING = new Set(["unexpected_shape", "upstream_timeout"]);

/**
 * A failure that asking again may cure: no answer from the console's server, an upstream that cannot be reached or
 * answered 5xx. Not a refusal, an invalid input, a missing record, an answer of the wrong shape, nor a timeout (it
 * already made the user wait the whole upstream timeout).
 */
export const isTransient = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 0 || error.status >= 500) && !LASTING.has(error.code);

/**
 * The same for a failure known only by its code (a key whose cost the ledger could not read): the codes the BFF
 * answers with a 5xx that asking again may cure. Kept to the BFF's error table by outage.test.ts; the table itself
 * stays off the pages.
 */
const TRANSIENT_CODES = new Set([
  "internal_error",
  "upstream_error",
  "upstream_unreachable",
  "upstream_malformed",
  "session_store_unavailable",
]);
export const isTransientCode = (code: string): boolean => TRANSIENT_CODES.has(code);

/** Which upstream a cached read asks: query keys start with the service (`portal`, `gateway`), see portalKey. */
export function upstreamOfKey(key: QueryKey): Upstream | null {
  return key[0] === "portal" || key[0] === "gateway" ? key[0] : null;
}
