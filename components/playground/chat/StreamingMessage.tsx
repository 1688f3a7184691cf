"use client";

import { LoaderCircle } from "lucide-react";
import { useTranslations } from "next-intl";
import { PlainText } from "./Markdown";
import { ReasoningBlock } from "./ReasoningBlock";
import type { StreamView } from "./stream-session";
import { ToolCallList } from "./ToolCallList";

/**
 * The answer while it streams. Plain text, not Markdown: parsing a growing document on every frame is what makes
 * playgrounds stutter; it becomes Markdown once, when the answer is complete, a block at a time.
 */
export function StreamingMessage({ view, label }: { view: StreamView; label?: string }) {
  const t = useTranslations("playground.chat");
  const { answer } = view;
  const waiting = !answer.content && !answer.reasoning && answer.toolCalls.length === 0;
  return (
    <article
      aria-label={label ?? t("roles.assistant")}
      aria-busy="true"
      data-testid="streaming-answer"
      className="mr-8 rounded-lg border border-line bg-surface px-4 py-3 [contain:content]"
    >
      <header className="mb-1 flex items-center gap-2">
        <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">{label ?? t("roles.assistant")}</h3>
        <LoaderCircle aria-hidden className="size-3.5 animate-spin text-muted motion-reduce:animate-none" />
        <span className="sr-only" role="status">
          {t("streaming")}
        </span>
      </header>
      {waiting && (
        <p className="text-sm text-muted">{view.phase === "connecting" ? t("connecting") : t("waitingForToken")}</p>
      )}
      <ReasoningBlock text={answer.reasoning} streaming />
      {answer.content && (
        <div data-testid="streaming-content">
          <PlainText text={answer.content} />
        </div>
      )}
      <ToolCallList calls={answer.toolCalls} />
    </article>
  );
}
