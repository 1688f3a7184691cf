"use client";

import { useLocale, useTranslations } from "next-intl";
import { StatusBadge, makeStatusTones } from "@/components/ui/status-badge";
import { usePortalQuery } from "@/lib/api/hooks";
import { formatRelative } from "@/lib/format";
import { useNow } from "@/lib/use-now";
import { openNotifications } from "@/components/shell/NotificationsBell";
import { Widget } from "./Widget";

const SHOWN = 5;
const taskTone = makeStatusTones({ running: "progress", pending: "info", done: "ok", failed: "bad" });

const time = (value: unknown) => (typeof value === "string" && value ? value : undefined);

export function RecentTasksWidget() {
  const t = useTranslations("home");
  const locale = useLocale();
  const tasks = usePortalQuery("tasks.list", {});
  const now = useNow(60_000);
  return (
    <Widget
      title={t("tasks.title")}
      href="/tasks"
      linkLabel={t("tasks.link")}
      load={tasks}
      testId="widget-tasks"
      skeletonLines={5}
    >
      {() => {
        const recent = [...(tasks.data ?? [])]
          .sort((a, b) =>
            String(time(b.start_at) ?? time(b.created_at) ?? "").localeCompare(
              String(time(a.start_at) ?? time(a.created_at) ?? ""),
            ),
          )
          .slice(0, SHOWN);
        if (recent.length === 0) return <p className="text-sm text-muted">{t("tasks.empty")}</p>;
        return (
          <ul className="space-y-2">
            {recent.map((task) => (
              <li key={task.id} className="flex items-center justify-between gap-2 text-sm">
                <div className="min-w-0">
                  <p className="wrap-anywhere">{task.name || task.id}</p>
                  <p className="text-xs text-muted">
                    {formatRelative(time(task.start_at) ?? time(task.created_at), now, locale)}
                  </p>
                </div>
                <StatusBadge
                  tone={taskTone(task.state)}
                  label={
                    t.has(`tasks.states.${task.state}` as "tasks.states.done")
                      ? t(`tasks.states.${task.state}` as "tasks.states.done")
                      : (task.state ?? "—")
                  }
                />
              </li>
            ))}
          </ul>
        );
      }}
    </Widget>
  );
}

export function UnreadNotificationsWidget() {
  const t = useTranslations("home");
  const locale = useLocale();
  const unread = usePortalQuery("notifications.list", { unread: true });
  const now = useNow(60_000);
  return (
    <Widget
      title={t("notifications.title")}
      linkLabel={t("notifications.link")}
      onFooter={openNotifications}
      load={unread}
      testId="widget-notifications"
      skeletonLines={5}
    >
      {() => {
        const items = unread.data ?? [];
        if (items.length === 0) return <p className="text-sm text-muted">{t("notifications.empty")}</p>;
        return (
          <div className="space-y-2">
            <p className="text-sm text-muted">{t("notifications.count", { count: items.length })}</p>
            <ul className="space-y-2">
              {items.slice(0, SHOWN).map((n, index) => (
                <li key={n.id ?? index} className="text-sm">
                  <p className="line-clamp-2">{n.notification}</p>
                  <p className="text-xs text-muted">{formatRelative(n.timestamp, now, locale)}</p>
                </li>
              ))}
            </ul>
          </div>
        );
      }}
    </Widget>
  );
}
