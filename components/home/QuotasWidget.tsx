"use client";

import { useLocale, useTranslations } from "next-intl";
import { usePortalQuery } from "@/lib/api/hooks";
import { formatPercent } from "@/lib/format";
import type { OperationOutput } from "@/lib/portal/operations";
import { Widget } from "./Widget";
import { formatQuotaAmount } from "@/lib/quota-units";

const SHOWN = 5;

type QuotaLine = OperationOutput<"quotas.overview.lines">[number];

/** How full a line is: used over limit; a line without a positive limit cannot run out. */
export function fillOf(line: QuotaLine): number | null {
  return typeof line.used === "number" && typeof line.limit === "number" && line.limit > 0
    ? line.used / line.limit
    : null;
}

export function QuotasWidget() {
  const t = useTranslations("home");
  const locale = useLocale();
  const lines = usePortalQuery("quotas.overview.lines", {});
  return (
    <Widget
      title={t("quotas.title")}
      href="/quotas"
      linkLabel={t("quotas.link")}
      load={lines}
      testId="widget-quotas"
      skeletonLines={5}
    >
      {() => {
        const closest = (lines.data ?? [])
          .map((line) => ({ line, fill: fillOf(line) }))
          .filter((row): row is { line: QuotaLine; fill: number } => row.fill !== null)
          .sort((a, b) => b.fill - a.fill)
          .slice(0, SHOWN);
        if (closest.length === 0) return <p className="text-sm text-muted">{t("quotas.empty")}</p>;
        return (
          <ul className="space-y-3">
            {closest.map(({ line, fill }, index) => {
              const tone = fill >= 0.9 ? "bg-bad" : fill >= 0.75 ? "bg-warn" : "bg-ok";
              return (
                <li key={`${line.resource_id}-${line.quota}-${index}`} className="text-sm">
                  <div className="flex justify-between gap-2">
                    <span className="min-w-0 wrap-anywhere">
                      {line.quota} <span className="text-muted">· {line.resource || line.resource_id}</span>
                    </span>
                    <span className="shrink-0 tabular-nums">
                      {t("quotas.usage", {
                        used: formatQuotaAmount(line.used, line.quota ?? "", locale),
                        limit: formatQuotaAmount(line.limit, line.quota ?? "", locale),
                        percent: formatPercent(fill, locale, 0),
                      })}
                    </span>
                  </div>
                  <div
                    role="meter"
                    aria-label={line.quota}
                    aria-valuemin={0}
                    aria-valuemax={line.limit}
                    aria-valuenow={line.used}
                    className="mt-1 h-1.5 rounded bg-raised"
                  >
                    <div className={`h-1.5 rounded ${tone}`} style={{ width: `${Math.min(100, fill * 100)}%` }} />
                  </div>
                </li>
              );
            })}
          </ul>
        );
      }}
    </Widget>
  );
}
