"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { HOUR_MS, MINUTE_MS } from "@/components/ai/model/budget-window";
import { wholeDaysLeft, type Forecast } from "@/components/ai/model/forecast";
import { keyHref, projectHref } from "@/components/ai/shared/hrefs";
import { HoverPrefetchLink } from "@/components/ui/hover-prefetch-link";
import { usePortalQuery } from "@/lib/api/hooks";
import { isKnownDenied, useDeniedPermissions } from "@/lib/api/permissions";
import { formatDay } from "@/lib/format";
import { useNow } from "@/lib/use-now";
import { budgetsRunningOut } from "./budgets-running-out";
import { combineLoads, Widget } from "./Widget";

const SHOWN = 8;

/** "in 5 days" as the overview words it: whole units counted down, in the unit of the window's rate. */
const timeLeft = (f: Forecast) =>
  f.rateUnit === "day"
    ? wholeDaysLeft(f)
    : Math.floor((f.runsOutAt! - f.at) / (f.rateUnit === "hour" ? HOUR_MS : MINUTE_MS));

/**
 * Keys and projects whose budget has reached its limit or runs out within 7 days; only the lists the token may read
 * are asked for.
 */
export function BudgetsRunningOutWidget() {
  const t = useTranslations("home");
  const locale = useLocale();
  const now = useNow(60_000);
  const denied = useDeniedPermissions();
  const readsKeys = !isKnownDenied(denied, "ai.keys.list");
  const readsProjects = !isKnownDenied(denied, "ai.projects.list");
  const keys = usePortalQuery("ai.keys.list", {}, { enabled: readsKeys });
  const projects = usePortalQuery("ai.projects.list", {}, { enabled: readsProjects });
  const load = combineLoads(...(readsKeys ? [keys] : []), ...(readsProjects ? [projects] : []));
  const list = useMemo(
    () =>
      budgetsRunningOut(
        [
          { kind: "key", items: keys.data ?? [] },
          { kind: "project", items: projects.data ?? [] },
        ],
        now,
      ),
    [keys.data, projects.data, now],
  );

  return (
    <Widget
      title={t("budgets.title")}
      href="/ai/keys?sort=runsOut"
      linkLabel={t("budgets.link")}
      load={load}
      testId="widget-budgets-running-out"
    >
      {() => (
        <div className="space-y-3">
          {list.length === 0 ? (
            <p className="text-sm text-muted">{t("budgets.empty")}</p>
          ) : (
            <ul className="space-y-2">
              {list.slice(0, SHOWN).map((row) => (
                <li
                  key={`${row.kind}-${row.id}`}
                  className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-sm"
                  data-testid="running-out"
                >
                  <span className="min-w-0 flex-[1_1_10rem] wrap-anywhere">
                    <span className="mr-2 text-xs text-muted">{t(`budgets.${row.kind}`)}</span>
                    <HoverPrefetchLink
                      href={row.kind === "key" ? keyHref(row.id) : projectHref(row.id)}
                      className="text-accent hover:underline"
                    >
                      {row.name}
                    </HoverPrefetchLink>
                  </span>
                  {row.forecast.state === "exceeded" ? (
                    <span className="ml-auto text-bad tabular-nums">
                      {t("budgets.reached", {
                        date: formatDay(row.forecast.reachedAt!, locale, now, row.forecast.rateUnit !== "day"),
                      })}
                    </span>
                  ) : (
                    <span className="ml-auto text-warn tabular-nums">
                      {t("budgets.inTime", { unit: row.forecast.rateUnit, n: timeLeft(row.forecast) })} ·{" "}
                      {t("budgets.on", {
                        date: formatDay(row.forecast.runsOutAt!, locale, now, row.forecast.rateUnit !== "day"),
                      })}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
          {list.length > SHOWN && (
            <p className="text-xs text-muted">{t("budgets.more", { count: list.length - SHOWN })}</p>
          )}
          <p className="text-xs text-muted">{t("budgets.method")}</p>
        </div>
      )}
    </Widget>
  );
}
