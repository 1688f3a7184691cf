"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback } from "react";
import { clock, describeSchedule } from "../model/schedule";

/** "Daily at 02:00" for the usual cron shapes, the cron itself otherwise. */
export function useScheduleText() {
  const t = useTranslations("backups.policies.schedule");
  const locale = useLocale();
  return useCallback(
    (cron: string | undefined) => {
      const shape = describeSchedule(cron);
      if (!shape) return cron ?? "";
      if (shape.kind === "hourly") return t("hourly", { minute: String(shape.minute).padStart(2, "0") });
      if (shape.kind === "daily") return t("daily", { time: clock(shape.hour, shape.minute) });
      // 2024-01-07 was a Sunday: weekday 0.
      const day = new Intl.DateTimeFormat(locale, { weekday: "long" }).format(new Date(2024, 0, 7 + shape.weekday));
      return t("weekly", { day, time: clock(shape.hour, shape.minute) });
    },
    [t, locale],
  );
}
