"use client";

import { Code2, Square, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button, IconButton } from "@/components/ui/button";
import { StatusBadge } from "@/components/ui/status-badge";
import type { Model } from "@/lib/gateway/schemas";
import { GatewayError } from "../shared/GatewayError";
import { ModelSelect } from "../shared/ModelSelect";
import { Markdown } from "./Markdown";
import { MetricsFooter } from "./MetricsFooter";
import { ReasoningBlock } from "./ReasoningBlock";
import { useStreamView, type ChatStreamSession, type StreamOutcome } from "./stream-session";
import { StreamingMessage } from "./StreamingMessage";
import { ToolCallList } from "./ToolCallList";

export type ColumnResult = StreamOutcome;

export interface CompareColumnProps {
  index: number;
  models: readonly Model[];
  model: string;
  onModel: (id: string) => void;
  onRemove?: () => void;
  session: ChatStreamSession;
  running: boolean;
  result: ColumnResult | null;
  /** Opens the code of the request this column sent last; absent before it sent one. */
  onViewCode?: () => void;
}

/** One model's side of a comparison: its picker, its answer (live, then final), its own Stop and figures. */
export function CompareColumn({
  index,
  models,
  model,
  onModel,
  onRemove,
  session,
  running,
  result,
  onViewCode,
}: CompareColumnProps) {
  const t = useTranslations("playground.compare");
  const view = useStreamView(session);
  return (
    <section
      aria-label={t("column", { number: index + 1, model })}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-line bg-surface p-3"
      data-testid="compare-column"
    >
      <div className="flex items-end gap-2">
        <ModelSelect
          label={t("modelLabel", { number: index + 1 })}
          models={models}
          value={model}
          onChange={onModel}
          disabled={running}
          className="min-w-0 flex-1"
        />
        {running ? (
          <Button
            size="sm"
            variant="danger"
            icon={<Square aria-hidden className="size-3.5" />}
            onClick={() => session.stop()}
          >
            {t("stop")}
          </Button>
        ) : (
          <>
            <Button
              size="sm"
              variant="ghost"
              icon={<Code2 aria-hidden className="size-4" />}
              aria-label={t("viewCodeOf", { number: index + 1 })}
              disabled={!onViewCode}
              onClick={onViewCode}
            >
              {t("viewCode")}
            </Button>
            {onRemove && (
              <IconButton
                size="sm"
                aria-label={t("remove", { number: index + 1 })}
                icon={<X aria-hidden className="size-4" />}
                onClick={onRemove}
              />
            )}
          </>
        )}
      </div>
      {view && <StreamingMessage view={view} label={model} />}
      {!view && result?.kind === "failed" && <GatewayError error={result.error} compact />}
      {!view && result?.kind === "answer" && (
        <article aria-label={model} data-testid="compare-answer" data-state={result.state}>
          {result.state !== "complete" && (
            <StatusBadge
              tone={result.state === "interrupted" ? "warn" : "neutral"}
              label={t(`states.${result.state}`)}
              className="mb-2"
            />
          )}
          <ReasoningBlock text={result.answer.reasoning} />
          {result.answer.content && <Markdown text={result.answer.content} />}
          <ToolCallList calls={result.answer.toolCalls} />
          <MetricsFooter metrics={result.metrics} />
        </article>
      )}
    </section>
  );
}
