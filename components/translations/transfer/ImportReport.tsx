"use client";

import { useTranslations } from "next-intl";
import { useErrorMessage } from "@/components/ui/use-error-message";
import type { ImportOutcome } from "./use-import-run";

/** How an import went: counts per outcome and, for each key not applied, why. */
export function ImportReport({ outcomes }: { outcomes: readonly ImportOutcome[] }) {
  const t = useTranslations("translations.import");
  const message = useErrorMessage();
  const count = (kind: ImportOutcome["kind"]) => outcomes.filter((o) => o.kind === kind).length;
  const problems = outcomes.filter((o) => o.kind !== "applied");
  return (
    <section aria-label={t("reportTitle")} className="space-y-3" data-testid="import-report">
      <p role="status" className="text-sm text-ink">
        {t("report", {
          applied: count("applied"),
          failed: count("failed"),
          changed: count("changed"),
          stopped: count("stopped"),
        })}
      </p>
      {problems.length > 0 && (
        <ul className="max-h-72 space-y-1 overflow-auto text-sm">
          {problems.slice(0, 200).map((outcome) => (
            <li key={outcome.key} className="flex gap-2">
              <span className="shrink-0 font-mono text-xs text-muted">{outcome.key}</span>
              <span className="text-ink">
                {outcome.kind === "failed"
                  ? message(outcome.error)
                  : outcome.kind === "changed"
                    ? t("changedSincePreview")
                    : t("notApplied")}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
