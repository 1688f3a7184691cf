"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Popover } from "@/components/ui/popover";
import { WidgetBoundary } from "@/components/ui/widget-boundary";
import { portalKey } from "@/lib/api/hooks";
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
  const queryClient = useQueryClient();
  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      align="end"
      aria-label={t("notifications.title")}
      className="w-96 p-0"
      trigger={trigger}
    >
      {/* The list's render error stays in the popover, where the user is looking; the bell stays. */}
      {open && (
        <WidgetBoundary onReset={() => void queryClient.resetQueries({ queryKey: portalKey("notifications.list") })}>
          <NotificationsPanel unreadCount={unreadCount} onNavigate={() => onOpenChange(false)} />
        </WidgetBoundary>
      )}
    </Popover>
  );
}
