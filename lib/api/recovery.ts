"use client";

import { focusManager, onlineManager, useQueryClient, type Query, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { guard } from "@/lib/guards";
import { bff } from "./http";
import { isTransient, outageOf, UPSTREAMS, upstreamOfKey, type Upstream } from "./outage";
import {
  currentReachability,
  markReached,
  markUnreachable,
  subscribeReachability,
  unreachableUpstreams,
} from "./reachability";

/**
 * Pauses between two health checks while an upstream cannot be reached: quick at first, then steady. The last one
 * bounds how long a page waits after the upstream answers again (plus one check and the reads' round trips).
 */
export const PROBE_DELAYS_MS = [1_000, 2_000] as const;

const Health = guard.objectOf({
  portal: guard.objectOf({ ok: guard.boolean }),
  gateway: guard.objectOf({ ok: guard.boolean }),
});

export type HealthCheck = () => Promise<Partial<Record<Upstream, boolean>>>;

/** `GET /api/health`: whether the console's server reaches each upstream now (no session needed, nothing logged). */
const askHealth: HealthCheck = async () => {
  const parsed = Health.safeParse(await bff("GET", "/api/health"));
  return parsed.success ? { portal: parsed.data.portal.ok, gateway: parsed.data.gateway.ok } : {};
};

/** A read that failed in a way asking again may cure, of the given upstream. */
const failedReadOf = (upstream: Upstream) => (query: Query) =>
  upstreamOfKey(query.queryKey) === upstream && query.state.status === "error" && isTransient(query.state.error);

/** A failed read the tab's return should ask again: not one waiting for an upstream the probe knows is down. */
export function refetchOnReturn(query: Query): boolean | "always" {
  if (query.state.status !== "error" || !isTransient(query.state.error)) return false;
  const outage = outageOf(query.state.error);
  return outage && !currentReachability()[outage.upstream].reachable ? false : "always";
}

let probeNowOfPage: (() => void) | null = null;

/** Checks the upstreams at once (the outage banner's "Try now"). */
export function probeNow(): void {
  probeNowOfPage?.();
}

/**
 * Keeps the page's reachability and heals it: every query and mutation outcome says whether an upstream answered;
 * while one cannot be reached, one health check at a time asks whether it answers again (none while the tab is
 * hidden or the browser offline, one at once when that ends); when it does, every read of that upstream that failed
 * is fetched again. Returns the cleanup.
 */
export function watchReachability(queryClient: QueryClient, checkHealth: HealthCheck = askHealth): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let probing = false;
  let stopped = false;

  const noteFailure = (error: unknown) => {
    const outage = outageOf(error);
    if (outage) markUnreachable(outage.upstream, outage.lastReachedAt);
  };

  const offQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated") return;
    const { action, query } = event;
    if (action.type === "failed" || action.type === "error") noteFailure(action.error);
    else if (action.type === "success" && !action.manual) {
      const upstream = upstreamOfKey(query.queryKey);
      if (upstream) markReached(upstream, action.dataUpdatedAt);
    }
  });
  const offMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "error") noteFailure(event.action.error);
  });

  function schedule() {
    if (stopped) return;
    if (unreachableUpstreams().length === 0) {
      clearTimeout(timer);
      timer = undefined;
      attempt = 0;
      return;
    }
    if (timer !== undefined || probing) return;
    const delay = PROBE_DELAYS_MS[Math.min(attempt, PROBE_DELAYS_MS.length - 1)];
    attempt += 1;
    timer = setTimeout(() => {
      timer = undefined;
      void probe();
    }, delay);
  }

  async function probe() {
    const down = unreachableUpstreams();
    if (stopped || probing || down.length === 0) return;
    if (!focusManager.isFocused() || !onlineManager.isOnline()) return;
    probing = true;
    try {
      const answer = await checkHealth();
      if (!stopped) for (const upstream of down) if (answer[upstream]) markReached(upstream);
    } catch {
      // The console's own server did not answer: the next check asks again.
    } finally {
      probing = false;
    }
    schedule();
  }

  const now = () => {
    clearTimeout(timer);
    timer = undefined;
    void probe();
  };

  let previous = currentReachability();
  const offReachability = subscribeReachability(() => {
    const next = currentReachability();
    for (const upstream of UPSTREAMS) {
      if (!previous[upstream].reachable && next[upstream].reachable) {
        void queryClient.refetchQueries({ type: "active", predicate: failedReadOf(upstream) });
      }
    }
    previous = next;
    schedule();
  });
  const offFocus = focusManager.subscribe((focused) => focused && now());
  const offOnline = onlineManager.subscribe((online) => online && now());
  probeNowOfPage = now;
  schedule();

  return () => {
    stopped = true;
    clearTimeout(timer);
    [offQueries, offMutations, offReachability, offFocus, offOnline].forEach((off) => off());
    if (probeNowOfPage === now) probeNowOfPage = null;
  };
}

/** Mounted once, by the signed-in frame. */
export function useOutageRecovery(): void {
  const queryClient = useQueryClient();
  useEffect(() => watchReachability(queryClient), [queryClient]);
}
