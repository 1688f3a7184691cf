import { useSyncExternalStore } from "react";
import { UPSTREAMS, type Upstream } from "./outage";

export interface UpstreamReach {
  reachable: boolean;
  /** When it last answered (ms since the epoch), as far as this page or the console's server knows. */
  lastReachedAt?: number;
}

/** Whether each upstream can be reached: one piece of state for the whole page, derived from calls' outcomes. */
export type Reachability = Readonly<Record<Upstream, UpstreamReach>>;

const ALL_REACHABLE: Reachability = { portal: { reachable: true }, gateway: { reachable: true } };

let state: Reachability = ALL_REACHABLE;
/** Kept apart from `state`: every answer moves it, and only a change of reachability should re-render. */
const lastAnswer: Partial<Record<Upstream, number>> = {};
const listeners = new Set<() => void>();

function set(upstream: Upstream, next: UpstreamReach) {
  state = { ...state, [upstream]: next };
  listeners.forEach((listener) => listener());
}

export function subscribeReachability(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentReachability = (): Reachability => state;

/** An upstream answered (a read came back, or the health check reached it). */
export function markReached(upstream: Upstream, at: number = Date.now()): void {
  lastAnswer[upstream] = Math.max(lastAnswer[upstream] ?? 0, at);
  if (!state[upstream].reachable) set(upstream, { reachable: true, lastReachedAt: lastAnswer[upstream] });
}

/**
 * An upstream gave no answer; `serverLastReachedAt`: when the console's server last had one, if it says. The latest
 * contact anyone reported stands (behind a proxy, each instance of the console knows only its own).
 */
export function markUnreachable(upstream: Upstream, serverLastReachedAt?: number): void {
  if (serverLastReachedAt !== undefined)
    lastAnswer[upstream] = Math.max(lastAnswer[upstream] ?? 0, serverLastReachedAt);
  const lastReachedAt = lastAnswer[upstream];
  const current = state[upstream];
  if (!current.reachable && current.lastReachedAt === lastReachedAt) return;
  set(upstream, { reachable: false, lastReachedAt });
}

export const unreachableUpstreams = (reach: Reachability = state): Upstream[] =>
  UPSTREAMS.filter((upstream) => !reach[upstream].reachable);

/** The reachability for rendering; the server's HTML and hydration see every upstream reachable. */
export function useReachability(): Reachability {
  return useSyncExternalStore(subscribeReachability, currentReachability, () => ALL_REACHABLE);
}

/** For tests: back to the state of a fresh page. */
export function resetReachability(): void {
  state = ALL_REACHABLE;
  for (const upstream of UPSTREAMS) delete lastAnswer[upstream];
  listeners.forEach((listener) => listener());
}
