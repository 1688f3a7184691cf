import "server-only";
import { parseConfig, type Config } from "@/lib/config";
import { GatewayClient } from "@/lib/gateway/upstream";
import { PortalClient } from "@/lib/portal/upstream";
import { loadSessionKey } from "./crypto";
import { FileSessionStore } from "./file-store";
import { stdoutSink, type LogSink } from "./log";
import { instrumentStore } from "./metrics";
import { LoginLimiter } from "./rate-limit";
import { RedisSessionStore } from "./redis-store";
import type { Clock, SessionStore } from "./session-store";
import { Sessions } from "./sessions";

/** Everything the route handlers share: configuration, session store, upstream clients, logging, counters. */
export interface Bff {
  config: Config;
  clock: Clock;
  store: SessionStore;
  sessions: Sessions;
  loginLimiter: LoginLimiter;
  portal: PortalClient;
  gateway: GatewayClient;
  log: LogSink;
  /** Upstream answers that did not fit the catalog's output schema (only counted while checking is on). */
  outputMismatches: { count: number };
}

export interface BffOptions {
  env?: Record<string, string | undefined>;
  clock?: Clock;
  log?: LogSink;
}

export function createBff(options: BffOptions = {}): Bff {
  const config = parseConfig(options.env ?? process.env);
  const clock = options.clock ?? Date.now;
  const store: SessionStore = instrumentStore(
    config.redisUrl
      ? new RedisSessionStore(config.redisUrl, config.redisPrefix, clock)
      : new FileSessionStore(config.dataDir, clock),
  );
  const key = loadSessionKey(config.sessionSecret, config.dataDir);
  return {
    config,
    clock,
    store,
    sessions: new Sessions(
      store,
      key,
      { idleTimeoutMs: config.idleTimeoutMs, absoluteTimeoutMs: config.absoluteTimeoutMs },
      clock,
    ),
    loginLimiter: new LoginLimiter(store, config, clock),
    portal: new PortalClient({
      baseUrl: config.portalUrl,
      connectTimeoutMs: config.connectTimeoutMs,
      timeoutMs: config.upstreamTimeoutMs,
    }),
    gateway: new GatewayClient({
      baseUrl: config.gatewayUrl,
      connectTimeoutMs: config.connectTimeoutMs,
      timeoutMs: config.upstreamTimeoutMs,
      authHeader: config.gatewayAuthHeader,
    }),
    log: options.log ?? stdoutSink,
    outputMismatches: { count: 0 },
  };
}

// On globalThis, not in a module variable: Next may load this module once per route bundle, and every route must
// see the same store (the file store's memory is its cache) and the same counters.
const SLOT = Symbol.for("portal-console.bff");
type Slot = { [SLOT]?: Bff };

/** The process-wide BFF, created from the environment on first use. */
export function getBff(): Bff {
  const slot = globalThis as Slot;
  return (slot[SLOT] ??= createBff());
}

/** Replaces the process-wide BFF (tests: another environment, a fake clock, a log capture). */
export async function installBff(options: BffOptions): Promise<Bff> {
  await closeBff();
  const bff = createBff(options);
  (globalThis as Slot)[SLOT] = bff;
  return bff;
}

export async function closeBff(): Promise<void> {
  const slot = globalThis as Slot;
  const bff = slot[SLOT];
  if (!bff) return;
  delete slot[SLOT];
  await Promise.all([bff.store.close(), bff.portal.close(), bff.gateway.close()]);
}
