"use client";

import { Brain } from "lucide-react";
import { useTranslations } from "next-intl";

/** The model's reasoning, collapsible: open while it streams in, closed once the answer is done. */
export function ReasoningBlock({ text, streaming = false }: { text: string; streaming?: boolean }) {
  const t = useTranslations("playground.chat");
  if (!text) return null;
  return (
    <details
      open={streaming}
      className="mb-2 rounded-md border border-line bg-raised/60 px-3 py-2"
      data-testid="reasoning"
    >
      <summary className="flex cursor-pointer items-center gap-2 text-xs font-medium text-muted">
        <Brain aria-hidden className="size-3.5" />
        {streaming ? t("reasoningLive") : t("reasoning")}
      </summary>
      <p className="mt-2 whitespace-pre-wrap text-xs leading-relaxed text-muted">{text}</p>
    </details>
  );
}
