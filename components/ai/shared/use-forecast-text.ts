"use client";

import { useTranslations } from "next-intl";
import { useCallback, useMemo } from "react";
import { wholeDaysLeft, type Forecast } from "../model/forecast";
import { useAiFormat } from "./use-ai-format";

/** The words of a budget forecast: its outcome (long and short, for a table cell) and how it was computed. */
export function useForecastText() {
  const t = useTranslations("ai.forecast");
  const format = useAiFormat();
  const date = useCallback((ms: number) => format.date(new Date(ms).toISOString()), [format]);
  const inDays = useCallback((forecast: Forecast) => t("inDays", { days: wholeDaysLeft(forecast) }), [t]);
  return useMemo(
    () => ({
      outcome: (forecast: Forecast) => {
        switch (forecast.state) {
          case "exceeded":
            return t("exceeded");
          case "runsOut":
            return t("runsOut", { date: date(forecast.runsOutAt!), inDays: inDays(forecast) });
          case "notInWindow":
            return t("notInWindow", { date: date(forecast.window.end) });
          default:
            return t("noUsage");
        }
      },
      short: (forecast: Forecast) =>
        forecast.state === "runsOut"
          ? inDays(forecast)
          : forecast.state === "exceeded"
            ? t("exceeded")
            : forecast.state === "notInWindow"
              ? t("notInWindowShort")
              : t("noUsage"),
      method: (forecast: Forecast, currency: string) => {
        const values = {
          rate: format.money(forecast.rate, currency),
          days: format.number(Math.round(forecast.basis.days * 10) / 10),
          remaining: format.money(Math.max(0, forecast.limit - forecast.spent), currency),
          limit: format.money(forecast.limit, currency),
          from: date(forecast.window.start),
          to: date(forecast.window.end),
        };
        const text = t("methodSoFar", values);
        return forecast.window.stated ? text : `${text} ${t("windowAssumed")}`;
      },
    }),
    [t, format, date, inDays],
  );
}
