"use client";

import { useTranslations } from "next-intl";
import { ProgressBar } from "@/components/ui/progress";
import type { RerankResponse } from "@/lib/gateway/schemas";
import { usePlaygroundFormat } from "../shared/use-playground-format";

/** The documents in the order the model ranked them: score bar and number, and where each stood in the input. */
export function RankedList({ response, documents }: { response: RerankResponse; documents: string[] }) {
  const t = useTranslations("playground.rerank");
  const f = usePlaygroundFormat();
  return (
    <ol className="space-y-2" aria-label={t("ranking")} data-testid="rerank-results">
      {response.results.map((result, rank) => {
        const index = result.index ?? -1;
        const text = result.document?.text ?? documents[index] ?? "";
        const score = result.relevance_score ?? 0;
        return (
          <li
            key={`${index}-${rank}`}
            className="rounded-lg border border-line bg-surface p-3"
            data-testid="rerank-result"
          >
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="text-lg font-semibold tabular-nums text-ink">{t("rank", { rank: rank + 1 })}</span>
              <span className="text-xs text-muted" data-testid="original-position">
                {t("originalPosition", { position: index + 1 })}
              </span>
              <span className="ml-auto font-mono text-sm tabular-nums text-ink" data-testid="relevance-score">
                {f.decimal(score, 4)}
              </span>
            </div>
            <p className="mt-1 text-sm text-ink" data-testid="ranked-text">
              {text}
            </p>
            <ProgressBar value={score} max={1} label={t("scoreLabel", { rank: rank + 1 })} className="mt-2" />
          </li>
        );
      })}
    </ol>
  );
}
