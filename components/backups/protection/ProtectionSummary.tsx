"use client";

import { useLocale, useTranslations } from "next-intl";
import { Skeleton } from "@/components/ui/feedback";
import { cn } from "@/components/ui/cn";
import { formatNumber } from "@/lib/format";
import type { BackupProjectListItem } from "@/lib/portal/schemas/backups";
import { isProtected, unsafeCounts } from "../model/tree";

/** "Is everything protected": unprotected VMs and volumes across the projects, and the projects without a policy. */
export function ProtectionSummary({ projects }: { projects: readonly BackupProjectListItem[] | undefined }) {
  const t = useTranslations("backups.protection.summary");
  const locale = useLocale();
  if (!projects) return <Skeleton lines={2} className="mb-4" />;
  const totals = projects.reduce<{ vms: number; volumes: number }>(
    (sum, project) => {
      const counts = unsafeCounts(project);
      return { vms: sum.vms + counts.vms, volumes: sum.volumes + counts.volumes };
    },
    { vms: 0, volumes: 0 },
  );
  const stats = [
    { key: "projects", value: projects.length, warn: false },
    { key: "unprotectedProjects", value: projects.filter((p) => !isProtected(p)).length, warn: false },
    { key: "unprotectedVms", value: totals.vms, warn: totals.vms > 0 },
    { key: "unprotectedVolumes", value: totals.volumes, warn: totals.volumes > 0 },
  ] as const;
  return (
    <dl className="mb-4 grid grid-cols-2 gap-3 md:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.key} className="rounded-lg border border-line bg-surface px-4 py-3">
          <dt className="text-sm text-muted">{t(stat.key)}</dt>
          <dd
            className={cn("text-2xl font-semibold tabular-nums", stat.warn ? "text-warn" : "text-ink")}
            data-testid={`protection-${stat.key}`}
          >
            {formatNumber(stat.value, locale)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
