import "server-only";

export type UpstreamService = "portal" | "gateway";
export type UpstreamFailureKind = "timeout" | "unreachable" | "aborted";

/** A request that got no HTTP answer: too slow, no connection, or given up because the browser left. */
export class UpstreamFailure extends Error {
  constructor(
    readonly service: UpstreamService,
    readonly kind: UpstreamFailureKind,
  ) {
    super(`${service} ${kind}`);
    this.name = "UpstreamFailure";
  }
}

const TIMEOUT_CODES = new Set(["UND_ERR_CONNECT_TIMEOUT", "UND_ERR_HEADERS_TIMEOUT", "UND_ERR_BODY_TIMEOUT", "ETIMEDOUT"]);

/** Names an undici failure; the deadline and the browser's signal tell an abort apart from a dead connection. */
export function classifyFailure(service: UpstreamService, error: unknown, deadline: Deadline): UpstreamFailure {
  if (error instanceof UpstreamFailure) return error;
  if (deadline.clientGone()) return new UpstreamFailure(service, "aborted");
  if (deadline.expired()) return new UpstreamFailure(service, "timeout");
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && TIMEOUT_CODES.has(code)) return new UpstreamFailure(service, "timeout");
  return new UpstreamFailure(service, "unreachable");
}

export interface Deadline {
  /** Aborts at the deadline or when the browser leaves, whichever comes first. */
  signal: AbortSignal;
  expired(): boolean;
  clientGone(): boolean;
  /** Stops the clock (the answer arrived); call it always, so no timer outlives its request. */
  clear(): void;
}

/**
 * One controller per upstream request instead of `AbortSignal.timeout` + `AbortSignal.any`: the timer is cleared as
 * soon as the answer is in, so a busy console does not carry thousands of 30-second timers and listeners.
 */
export function deadline(ms: number, client?: AbortSignal | null): Deadline {
  const controller = new AbortController();
  let expired = false;
  const onClientAbort = () => controller.abort();
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, ms);
  if (client?.aborted) controller.abort();
  else client?.addEventListener("abort", onClientAbort, { once: true });
  return {
    signal: controller.signal,
    expired: () => expired,
    clientGone: () => client?.aborted === true,
    clear: () => {
      clearTimeout(timer);
      client?.removeEventListener("abort", onClientAbort);
    },
  };
}
