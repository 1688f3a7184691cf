"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Bell, Check, X } from "lucide-react";
import NextLink from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useEffect } from "react";
import { IconButton } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { ProgressBar } from "@/components/ui/progress";
import { toast } from "@/components/ui/toast";
import { portalKey, usePortalQuery } from "@/lib/api/hooks";
import { formatDateTime } from "@/lib/format";
import { BackupStateBadge, useStateLabel } from "../shared/BackupStateBadge";
import { useNow } from "@/lib/use-now";
import { dismissActivity, updateActivity, type Activity } from "./activity-store";
import { matchNotification, phaseOf, stepsOf } from "./activity-phase";

const FOLLOW_MS = 2_000;
const NOTIFICATION_POLL_MS = 3_000;
/** How long to wait for the portal's notification after the end before saying there is none. */
const NOTIFICATION_WAIT_MS = 30_000;

const REFRESHED_BY_THE_END = [
  "backups.list",
  "backups.forResource",
  "backup.get",
  "resources.backups.get",
  "backup.projects.list",
  "notifications.list",
] as const;

/** One followed activity: its steps, the backup's state, and at the end the portal's notification. */
export function ActivityItem({ activity }: { activity: Activity }) {
  const t = useTranslations("backups.activity");
  const stateLabel = useStateLabel();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { backupId, kind } = activity;

  // A new backup has no id yet: it is the resource's backup that was not there before.
  const candidates = usePortalQuery(
    "backups.forResource",
    { resource_id: activity.resourceId },
    { enabled: !backupId, refetchInterval: backupId ? false : FOLLOW_MS },
  );
  useEffect(() => {
    if (backupId || !candidates.data) return;
    const known = new Set(activity.knownBackupIds ?? []);
    const found = candidates.data.find((b) => b.id && !known.has(b.id));
    if (found?.id) updateActivity(activity.key, { backupId: found.id });
  }, [backupId, candidates.data, activity.key, activity.knownBackupIds]);

  const backup = usePortalQuery(
    "backup.get",
    { backup_id: backupId ?? "" },
    {
      enabled: !!backupId,
      refetchInterval: (query) =>
        phaseOf(kind, query.state.data?.state, query.state.dataUpdatedAt > activity.startedAt) === "done"
          ? false
          : FOLLOW_MS,
    },
  );
  const fresh = backup.dataUpdatedAt > activity.startedAt;
  const phase = phaseOf(kind, backupId ? backup.data?.state : undefined, fresh);
  const done = phase === "done";
  const { endedAt } = activity;

  const expectsNotification = kind === "backup" || kind === "forceStart";
  const notifications = usePortalQuery(
    "notifications.list",
    {},
    {
      enabled: done && expectsNotification,
      refetchInterval: (query) =>
        matchNotification(query.state.data, backupId, activity.knownNotificationIds) ||
        Date.now() - (endedAt ?? Date.now()) > NOTIFICATION_WAIT_MS
          ? false
          : NOTIFICATION_POLL_MS,
    },
  );
  const notification = matchNotification(notifications.data, backupId, activity.knownNotificationIds);

  // The end is announced once, whichever page shows the activity then (the store remembers it).
  useEffect(() => {
    if (!done || endedAt !== undefined) return;
    updateActivity(activity.key, { endedAt: Date.now() });
    for (const id of REFRESHED_BY_THE_END) void queryClient.invalidateQueries({ queryKey: portalKey(id) });
    toast({
      tone: backup.data?.state === "failed" ? "bad" : "ok",
      title: t("ended", {
        what: t(`kinds.${kind}`),
        name: activity.resourceName,
        state: stateLabel(backup.data?.state),
      }),
    });
  }, [done, endedAt, activity.key, queryClient, backup.data?.state, t, kind, activity.resourceName, stateLabel]);

  const steps = stepsOf(kind);
  const current = steps.indexOf(phase);
  const now = useNow(5_000);
  const waitedTooLong = done && !notification && endedAt !== undefined && now - endedAt > NOTIFICATION_WAIT_MS;

  return (
    <li className="space-y-2 rounded-md border border-line bg-surface p-3" data-testid="backup-activity">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-ink">
          {t("title", { what: t(`kinds.${kind}`), name: activity.resourceName })}
        </span>
        {backupId ? (
          <NextLink
            href={`/backups/${encodeURIComponent(backupId)}`}
            className="font-mono text-xs text-accent underline"
          >
            {backupId}
          </NextLink>
        ) : (
          <span className="text-xs text-muted">{t("locating")}</span>
        )}
        <span aria-live="polite">
          {backup.data && <BackupStateBadge state={backup.data.state} message={backup.data.message} />}
        </span>
        <IconButton
          size="sm"
          className="ml-auto"
          aria-label={t("dismiss")}
          icon={<X aria-hidden className="size-4" />}
          onClick={() => dismissActivity(activity.key)}
        />
      </div>
      <ol className="flex flex-wrap items-center gap-2 text-xs" aria-label={t("stepsLabel")}>
        {steps.map((step, index) => (
          <li
            key={step}
            aria-current={index === current ? "step" : undefined}
            className={cn(
              "flex items-center gap-1 rounded-full border px-2 py-0.5",
              index < current || done
                ? "border-ok/30 text-ok"
                : index === current
                  ? "border-info/40 text-info"
                  : "border-line text-muted",
            )}
          >
            {(index < current || done) && <Check aria-hidden className="size-3" />}
            {step === "done" ? t("stepDone") : stateLabel(step)}
          </li>
        ))}
      </ol>
      {!done && <ProgressBar value={null} label={t("progress", { name: activity.resourceName })} />}
      {done && expectsNotification && (
        <p className="flex items-start gap-2 text-sm" data-testid="backup-activity-notification">
          <Bell aria-hidden className="mt-0.5 size-4 shrink-0 text-muted" />
          {notification ? (
            <span>
              <span className="text-muted">
                {t("notification", { at: formatDateTime(notification.timestamp, locale) })}
              </span>{" "}
              {notification.notification}
            </span>
          ) : (
            <span className="text-muted">{waitedTooLong ? t("noNotification") : t("waitingNotification")}</span>
          )}
        </p>
      )}
    </li>
  );
}
