"use client";

import { useTranslations } from "next-intl";
import { Popover } from "@/components/ui/popover";
import type { PopupTriggerProps } from "./PopupStandIn";
import { NotificationsPanel } from "./NotificationsPanel";

interface NotificationsPopoverProps extends PopupTriggerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  unreadCount: number;
}

/** The bell's panel; loaded on demand by NotificationsBell (see PopupStandIn). */
export function NotificationsPopover({ trigger, open, onOpenChange, unreadCount }: NotificationsPopoverProps) {
  const t = useTranslations("shell");
  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      align="end"
      aria-label={t("notifications.title")}
      className="w-96 p-0"
      trigger={trigger}
    >
      {open && <NotificationsPanel unreadCount={unreadCount} onNavigate={() => onOpenChange(false)} />}
    </Popover>
  );
}
