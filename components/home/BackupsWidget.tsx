"use client";

import { useLocale, useTranslations } from "next-intl";
import { StatusBadge, makeStatusTones } from "@/components/ui/status-badge";
import { usePortalQuery } from "@/lib/api/hooks";
import { formatNumber } from "@/lib/format";
import { Stat, Widget, combineLoads } from "./Widget";

/** Backup states are "not shown" in the spec; these are the ones the sandbox uses, others show neutral. */
const backupTone = makeStatusTones({
  available: "ok",
  scheduled: "info",
  running: "progress",
  failed: "bad",
  canceled: "neutral",
  expired: "neutral",
});

export function BackupsWidget() {
  const t = useTranslations("home");
  const locale = useLocale();
  const backups = usePortalQuery("backups.list", {});
  const projects = usePortalQuery("backup.projects.list", {});
  return (
    <Widget
      title={t("backups.title")}
      href="/backups"
      linkLabel={t("backups.link")}
      load={combineLoads(backups, projects)}
      testId="widget-backups"
      skeletonLines={4}
    >
      {() => {
        const byState = new Map<string, number>();
        for (const b of backups.data ?? [])
          byState.set(b.state || "unknown", (byState.get(b.state || "unknown") ?? 0) + 1);
        const unsafeVms = (projects.data ?? []).reduce((sum, p) => sum + (p.unsafe_vms ?? 0), 0);
        const unsafeVolumes = (projects.data ?? []).reduce((sum, p) => sum + (p.unsafe_volumes ?? 0), 0);
        return (
          <div className="space-y-4">
            <div className="grid grid-cols-2 gap-4">
              <Stat
                value={formatNumber(unsafeVms, locale)}
                label={t("backups.unprotectedVms")}
                tone={unsafeVms > 0 ? "warn" : "ok"}
              />
              <Stat
                value={formatNumber(unsafeVolumes, locale)}
                label={t("backups.unprotectedVolumes")}
                tone={unsafeVolumes > 0 ? "warn" : "ok"}
              />
            </div>
            {byState.size === 0 ? (
              <p className="text-sm text-muted">{t("backups.empty")}</p>
            ) : (
              <ul aria-label={t("backups.byState")} className="flex flex-wrap gap-2">
                {[...byState.entries()]
                  .sort((a, b) => b[1] - a[1])
                  .map(([state, count]) => (
                    <li key={state}>
                      <StatusBadge
                        tone={backupTone(state)}
                        label={`${t.has(`backups.states.${state}` as "backups.states.failed") ? t(`backups.states.${state}` as "backups.states.failed") : state}: ${formatNumber(count, locale)}`}
                      />
                    </li>
                  ))}
              </ul>
            )}
          </div>
        );
      }}
    </Widget>
  );
}
