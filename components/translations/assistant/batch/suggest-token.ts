"use client";

/**
 * One token's suggestion for a batch, through the same request, stream session and checks as "Suggest": the
 * answer is flagged when it fails the ICU checks against the source or ended early.
 */
import { ChatStreamSession } from "@/components/playground/chat/stream-session";
import { describeError } from "@/components/ui/use-error-message";
import { checkTranslation } from "@/lib/i18n/icu-checks";
import type { AssistantScope } from "../assistant-scope";
import { suggestionRequestFor, suggestionResultOf } from "../use-suggestion";
import type { BatchItem, SuggestOutcome } from "./batch-run";

export function suggestToken(
  scope: AssistantScope,
  model: string,
  item: BatchItem,
  signal: AbortSignal,
): Promise<SuggestOutcome> {
  const session = new ChatStreamSession();
  signal.addEventListener("abort", () => session.stop(), { once: true });
  return new Promise((resolve) => {
    void session.start(suggestionRequestFor(scope, item, model), (outcome) => {
      const result = suggestionResultOf(outcome, item.source);
      if (result.kind === "failed") {
        const { code = "unknown", message = "" } = describeError(result.error);
        return resolve({ kind: "failed", code, message });
      }
      const flag =
        result.state !== "complete"
          ? "cutShort"
          : checkTranslation(item.source, result.text, scope.lang).errors.length > 0
            ? "checks"
            : undefined;
      resolve({ kind: "answer", text: result.text, model: result.model, cost: result.cost, flag });
    });
  });
}
