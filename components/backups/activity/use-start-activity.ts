"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { portalKey } from "@/lib/api/hooks";
import { portal } from "@/lib/api/portal";
import { startActivity, type Activity } from "./activity-store";

/**
 * Starts following something long. It first notes the notifications that exist, so the one the portal adds when
 * the run ends is recognised; not being able to read them only means no notification is shown.
 */
export function useStartActivity() {
  const queryClient = useQueryClient();
  return useCallback(
    async (activity: Omit<Activity, "key" | "startedAt" | "knownNotificationIds">) => {
      // The panel shows the activity with this code (loaded lazily by ActivityPanel): fetch it meanwhile.
      void import("./ActivityItem");
      const notifications = await queryClient
        .fetchQuery({ queryKey: portalKey("notifications.list", {}), queryFn: () => portal("notifications.list", {}) })
        .catch(() => []);
      return startActivity({
        ...activity,
        knownNotificationIds: notifications.flatMap((n) => (n.id ? [n.id] : [])),
      });
    },
    [queryClient],
  );
}
