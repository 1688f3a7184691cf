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

// A connect timeout is not among them: no connection within the connect timeout is an upstream that cannot be
// reached (a host that drops packets), as a refused connection is.
const TIMEOUT_CODES = new Set(["UND_ERR_HEADERS_TIMEOUT", "UND_ERR_BODY_TIMEOUT", "ETIMEDOUT"]);

/** Names an undici failure; the deadline and the browser's signal tell an abort apart from a dead connection. */
export function classifyFailure(service: UpstreamService, error: unknown, deadline: Deadline): UpstreamFailure {
  if (error instanceof UpstreamFailure) return error;
  if (deadline.clientGone()) return new UpstreamFailure(service, "aborted");
  if (deadline.expired()) return new UpstreamFailure(service, "timeout");
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && TIMEOUT_CODES.has(code)) return new UpstreamFailure(service, "timeout");
  return new UpstreamFailure(service, "unreachable");
}

const STALE_CONNECTION_CODES = new Set(["UND_ERR_SOCKET", "ECONNRESET", "EPIPE"]);

/**
 * The connection broke before any answer: typically a kept-alive connection the upstream closed just as it was
 * reused. Such a GET is sent again (a few times at most); other methods are not, since the upstream may have
 * acted on them.
 */
export function isStaleConnection(error: unknown, deadline: Deadline): boolean {
  if (deadline.clientGone() || deadline.expired()) return false;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && STALE_CONNECTION_CODES.has(code);
}

/** Attempts for a GET whose connection broke before any answer. */
const STALE_ATTEMPTS = 3;

/**
 * Sends, and sends a GET again when its connection was stale. Several pooled connections may go stale together;
 * each failed one is discarded, so a few attempts reach a live or a fresh connection.
 */
export async function sendWithStaleRetry<T>(method: string, clock: Deadline, send: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (attempt < STALE_ATTEMPTS && method === "GET" && isStaleConnection(error, clock)) continue;
      throw error;
    }
  }
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
