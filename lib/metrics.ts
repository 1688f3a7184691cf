import "server-only";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * The console's Prometheus metrics (prom-client), one registry per process on globalThis so every route bundle
 * counts into the same one. Always counted (a label lookup and an add per request); exposed by /api/metrics only
 * when METRICS_TOKEN is set.
 */
export interface Metrics {
  registry: Registry;
  requests: Counter<"operation" | "status_class">;
  requestSeconds: Histogram<"operation">;
  upstreamSeconds: Histogram<"upstream">;
  upstreamErrors: Counter<"upstream" | "code">;
  openStreams: Gauge;
  storeSeconds: Histogram<"command">;
  storeErrors: Counter<"command">;
  logins: Counter<"outcome">;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const STORE_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 2.5];

function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requests: new Counter({
      name: "console_requests_total",
      help: "BFF requests by operation id and status class",
      labelNames: ["operation", "status_class"],
      registers,
    }),
    requestSeconds: new Histogram({
      name: "console_request_duration_seconds",
      help: "BFF request latency (streams: to the response headers)",
      labelNames: ["operation"],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    upstreamSeconds: new Histogram({
      name: "console_upstream_duration_seconds",
      help: "Upstream request latency (streams: to the response headers)",
      labelNames: ["upstream"],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    upstreamErrors: new Counter({
      name: "console_upstream_errors_total",
      help: "Upstream failures: timeout, unreachable, aborted, or the HTTP status class of an error answer",
      labelNames: ["upstream", "code"],
      registers,
    }),
    openStreams: new Gauge({ name: "console_open_streams", help: "Chat streams being relayed now", registers }),
    storeSeconds: new Histogram({
      name: "console_session_store_duration_seconds",
      help: "Session store command latency",
      labelNames: ["command"],
      buckets: STORE_BUCKETS,
      registers,
    }),
    storeErrors: new Counter({
      name: "console_session_store_errors_total",
      help: "Session store commands that failed",
      labelNames: ["command"],
      registers,
    }),
    logins: new Counter({
      name: "console_logins_total",
      help: "Logins by outcome: accepted, refused (wrong token), rate_limited, failed (any other error)",
      labelNames: ["outcome"],
      registers,
    }),
  };
}

const SLOT = Symbol.for("portal-console.metrics");
type Slot = { [SLOT]?: Metrics };

export function metrics(): Metrics {
  return ((globalThis as Slot)[SLOT] ??= createMetrics());
}

export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;
