"use client";

import { useTranslations } from "next-intl";
import { Suspense } from "react";
import { lazyComponent } from "@/components/ui/lazy";
import { useActivities } from "./activity-store";

// Activities exist only after an action started in this tab (whose dialog loaded first): their rendering, with
// progress bars and notification matching, is not needed for a page's first paint (first-load budget).
const ActivityItem = lazyComponent(() => import("./ActivityItem").then((m) => m.ActivityItem));

/** The long-running things started from this tab; on a backup's page only that backup's. */
export function ActivityPanel({ backupId }: { backupId?: string }) {
  const t = useTranslations("backups.activity");
  const activities = useActivities().filter((a) => !backupId || a.backupId === backupId);
  if (activities.length === 0) return null;
  return (
    <section aria-label={t("label")} className="mb-4">
      <ul className="space-y-2">
        <Suspense fallback={null}>
          {activities.map((activity) => (
            <ActivityItem key={activity.key} activity={activity} />
          ))}
        </Suspense>
      </ul>
    </section>
  );
}
