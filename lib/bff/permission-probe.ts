import "server-only";
import { createHash } from "node:crypto";
import type { OperationDef } from "@/lib/portal/operation";
import { buildPath } from "@/lib/portal/operations";
import type { PortalCall, PortalAnswer } from "@/lib/portal/upstream";

/**
 * Learns whether an access token holds the permission of an operation without changing anything.
 *
 * The portal offers no "my permissions" call, but it checks the permission before it validates the input or looks
 * the resource up. So a write is sent in a form that cannot succeed: every path parameter is an id that cannot
 * exist (`__permission_probe__`) and the body is empty. 403 = the token lacks the permission; 400/404/409/422 = it
 * has it (the request got past the permission check and was refused for its content). An operation with neither a
 * path parameter nor a required body field could only be probed by really running it: a write of that kind is never
 * probed. A read is probed the same way; one without path parameters is simply run, since reading changes nothing.
 */

export const PROBE_ID = "__permission_probe__";

export type ProbeOutcome = "allowed" | "denied" | "unknown" | "token_rejected";

export interface ProbeRequest {
  method: OperationDef["method"];
  path: string;
  body: Record<string, never> | undefined;
}

/** The harmless request that reveals the operation's permission, or null when no such request exists. */
export function probeRequest(op: OperationDef): ProbeRequest | null {
  const paramNames = Object.keys(op.params.shape);
  const requiredFields = op.body
    ? Object.entries(op.body.shape as Record<string, { safeParse(value: unknown): { success: boolean } }>).filter(
        ([, field]) => !field.safeParse(undefined).success,
      )
    : [];
  if (op.method !== "GET" && paramNames.length === 0 && requiredFields.length === 0) return null;
  const params = Object.fromEntries(paramNames.map((name) => [name, PROBE_ID]));
  return { method: op.method, path: buildPath(op, params), body: op.body ? {} : undefined };
}

/** What the portal's answer to a probe says. */
export function probeOutcome(status: number): ProbeOutcome {
  if (status === 401) return "token_rejected";
  if (status === 403) return "denied";
  if ((status >= 200 && status < 300) || [400, 404, 409, 422].includes(status)) return "allowed";
  return "unknown";
}

/** The one call the probe needs from the portal client (`PortalClient.call`). */
export type SendToPortal = (call: PortalCall) => Promise<PortalAnswer>;

/**
 * Permissions found present, per token (a hash of it, never the token), for a while: a permission is a property of
 * the token, so every session of the same token shares the answer. Denials are not kept here: the session records
 * them (`Sessions.recordDenied`), as it does for every 403 the proxy sees.
 */
export class AllowedCache {
  private readonly entries = new Map<string, { until: number; allowed: Set<string> }>();

  constructor(
    private readonly ttlMs = 10 * 60_000,
    private readonly maxTokens = 1_000,
    private readonly clock: () => number = Date.now,
  ) {}

  static tokenKey(token: string): string {
    return createHash("sha256").update(`permission-probe:${token}`).digest("base64url");
  }

  has(tokenKey: string, permission: string): boolean {
    const entry = this.entries.get(tokenKey);
    if (!entry) return false;
    if (this.clock() >= entry.until) {
      this.entries.delete(tokenKey);
      return false;
    }
    return entry.allowed.has(permission);
  }

  add(tokenKey: string, permission: string): void {
    let entry = this.entries.get(tokenKey);
    if (!entry || this.clock() >= entry.until) {
      this.entries.delete(tokenKey);
      if (this.entries.size >= this.maxTokens) this.entries.delete(this.entries.keys().next().value as string);
      entry = { until: this.clock() + this.ttlMs, allowed: new Set() };
      this.entries.set(tokenKey, entry);
    }
    entry.allowed.add(permission);
  }
}

const CACHE_SLOT = Symbol.for("portal-console.permission-cache");

/** The process's one cache: allowances are per token and outlive a session of the same token. */
export function sharedAllowedCache(): AllowedCache {
  return ((globalThis as { [CACHE_SLOT]?: AllowedCache })[CACHE_SLOT] ??= new AllowedCache());
}

export interface ResolveInput {
  ops: readonly OperationDef[];
  token: string;
  region: string;
  requestId: string;
  /** Permissions already known to be refused (the session's record). */
  knownDenied: readonly string[];
  send: SendToPortal;
  cache: AllowedCache;
  /** Probes at once; the portal should not see a burst from one page. */
  concurrency?: number;
  /** Per probe; a slow portal must not hold the page's buttons hostage. */
  timeoutMs?: number;
  signal?: AbortSignal | null;
}

export interface ResolveResult {
  /** Permissions of the asked operations known to be refused, including the ones just found. */
  denied: string[];
  /** Permissions of the asked operations known to be held. */
  allowed: string[];
  /** Refusals found by this call's probes, for the caller to record in the session. */
  newlyDenied: string[];
  /** True when the portal answered 401 to a probe: the token is no longer valid. */
  tokenRejected: boolean;
}

/** Answers for the asked operations: known denials first, cached allowances next, probes for the rest. */
export async function resolvePermissions(input: ResolveInput): Promise<ResolveResult> {
  const known = new Set(input.knownDenied);
  const tokenKey = AllowedCache.tokenKey(input.token);
  const denied = new Set<string>();
  const allowed = new Set<string>();
  const toProbe = new Map<string, ProbeRequest>();
  for (const op of input.ops) {
    if (known.has(op.permission)) denied.add(op.permission);
    else if (input.cache.has(tokenKey, op.permission)) allowed.add(op.permission);
    else if (!toProbe.has(op.permission)) {
      const probe = probeRequest(op);
      if (probe) toProbe.set(op.permission, probe);
    }
  }

  const newlyDenied: string[] = [];
  let tokenRejected = false;
  const queue = [...toProbe.entries()];
  const worker = async () => {
    for (let next = queue.shift(); next && !tokenRejected; next = queue.shift()) {
      const [permission, probe] = next;
      const outcome = await sendProbe(input, probe);
      if (outcome === "token_rejected") tokenRejected = true;
      else if (outcome === "denied") {
        denied.add(permission);
        newlyDenied.push(permission);
      } else if (outcome === "allowed") {
        allowed.add(permission);
        input.cache.add(tokenKey, permission);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(input.concurrency ?? 4, queue.length) }, worker));
  return { denied: [...denied], allowed: [...allowed], newlyDenied, tokenRejected };
}

async function sendProbe(input: ResolveInput, probe: ProbeRequest): Promise<ProbeOutcome> {
  try {
    const answer = await input.send({
      method: probe.method,
      path: probe.path,
      token: input.token,
      region: input.region,
      // Marked, so that logs and a test upstream can tell a probe from a user's own call.
      requestId: `probe-${input.requestId}`,
      body: probe.body,
      signal: AbortSignal.any(
        [AbortSignal.timeout(input.timeoutMs ?? 5_000), input.signal].filter((s): s is AbortSignal => s != null),
      ),
    });
    return probeOutcome(answer.status);
  } catch {
    // No answer (timeout, unreachable, the browser left): nothing learned.
    return "unknown";
  }
}
