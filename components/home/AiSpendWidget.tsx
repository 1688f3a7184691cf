"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useLedger } from "@/lib/api/ledger";
import { NO_PROJECT } from "@/lib/cost/ledger";
import { presetRange } from "@/components/ui/date-range-presets";
import { formatMoney } from "@/lib/format";
import { usePortalCurrency } from "@/components/ai/shared/use-portal-currency";
import { combineLoads, Stat, Widget } from "./Widget";

const TOP = 5;

/**
 * This month's AI spend: the ledger of this month (the costs page's "This month" shows the same figures; the footer
 * opens it), its total over every key and the projects that spent most, the keys outside any project as one line.
 */
export function AiSpendWidget() {
  const t = useTranslations("home");
  const locale = useLocale();
  // "This month" is fixed for the life of the page, as the costs page's presets are.
  const [period] = useState(() => presetRange("thisMonth", new Date()));
  const query = useLedger({ period });
  const ledger = query.data?.ledger;
  // The currency the ledger states, else the portal's: the widget stays a skeleton until it is known.
  const currency = usePortalCurrency(ledger?.currency);
  const load = combineLoads(query, { isPending: currency === undefined, error: null, refetch: () => undefined });
  const money = (value: number) => formatMoney(value, locale, currency ?? null);
  const top = [...(ledger?.projects ?? [])]
    .filter((row) => row.spend > 0)
    .sort((a, b) => b.spend - a.spend)
    .slice(0, TOP);
  const max = top[0]?.spend || 1;

  return (
    <Widget
      title={t("aiSpend.title")}
      href="/ai/costs?range=thisMonth"
      linkLabel={t("aiSpend.link")}
      load={load}
      testId="widget-ai-spend"
      skeletonLines={5}
    >
      {() =>
        ledger && (
          <div className="space-y-4">
            <Stat
              // Nothing read: no figure rather than a zero.
              value={
                ledger.totals.unreadKeys === ledger.totals.keys && ledger.totals.keys > 0
                  ? "—"
                  : money(ledger.totals.spend)
              }
              label={t("aiSpend.total", { count: ledger.totals.keys })}
            />
            {top.length > 0 && (
              <div>
                <h3 className="mb-2 text-xs font-medium uppercase text-muted">{t("aiSpend.top")}</h3>
                <ul className="space-y-2">
                  {top.map((row) => (
                    <li key={row.id || "no-project"} className="text-sm" data-testid="ai-spend-project">
                      <div className="flex justify-between gap-2">
                        <span className="truncate">{row.id === NO_PROJECT ? t("aiSpend.noProject") : row.name}</span>
                        <span className="shrink-0 tabular-nums">{money(row.spend)}</span>
                      </div>
                      <div aria-hidden className="mt-1 h-1.5 rounded bg-raised">
                        <div
                          className="h-1.5 rounded bg-accent"
                          style={{ width: `${Math.max(2, (row.spend / max) * 100)}%` }}
                        />
                      </div>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {ledger.totals.keys === 0 && <p className="text-sm text-muted">{t("aiSpend.empty")}</p>}
            {ledger.totals.unreadKeys > 0 && (
              <p className="text-xs text-warn">{t("aiSpend.unread", { count: ledger.totals.unreadKeys })}</p>
            )}
          </div>
        )
      }
    </Widget>
  );
}
