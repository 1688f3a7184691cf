import "server-only";
import { request, type Dispatcher } from "undici";

/** Whether an upstream answers HTTP at all (any status) at `url` within `timeoutMs`, for the health check. */
export async function ping(
  url: string,
  dispatcher: Dispatcher,
  timeoutMs: number,
): Promise<{ ok: boolean; ms: number }> {
  const started = performance.now();
  try {
    const answer = await request(url, { method: "GET", dispatcher, signal: AbortSignal.timeout(timeoutMs) });
    await answer.body.dump();
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch {
    return { ok: false, ms: Math.round(performance.now() - started) };
  }
}
