"use client";

/**
 * One streamed chat request at a time: sends it through the BFF, folds chunks into an answer as they arrive and
 * tells the view at most once per animation frame (a 200 tokens/s stream must not re-render 200 times a second).
 * Stop aborts the fetch, which closes the BFF's relay and with it the upstream stream.
 */
import { useEffect, useState, useSyncExternalStore } from "react";
import { gateway } from "@/lib/gateway/browser";
import type { ChatRequest } from "@/lib/gateway/schemas";
import { applyChunk, emptyAnswer, metricsOf, snapshotOf, type Answer } from "./model/accumulate";
import type { AnswerMetrics, AnswerState } from "./model/conversation";

export type StreamPhase = "connecting" | "streaming";

export interface StreamView {
  phase: StreamPhase;
  answer: Answer;
  request: ChatRequest;
}

/** How a request ended: an answer (complete, stopped by the user, or cut off), or a failure before any answer. */
export type StreamOutcome =
  | {
      kind: "answer";
      state: AnswerState;
      answer: Answer;
      metrics: AnswerMetrics;
      request: ChatRequest;
      /** The events' data as received, for "view raw". */
      rawChunks: string[];
      /** Why an interrupted answer ended, if the stream said so. */
      note?: string;
      /** The code of that error event (`upstream_dropped`, `upstream_timeout` from the console's relay). */
      noteCode?: string;
    }
  | { kind: "failed"; error: unknown; request: ChatRequest };

const now = () => (typeof performance !== "undefined" ? performance.now() : Date.now());

export class ChatStreamSession {
  private view: StreamView | null = null;
  private readonly listeners = new Set<() => void>();
  private controller: AbortController | null = null;
  private frame: number | null = null;
  private answer: Answer | null = null;

  getSnapshot = () => this.view;
  getServerSnapshot = () => null;
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get running() {
    return this.controller !== null;
  }

  private publish(view: StreamView | null) {
    this.view = view;
    this.listeners.forEach((listener) => listener());
  }

  /** Coalesces chunk arrivals into one view update per frame. */
  private schedule(request: ChatRequest) {
    if (this.frame !== null) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = null;
      if (this.answer) this.publish({ phase: "streaming", answer: snapshotOf(this.answer), request });
    });
  }

  private cancelFrame() {
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.frame = null;
  }

  /** Starts a request (stopping one still running); `onSettled` receives the outcome in the same tick the view clears. */
  async start(request: ChatRequest, onSettled: (outcome: StreamOutcome) => void): Promise<void> {
    this.stop();
    const controller = new AbortController();
    this.controller = controller;
    const answer = emptyAnswer();
    this.answer = answer;
    const rawChunks: string[] = [];
    const startedAt = now();
    let opened = false;
    let note: string | undefined;
    let noteCode: string | undefined;
    let state: AnswerState = "complete";
    this.publish({ phase: "connecting", answer: snapshotOf(answer), request });
    try {
      // The stream reader (it checks chunks with the gateway's zod schemas) comes with the first request, not with
      // the page: first-load budget. Fetched while the request is on its way.
      const reading = import("@/lib/gateway/stream-reader");
      reading.catch(() => undefined);
      const body = await gateway.openChatStream(request, { signal: controller.signal });
      opened = true;
      const { readChatStream } = await reading.catch(async (error: unknown) => {
        await body.cancel().catch(() => undefined);
        throw error;
      });
      const end = await readChatStream(body, {
        onChunk: (chunk, raw) => {
          rawChunks.push(raw);
          applyChunk(answer, chunk, now() - startedAt);
          this.schedule(request);
        },
        onError: (error, raw) => {
          rawChunks.push(raw);
          note = error.error?.message ?? undefined;
          noteCode = error.error?.code ?? undefined;
        },
        onUnreadable: (raw) => rawChunks.push(raw),
      });
      if (end === "eof" || note !== undefined || noteCode !== undefined) state = "interrupted";
    } catch (error) {
      if (controller.signal.aborted) state = "stopped";
      else if (opened) state = "interrupted";
      else return this.settle(controller, () => onSettled({ kind: "failed", error, request }));
    }
    const metrics = metricsOf(answer, request.model, now() - startedAt);
    this.settle(controller, () =>
      onSettled({ kind: "answer", state, answer: snapshotOf(answer), metrics, request, rawChunks, note, noteCode }),
    );
  }

  private settle(controller: AbortController, report: () => void) {
    // A newer start() has taken over: this request's outcome no longer concerns the view.
    if (this.controller !== controller) return;
    this.cancelFrame();
    this.controller = null;
    this.answer = null;
    this.publish(null);
    report();
  }

  stop() {
    this.controller?.abort();
  }
}

/** A session owned by the calling component, stopped when it unmounts. */
export function useChatStreamSession(): ChatStreamSession {
  const [session] = useState(() => new ChatStreamSession());
  useEffect(() => () => session.stop(), [session]);
  return session;
}

/**
 * The session's live view. Only the component showing the answer subscribes, so a frame's update re-renders the
 * growing message and nothing else on the page.
 */
export function useStreamView(session: ChatStreamSession): StreamView | null {
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getServerSnapshot);
}
