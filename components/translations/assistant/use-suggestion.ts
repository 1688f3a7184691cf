"use client";

/**
 * One suggestion at a time for the open token, streamed through the console's gateway relay with the playground's
 * stream session (the session's gateway key or the server's is added by the BFF; the browser never holds one).
 */
import { useCallback, useState } from "react";
import { useChatStreamSession, useStreamView, type StreamOutcome } from "@/components/playground/chat/stream-session";
import type { ChatRequest } from "@/lib/gateway/schemas";
import { termsIn } from "@/lib/i18n/glossary";
import type { TokenRow } from "../model/rows";
import type { AssistantScope } from "./assistant-scope";
import { cleanSuggestion, neighboursOf, suggestionRequest } from "./prompt";

export type SuggestionResult =
  | {
      kind: "answer";
      /** The cleaned translation as the model gave it. */
      text: string;
      model: string;
      /** The gateway's `usage.cost.total_cost`, when it sent one. */
      cost?: number;
      latencyMs: number;
      /** "complete", or how the answer ended early (then it is flagged). */
      state: "complete" | "stopped" | "interrupted";
    }
  | { kind: "failed"; error: unknown };

/** The request for one token's suggestion: the same for "Suggest" and for a batch run. */
export function suggestionRequestFor(
  scope: AssistantScope,
  row: Pick<TokenRow, "key" | "source">,
  model: string,
): ChatRequest {
  return suggestionRequest(
    {
      key: row.key,
      source: row.source,
      sourceLang: scope.defaultLang,
      targetLang: scope.lang,
      targetName: scope.languageName,
      neighbours: neighboursOf(scope.rows, row.key),
      glossary: termsIn(row.source, scope.glossary),
    },
    model,
  );
}

/** How a finished request reads as a suggestion for that source. */
export function suggestionResultOf(outcome: StreamOutcome, source: string): SuggestionResult {
  if (outcome.kind === "failed") return { kind: "failed", error: outcome.error };
  return {
    kind: "answer",
    text: cleanSuggestion(outcome.answer.content, source),
    model: outcome.metrics.servedModel ?? outcome.metrics.requestedModel,
    cost: outcome.metrics.cost,
    latencyMs: outcome.metrics.durationMs ?? 0,
    state: outcome.state,
  };
}

export function useSuggestion(scope: AssistantScope, row: TokenRow, model: string) {
  const session = useChatStreamSession();
  const view = useStreamView(session);
  const [result, setResult] = useState<SuggestionResult | null>(null);

  const start = useCallback(() => {
    if (!model || session.running) return;
    setResult(null);
    void session.start(suggestionRequestFor(scope, row, model), (outcome) =>
      setResult(suggestionResultOf(outcome, row.source)),
    );
  }, [model, session, row, scope]);

  return {
    start,
    stop: () => session.stop(),
    /** The text so far while the answer streams, else null. */
    streaming: view ? view.answer.content : null,
    result,
    clear: () => setResult(null),
  };
}
