import "server-only";
import type { UpstreamService } from "./failure";

// On globalThis, not in a module variable: Next may load this module once per route bundle, and an error raised by
// one route must know of an answer another route received.
const SLOT = Symbol.for("portal-console.upstream-answers");
type Slot = { [SLOT]?: Partial<Record<UpstreamService, number>> };
const answers = () => ((globalThis as Slot)[SLOT] ??= {});

/**
 * When an upstream last answered this process (any HTTP answer, a health ping's too): an error saying it cannot be
 * reached names that time, so a page opened during an outage can say how long it has lasted.
 */
export function recordAnswer(service: UpstreamService, at: number = Date.now()): void {
  answers()[service] = at;
}

/** Milliseconds since the epoch of the last answer, or undefined when none came since the process started. */
export function lastAnswerAt(service: UpstreamService): number | undefined {
  return answers()[service];
}
