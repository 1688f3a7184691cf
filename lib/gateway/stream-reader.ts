/**
 * The browser's reader of a relayed chat stream (`fetch` + eventsource-parser). Network chunks are cut anywhere:
 * an event, a line or a UTF-8 character may be split across two of them, so bytes are decoded in streaming mode
 * and lines are buffered by the parser until an event is complete. No DOM imports: it runs in Node tests too.
 */
import { createParser } from "eventsource-parser";
import { ChatChunk, GatewayErrorBody } from "./schemas";

/** `done` after the `data: [DONE]` marker; `eof` when the connection closed without it (a dropped stream). */
export type StreamEnd = "done" | "eof";

export const DONE_MARKER = "[DONE]";

/**
 * Calls `onData` with each event's data, in order, and resolves when the body ends. `onData` returning `"stop"`
 * cancels the body (which closes the connection) and resolves at once. A broken connection rejects.
 */
export async function readServerSentEvents(
  body: ReadableStream<Uint8Array>,
  onData: (data: string) => void | "stop",
): Promise<"stopped" | "ended"> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let stopped = false;
  const parser = createParser({
    onEvent: (event) => {
      if (!stopped && onData(event.data) === "stop") stopped = true;
    },
  });
  try {
    while (!stopped) {
      const { done, value } = await reader.read();
      if (done) {
        // As the SSE standard says, an event the body ends inside of (no blank line yet) is dropped, not guessed at.
        parser.feed(decoder.decode());
        return stopped ? "stopped" : "ended";
      }
      parser.feed(decoder.decode(value, { stream: true }));
    }
    await reader.cancel().catch(() => undefined);
    return "stopped";
  } finally {
    reader.releaseLock();
  }
}

export interface ChatStreamHandlers {
  /** One parsed chunk; `raw` is the event's data as it came (for the "raw" view). */
  onChunk(chunk: ChatChunk, raw: string): void;
  /** An error event inside the stream (some gateways send one instead of closing). */
  onError?(error: GatewayErrorBody, raw: string): void;
  /** Data that is neither JSON nor a chunk: kept for the raw view, otherwise skipped. */
  onUnreadable?(raw: string): void;
}

/** Reads chat completion chunks until `[DONE]` (→ "done") or the end of the body (→ "eof"). */
export async function readChatStream(
  body: ReadableStream<Uint8Array>,
  handlers: ChatStreamHandlers,
): Promise<StreamEnd> {
  let sawDone = false;
  await readServerSentEvents(body, (data) => {
    if (data.trim() === DONE_MARKER) {
      sawDone = true;
      return "stop";
    }
    let value: unknown;
    try {
      value = JSON.parse(data);
    } catch {
      handlers.onUnreadable?.(data);
      return;
    }
    if (isErrorEvent(value)) {
      const parsed = GatewayErrorBody.safeParse(value);
      if (parsed.success) handlers.onError?.(parsed.data, data);
      return "stop";
    }
    const chunk = ChatChunk.safeParse(value);
    if (chunk.success) handlers.onChunk(chunk.data, data);
    else handlers.onUnreadable?.(data);
  });
  return sawDone ? "done" : "eof";
}

const isErrorEvent = (value: unknown): boolean =>
  typeof value === "object" && value !== null && "error" in value && !("choices" in value);
