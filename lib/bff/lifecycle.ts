import "server-only";

/**
 * The instance's stop state, shared with the signal handler of `scripts/graceful-stop.mjs` (loaded before Next,
 * outside the bundle) through one object on globalThis.
 */
export interface Lifecycle {
  /** SIGTERM arrived: readiness answers 503 and the listening socket is closed. */
  stopping: boolean;
  /** Called when the grace period is over: each open chat stream ends with the restart event. */
  interrupts: Set<() => void>;
}

const SLOT = Symbol.for("portal-console.lifecycle");
type Slot = { [SLOT]?: Lifecycle };

export function lifecycle(): Lifecycle {
  return ((globalThis as Slot)[SLOT] ??= { stopping: false, interrupts: new Set() });
}
