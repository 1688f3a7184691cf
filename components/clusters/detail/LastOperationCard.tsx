"use client";

import { CircleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { ProgressBar, type MeterTone } from "@/components/ui/progress";
import type { Shoot } from "../model/shoot";
import { shootPhase, type ShootPhase } from "../model/status";
import { ShootPhaseBadge } from "../shared/ShootStatus";
import { useClusterFormat } from "../shared/use-cluster-format";
import { useNow } from "@/lib/use-now";

const BAR_TONES: Partial<Record<ShootPhase, MeterTone>> = {
  ready: "ok",
  error: "warn",
  unhealthy: "warn",
  failed: "bad",
};

/** The last operation: its type and state, a progress bar with the percentage, its message and its errors. */
export function LastOperationCard({ shoot }: { shoot: Shoot }) {
  const t = useTranslations("clusters.detail.operation");
  const format = useClusterFormat();
  const now = useNow();
  const op = shoot.lastOperation;
  const phase = shootPhase(shoot);
  return (
    <Card title={t("title")} actions={<ShootPhaseBadge shoot={shoot} />}>
      {op ? (
        <div className="space-y-3" data-testid="last-operation">
          <p className="text-sm text-ink">
            {t("summary", { type: op.type ?? "?", state: op.state ?? "?" })}
            {op.lastUpdateTime && (
              <span className="text-muted" title={format.dateTime(op.lastUpdateTime)}>
                {" · "}
                {format.relative(op.lastUpdateTime, now)}
              </span>
            )}
          </p>
          <ProgressBar
            label={t("progress")}
            value={typeof op.progress === "number" ? op.progress : null}
            showLabel
            tone={BAR_TONES[phase] ?? "accent"}
          />
          {op.description && <p className="text-sm text-muted">{op.description}</p>}
          {shoot.lastErrors.length > 0 && (
            // The alert role is on the list's container: a list item with another role breaks the list (axe's list rule).
            <div role="alert">
              <ul className="space-y-2" aria-label={t("errors")}>
                {shoot.lastErrors.map((error, index) => (
                  <li
                    key={`${index}-${error.description}`}
                    className="flex items-start gap-2 rounded-md border border-bad/40 bg-bad/10 px-3 py-2 text-sm text-ink"
                  >
                    <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-bad" />
                    <span className="min-w-0 break-words">
                      {error.description}
                      {error.codes.length > 0 && (
                        <span className="block font-mono text-xs text-muted">{error.codes.join(", ")}</span>
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      ) : (
        <p className="text-sm text-muted">{t("none")}</p>
      )}
    </Card>
  );
}
