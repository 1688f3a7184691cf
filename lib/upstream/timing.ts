import "server-only";
import { metrics, statusClass } from "@/lib/metrics";
import { recordAnswer } from "./reachability";

/**
 * Times an upstream call; a thrown failure counts under its kind, an error answer under its status class. Any
 * answer, an error status too, shows the upstream can be reached.
 */
export async function timedUpstream<T>(
  upstream: "portal" | "gateway",
  call: () => Promise<T>,
  statusOf: (answer: T) => number,
): Promise<T> {
  const m = metrics();
  const end = m.upstreamSeconds.startTimer({ upstream });
  try {
    const answer = await call();
    recordAnswer(upstream);
    const status = statusOf(answer);
    if (status >= 500) m.upstreamErrors.inc({ upstream, code: statusClass(status) });
    return answer;
  } catch (error) {
    const kind = (error as { kind?: unknown } | null)?.kind;
    m.upstreamErrors.inc({ upstream, code: typeof kind === "string" ? kind : "other" });
    throw error;
  } finally {
    end();
  }
}
