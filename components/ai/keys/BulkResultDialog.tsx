"use client";

import { CircleCheck, CircleX } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useErrorMessage } from "@/components/ui/use-error-message";
import type { BulkResult } from "./KeyBulkActions";

/** What a bulk action did to each key when some failed: the failures first, each with its reason. */
export function BulkResultDialog({ result, onClose }: { result: BulkResult; onClose: () => void }) {
  const t = useTranslations("ai.keys.bulk");
  const { outcomes } = result;
  const message = useErrorMessage();
  const failed = outcomes.filter((o) => !o.ok);
  const sorted = [...failed, ...outcomes.filter((o) => o.ok)];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(`failedTitle.${result.action}`)}
      description={t("summary", { failed: failed.length, total: outcomes.length })}
      size="lg"
      footer={
        <Button variant="primary" onClick={onClose}>
          {t("close")}
        </Button>
      }
    >
      <ul className="divide-y divide-line" data-testid="bulk-results">
        {sorted.map((outcome) => (
          <li key={outcome.item.id} className="flex items-start gap-2 py-2 text-sm">
            {outcome.ok ? (
              <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-ok" />
            ) : (
              <CircleX aria-hidden className="mt-0.5 size-4 shrink-0 text-bad" />
            )}
            <div className="min-w-0">
              <p className="font-medium">
                {outcome.item.name} <span className="sr-only">{outcome.ok ? t("succeeded") : t("failed")}</span>
              </p>
              {!outcome.ok && <p className="break-words text-muted">{message(outcome.error)}</p>}
            </div>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
