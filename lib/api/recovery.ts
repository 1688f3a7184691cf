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

/**
 * What a read may say of itself in its `meta`: `partial(data)`, whether its answer leaves out parts that asking again
 * may bring (a ledger naming keys whose cost the portal did not give). Such an answer heals as a failed read does.
 */
export type RecoveryMeta = {
  partial?: (data: unknown) => boolean;
};

/** A read that failed, or answered only in part, in a way asking again may cure. */
function mayHealByAsking(query: Query): boolean {
  if (query.state.status === "error") return isTransient(query.state.error);
  const partial = (query.meta as RecoveryMeta | undefined)?.partial;
  return query.state.status === "success" && partial !== undefined && partial(query.state.data);
}

/** Such a read of the given upstream. */
const failedReadOf = (upstream: Upstream) => (query: Query) =>
  upstreamOfKey(query.queryKey) === upstream && mayHealByAsking(query);

/**
 * Reads under way when the page was told to heal (the tab shown again, the browser online, an upstream back): their
 * answer may predate that moment, and TanStack Query folds its own asking again into the read under way. Each is
 * asked once more if that answer is a failure (or a partial answer) asking again may cure.
 */
const underWayAtHeal = new WeakSet<Query>();

/** Notes a read that is under way now, when the page is told to heal; says whether it was. */
function noteUnderWay(query: Query): boolean {
  if (query.state.fetchStatus === "idle") return false;
  underWayAtHeal.add(query);
  return true;
}

/**
 * A failed (or partial) read the tab's or the network's return should ask again: not one waiting for an upstream the
 * probe knows is down. A read under way is left to finish, and asked again if it then fails.
 */
export function refetchOnReturn(query: Query): boolean | "always" {
  if (noteUnderWay(query) || !mayHealByAsking(query)) return false;
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
    if ((action.type === "error" || action.type === "success") && underWayAtHeal.delete(query)) {
      if (refetchOnReturn(query)) void queryClient.refetchQueries({ type: "active", predicate: (q) => q === query });
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
        queryClient
          .getQueryCache()
          .findAll({ type: "active", predicate: (query) => upstreamOfKey(query.queryKey) === upstream })
          .forEach(noteUnderWay);
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
