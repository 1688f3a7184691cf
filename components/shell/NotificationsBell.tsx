"use client";

import { Bell } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { usePortalQuery } from "@/lib/api/hooks";
import { lazyComponent, WhenOpened } from "@/components/ui/lazy";
import { PopupStandIn } from "./PopupStandIn";

// The popover (Radix) and the panel (action buttons, tooltips) are off the first load: fetched on hover, focus or
// the first press.
const NotificationsPopover = lazyComponent(() =>
  import("./NotificationsPopover").then((module) => module.NotificationsPopover),
);

/** Unread count: polled slowly; the panel and marking one read refresh it at once. */
const UNREAD_POLL_MS = 60_000;

const OPEN_EVENT = "console:open-notifications";

/** Opens the bell's panel from anywhere on the page (the overview's notifications widget). */
export function openNotifications() {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

export function NotificationsBell() {
  const t = useTranslations("shell");
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(OPEN_EVENT, show);
    return () => window.removeEventListener(OPEN_EVENT, show);
  }, []);
  const unread = usePortalQuery(
    "notifications.list",
    { unread: true },
    { refetchInterval: UNREAD_POLL_MS, retry: false },
  );
  const count = unread.data?.length ?? 0;
  const button = (
    <button
      type="button"
      aria-label={t("notifications.open", { count })}
      data-testid="notifications-bell"
      className="relative rounded p-1.5 text-muted hover:bg-raised hover:text-ink"
    >
      <Bell size={18} aria-hidden />
      {count > 0 && (
        <span
          aria-hidden
          data-testid="notifications-count"
          className="absolute -right-1 -top-1 min-w-4 rounded-full bg-bad px-1 text-center text-[10px] font-semibold leading-4 text-accent-ink"
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </button>
  );
  return (
    <WhenOpened
      open={open}
      fallback={
        <PopupStandIn
          kind="dialog"
          button={button}
          preload={NotificationsPopover.preload}
          onOpen={() => setOpen(true)}
        />
      }
    >
      <NotificationsPopover trigger={button} open={open} onOpenChange={setOpen} unreadCount={count} />
    </WhenOpened>
  );
}
