"use client";

import { useQueries } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { portalKey, usePortalQuery } from "@/lib/api/hooks";
import { portal } from "@/lib/api/portal";
import { formatMoney, formatNumber } from "@/lib/format";
import { currencyOf, thisMonth } from "./month";
import { Stat, Widget } from "./Widget";

/** Projects priced at most; the portal has no account-wide cost call, so each project costs one request. */
const MAX_PRICED = 40;
const TOP = 5;

export function AiSpendWidget() {
  const t = useTranslations("home");
  const locale = useLocale();
  const projects = usePortalQuery("ai.projects.list", {});
  const period = useMemo(() => thisMonth(), []);
  const priced = (projects.data ?? []).filter((p) => p.id).slice(0, MAX_PRICED);
  const costs = useQueries({
    queries: priced.map((project) => {
      const input = { ai_project_id: project.id as string, ...period };
      return {
        queryKey: portalKey("ai.project.cost", input),
        queryFn: ({ signal }: { signal: AbortSignal }) => portal("ai.project.cost", input, { signal }),
        staleTime: 5 * 60_000,
      };
    }),
  });

  const rows = priced.flatMap((project, index) => {
    const data = costs[index]?.data;
    return data && typeof data.price === "number"
      ? [
          {
            id: project.id as string,
            name: project.name || (project.id as string),
            price: data.price,
            currency: currencyOf(data),
          },
        ]
      : [];
  });
  const failed = costs.filter((c) => c.isError).length;
  const pending = costs.some((c) => c.isPending);
  const currency = rows.find((r) => r.currency)?.currency;
  const money = (value: number) =>
    currency ? formatMoney(value, locale, currency) : formatNumber(value, locale, { maximumFractionDigits: 2 });
  const total = rows.reduce((sum, row) => sum + row.price, 0);
  const top = [...rows].sort((a, b) => b.price - a.price).slice(0, TOP);
  const max = top[0]?.price || 1;

  return (
    <Widget
      title={t("aiSpend.title")}
      href="/ai/costs"
      linkLabel={t("aiSpend.link")}
      load={projects}
      testId="widget-ai-spend"
      skeletonLines={5}
    >
      {() => (
        <div className="space-y-4">
          <Stat
            value={pending && rows.length === 0 ? "…" : money(total)}
            label={t("aiSpend.total", { count: rows.length })}
          />
          {top.length > 0 && (
            <div>
              <h3 className="mb-2 text-xs font-medium uppercase text-muted">{t("aiSpend.top")}</h3>
              <ul className="space-y-2">
                {top.map((row) => (
                  <li key={row.id} className="text-sm">
                    <div className="flex justify-between gap-2">
                      <span className="truncate">{row.name}</span>
                      <span className="shrink-0 tabular-nums">{money(row.price)}</span>
                    </div>
                    <div aria-hidden className="mt-1 h-1.5 rounded bg-raised">
                      <div
                        className="h-1.5 rounded bg-accent"
                        style={{ width: `${Math.max(2, (row.price / max) * 100)}%` }}
                      />
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {projects.data?.length === 0 && <p className="text-sm text-muted">{t("aiSpend.empty")}</p>}
          {failed > 0 && <p className="text-xs text-warn">{t("aiSpend.partial", { count: failed })}</p>}
          {(projects.data?.length ?? 0) > MAX_PRICED && (
            <p className="text-xs text-muted">{t("aiSpend.capped", { count: MAX_PRICED })}</p>
          )}
        </div>
      )}
    </Widget>
  );
}
