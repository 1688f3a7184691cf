import "server-only";
import { request, type Dispatcher } from "undici";
import type { UpstreamService } from "./failure";
import { recordAnswer } from "./reachability";

/** Whether an upstream answers HTTP at all (any status) at `url` within `timeoutMs`, for the health check. */
export async function ping(
  service: UpstreamService,
  url: string,
  dispatcher: Dispatcher,
  timeoutMs: number,
): Promise<{ ok: boolean; ms: number }> {
  const started = performance.now();
  try {
    const answer = await request(url, { method: "GET", dispatcher, signal: AbortSignal.timeout(timeoutMs) });
    await answer.body.dump();
    recordAnswer(service);
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch {
    return { ok: false, ms: Math.round(performance.now() - started) };
  }
}
