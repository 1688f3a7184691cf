"use client";

import { CircleAlert, Info, TriangleAlert } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { ActionButton } from "@/components/ui/action-button";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/feedback";
import { QueryState } from "@/components/ui/query-state";
import { usePortalMutation, usePortalQuery } from "@/lib/api/hooks";
import { useDenied } from "@/lib/api/permissions";
import { formatRelative } from "@/lib/format";
import type { Notification } from "@/lib/portal/schemas/notifications";
import { useNow } from "@/lib/use-now";

/** How many of the latest notifications the panel shows; the rest are one click away on the overview. */
const SHOWN = 20;

/** `read` is a string in the spec: empty (or "false"/"0") while unread; the sandbox puts the reading time there. */
export const isUnread = (n: Notification) => !n.read || n.read === "false" || n.read === "0";

function TypeIcon({ type }: { type?: string }) {
  if (type === "error") return <CircleAlert size={16} aria-hidden className="mt-0.5 shrink-0 text-bad" />;
  if (type === "warning") return <TriangleAlert size={16} aria-hidden className="mt-0.5 shrink-0 text-warn" />;
  return <Info size={16} aria-hidden className="mt-0.5 shrink-0 text-info" />;
}

export function NotificationsPanel({ unreadCount, onNavigate }: { unreadCount: number; onNavigate: () => void }) {
  const t = useTranslations("shell");
  const locale = useLocale();
  const list = usePortalQuery("notifications.list", {}, { retry: false });
  const markRead = usePortalMutation("notifications.markRead");
  const denied = useDenied("notifications.markRead");
  const now = useNow(60_000);

  return (
    <div className="flex max-h-[28rem] flex-col" data-testid="notifications-panel">
      <div className="flex items-center justify-between border-b border-line px-4 py-3">
        <h2 className="font-semibold">{t("notifications.title")}</h2>
        <span className="text-xs text-muted">{t("notifications.unread", { count: unreadCount })}</span>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <QueryState
          query={list}
          compact
          pending={<Skeleton lines={4} className="p-4" />}
          isEmpty={(notifications) => notifications.length === 0}
          empty={<p className="p-4 text-sm text-muted">{t("notifications.empty")}</p>}
        >
          {(notifications) => (
            <ul className="divide-y divide-line">
              {notifications.slice(0, SHOWN).map((n, index) => {
                const unread = isUnread(n);
                const pending = markRead.isPending && markRead.variables?.id === n.id;
                return (
                  <li key={n.id ?? index} className={`flex gap-3 px-4 py-3 ${unread ? "bg-accent/5" : ""}`}>
                    <TypeIcon type={n.type} />
                    <div className="min-w-0 flex-1 space-y-1">
                      <p className={`break-words text-sm ${unread ? "font-medium" : "text-muted"}`}>
                        {unread && <span className="sr-only">{t("notifications.unreadMark")} </span>}
                        {n.notification}
                      </p>
                      <p className="text-xs text-muted">
                        {n.type ? `${t(`notifications.types.${typeKey(n.type)}`)} · ` : ""}
                        {n.timestamp ? formatRelative(n.timestamp, now, locale) : ""}
                      </p>
                    </div>
                    {unread && n.id && (
                      <ActionButton
                        size="sm"
                        variant="ghost"
                        denied={denied}
                        loading={pending}
                        onClick={() => markRead.mutate({ id: n.id as string })}
                        aria-label={t("notifications.markReadOf", { text: (n.notification ?? "").slice(0, 80) })}
                      >
                        {t("notifications.markRead")}
                      </ActionButton>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </QueryState>
        {/* A failed action, not a read: no Retry, and the list above stays. */}
        {markRead.isError && <ErrorState compact error={markRead.error} className="border-t border-line" />}
      </div>
      <div className="border-t border-line px-4 py-2 text-right">
        <Link href="/" onClick={onNavigate} className="text-sm text-accent hover:underline">
          {t("notifications.overview")}
        </Link>
      </div>
    </div>
  );
}

const typeKey = (type: string) => (type === "error" || type === "warning" ? type : "info");
