/**
 * The server-sent-events writer: one chunk per event, each written (and so flushed) on its own, paced at the
 * server's tokens per second, ending with `data: [DONE]`. A client that goes away stops the generation at once;
 * `GatewayState.openStreams` counts the streams still running, for tests of that.
 */
import type { ServerResponse } from "node:http";
import type { GatewayState } from "./state";

/** Resolves after `ms`, or at once when the signal fires. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted || ms <= 0) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
  });
}

export interface SseEvent {
  /** Whether this event waits one token interval before it is sent. */
  paced: boolean;
  /** Built at send time, so `latency` in it is the real one. */
  data: (index: number) => unknown;
}

export interface StreamOptions {
  state: GatewayState;
  /** Fault injection: destroy the connection after this many events. */
  dropAfter?: number;
}

export async function writeEventStream(res: ServerResponse, events: SseEvent[], options: StreamOptions): Promise<void> {
  const { state } = options;
  const closed = new AbortController();
  const onClose = () => closed.abort();
  res.on("close", onClose);
  res.socket?.setNoDelay(true);
  res.writeHead(200, {
    "content-type": "text/event-stream",
    "cache-control": "no-cache",
    connection: "keep-alive",
    "x-accel-buffering": "no",
  });
  res.flushHeaders();
  state.openStreams += 1;
  try {
    for (const [index, event] of events.entries()) {
      if (event.paced && index > 0) await pause(1000 / state.tokensPerSecond, closed.signal);
      if (closed.signal.aborted) return;
      if (options.dropAfter !== undefined && index >= options.dropAfter) {
        res.destroy();
        return;
      }
      const ok = res.write(`data: ${JSON.stringify(event.data(index))}\n\n`);
      if (!ok)
        await new Promise<void>((resolve) =>
          closed.signal.aborted ? resolve() : res.once("drain", resolve).once("close", resolve),
        );
    }
    if (!closed.signal.aborted) res.end("data: [DONE]\n\n");
  } finally {
    state.openStreams -= 1;
    res.off("close", onClose);
  }
}
