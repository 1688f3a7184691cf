"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { formatDay } from "@/lib/format";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "../model/budget-window";
import { ratePerUnit, wholeDaysLeft, type Forecast, type RateUnit } from "../model/forecast";
import type { RecentForecast } from "../model/forecast-recent";
import { usePeriodText } from "./LimitSummary";
import { useAiFormat } from "./use-ai-format";

const UNIT_MS: Record<RateUnit, number> = { day: DAY_MS, hour: HOUR_MS, minute: MINUTE_MS };

/** How long a window has run, in the largest unit that makes it at least 1 ("4 hours", "10.5 days"), never "0 days". */
function elapsed(ms: number): { unit: RateUnit; n: number } {
  if (ms >= DAY_MS) return { unit: "day", n: Math.round((ms / DAY_MS) * 10) / 10 };
  if (ms >= HOUR_MS) return { unit: "hour", n: Math.round(ms / HOUR_MS) };
  return { unit: "minute", n: Math.max(1, Math.round(ms / MINUTE_MS)) };
}

/**
 * The words of a budget forecast, in plain sentences: its outcome ("Runs out on December 3 (in 5 days) at €10.00 a
 * day"), a short form for a table cell, the method in one sentence, what was assumed about the window, and the
 * second opinion of the last 7 days' rate. Days are UTC days, as the portal counts its windows.
 */
export function useForecastText() {
  const t = useTranslations("ai.forecast");
  const format = useAiFormat();
  const periodText = usePeriodText();
  return useMemo(() => {
    /** A day of the forecast; with the time for windows shorter than a day. */
    const when = (ms: number, f: Forecast) => formatDay(ms, format.locale, f.at, f.rateUnit !== "day");
    /** "in 5 days", "within the hour": whole units counted down, in the unit the window's rate reads in. */
    const inTime = (f: Forecast, at: number, daysLeft?: number) =>
      t("inTime", {
        unit: f.rateUnit,
        n: f.rateUnit === "day" ? wholeDaysLeft({ daysLeft }) : Math.floor((at - f.at) / UNIT_MS[f.rateUnit]),
      });
    const rate = (f: Forecast, perDay: number, currency: string | null) =>
      t("rate", { unit: f.rateUnit, amount: format.money(ratePerUnit(f, perDay), currency) });

    return {
      outcome: (f: Forecast, currency: string | null) => {
        switch (f.state) {
          case "exceeded":
            return t("outcome.exceeded", { date: when(f.reachedAt!, f) });
          case "runsOut":
            return t("outcome.runsOut", {
              date: when(f.runsOutAt!, f),
              inTime: inTime(f, f.runsOutAt!, f.daysLeft),
              rate: rate(f, f.rate, currency),
            });
          case "resetsFirst":
            return t("outcome.resetsFirst", { date: when(f.window.end, f) });
          default:
            return t(`outcome.${f.state}`);
        }
      },
      /** A table cell's lines: the run-out day above the time left, or one short phrase (which may wrap). */
      cell: (f: Forecast): string[] => {
        switch (f.state) {
          case "runsOut":
            return [when(f.runsOutAt!, f), inTime(f, f.runsOutAt!, f.daysLeft)];
          case "resetsFirst":
            return [t("short.resetsFirst", { date: when(f.window.end, f) })];
          default:
            return [t(`short.${f.state}`)];
        }
      },
      /** How the figure was computed, in one sentence. */
      method: (f: Forecast, currency: string | null) => {
        const values = {
          from: when(f.window.start, f),
          to: when(f.window.end, f),
          limit: format.money(f.limit, currency),
          spent: format.money(f.spent, currency),
          remaining: format.money(Math.max(0, f.limit - (f.spent ?? 0)), currency),
          rate: rate(f, f.rate, currency),
          elapsed: t("elapsed", elapsed(f.ranMs)),
        };
        switch (f.state) {
          case "runsOut":
          case "resetsFirst":
            return t("method.spending", values);
          case "exceeded":
            return t("method.exceeded", { ...values, reached: when(f.reachedAt!, f) });
          default:
            return t(`method.${f.state}`, values);
        }
      },
      /** What the forecast assumed about a window the portal did not state; undefined when it stated it. */
      assumption: (f: Forecast, period: string | undefined) =>
        f.window.assumed && t("assumed", { rule: f.window.assumed, period: periodText(period) }),
      /** The last 7 days' rate, where it names another day than the window's. */
      recent: (f: Forecast, recent: RecentForecast, currency: string | null) =>
        recent.state === "runsOut"
          ? t("recent.runsOut", {
              rate: rate(f, recent.rate, currency),
              date: when(recent.runsOutAt!, f),
              inTime: inTime(f, recent.runsOutAt!, recent.daysLeft),
            })
          : t("recent.resetsFirst", { rate: rate(f, recent.rate, currency), date: when(f.window.end, f) }),
    };
  }, [t, format, periodText]);
}
