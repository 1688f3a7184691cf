"use client";

import { RotateCcw } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useErrorMessage } from "@/components/ui/use-error-message";
import type { SaveFailure } from "../model/draft-store";

/**
 * Why a token's last save failed, in the user's language, and the way to try again; the draft stays where it was
 * typed (the editor's row, translate mode's panel).
 */
export function SaveFailedStrip({ error, onRetry }: { error: SaveFailure | undefined; onRetry: () => void }) {
  const t = useTranslations("translations");
  const message = useErrorMessage();
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 border-t border-bad/30 bg-bad/5 px-3 py-2 text-sm">
      <span className="text-ink">{t("row.saveFailed", { reason: message(error ?? {}) })}</span>
      <Button
        size="sm"
        icon={<RotateCcw aria-hidden className="size-4" />}
        onClick={(event) => {
          event.stopPropagation();
          onRetry();
        }}
      >
        {t("row.retry")}
      </Button>
    </div>
  );
}
