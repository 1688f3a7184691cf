"use client";

import { useTranslations } from "next-intl";
import { StatusBadge } from "@/components/ui/status-badge";
import { countByState, inPeriod, type BackupRow } from "../model/rows";
import { BACKUP_STATES } from "../model/states";
import { backupTone, useStateLabel } from "../shared/BackupStateBadge";

/** "Did last night's backups work": the runs of the last 24 hours by state, each a shortcut to those rows. */
export function LastDaySummary({
  rows,
  nowMs,
  onPick,
}: {
  rows: readonly BackupRow[];
  nowMs: number;
  onPick: (state: string) => void;
}) {
  const t = useTranslations("backups.list.summary");
  const stateLabel = useStateLabel();
  const counts = countByState(rows.filter((row) => inPeriod(row.scheduledAt, { period: "24h" }, nowMs)));
  const states = BACKUP_STATES.filter((state) => (counts.get(state) ?? 0) > 0);
  return (
    <section aria-label={t("label")} className="mb-4 flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted">{t("label")}</span>
      {states.length === 0 ? (
        <span className="text-muted">{t("none")}</span>
      ) : (
        states.map((state) => (
          <button
            key={state}
            type="button"
            onClick={() => onPick(state)}
            className="rounded-full"
            aria-label={t("show", { count: counts.get(state) ?? 0, state: stateLabel(state) })}
          >
            <StatusBadge
              tone={backupTone(state)}
              label={t("count", { count: counts.get(state) ?? 0, state: stateLabel(state) })}
            />
          </button>
        ))
      )}
    </section>
  );
}
