"use client";

import { useTranslations } from "next-intl";
import { useActivities } from "./activity-store";
import { ActivityItem } from "./ActivityItem";

/** The long-running things started from this tab; on a backup's page only that backup's. */
export function ActivityPanel({ backupId }: { backupId?: string }) {
  const t = useTranslations("backups.activity");
  const activities = useActivities().filter((a) => !backupId || a.backupId === backupId);
  if (activities.length === 0) return null;
  return (
    <section aria-label={t("label")} className="mb-4">
      <ul className="space-y-2">
        {activities.map((activity) => (
          <ActivityItem key={activity.key} activity={activity} />
        ))}
      </ul>
    </section>
  );
}
