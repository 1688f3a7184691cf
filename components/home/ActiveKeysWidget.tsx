"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { toKeyRow } from "@/components/ai/model/keys";
import { presetRange } from "@/components/ui/date-range-presets";
import { usePortalQuery } from "@/lib/api/hooks";
import { useLedger } from "@/lib/api/ledger";
import { formatNumber } from "@/lib/format";
import { combineLoads, Stat, Widget } from "./Widget";

/**
 * The keys at a glance: how many were active this month (used, switched on or off: the one definition the costs page
 * counts, from the same ledger), how many are switched off and how many are stopped by a spent budget (as the keys
 * table marks them).
 */
export function ActiveKeysWidget() {
  const t = useTranslations("home");
  const locale = useLocale();
  const [period] = useState(() => presetRange("thisMonth", new Date()));
  const keys = usePortalQuery("ai.keys.list", {});
  const ledger = useLedger({ period });
  const rows = useMemo(() => keys.data?.map(toKeyRow) ?? [], [keys.data]);
  const totals = ledger.data?.ledger.totals;
  // Nothing read: no count rather than a zero.
  const active = totals && totals.unreadKeys < totals.keys ? formatNumber(totals.activeKeys, locale) : "—";
  const disabled = rows.filter((row) => !row.active).length;
  const limited = rows.filter((row) => row.limited).length;
  return (
    <Widget
      title={t("keys.title")}
      href="/ai/keys"
      linkLabel={t("keys.link")}
      load={combineLoads(keys, ledger)}
      testId="widget-keys"
    >
      {() => (
        <div className="space-y-3">
          <div className="grid grid-cols-3 gap-4">
            <div data-testid="home-active-keys">
              <Stat value={active} label={t("keys.active")} tone="ok" />
            </div>
            <Stat value={formatNumber(disabled, locale)} label={t("keys.disabled")} />
            <Stat
              value={formatNumber(limited, locale)}
              label={t("keys.limited")}
              tone={limited > 0 ? "warn" : undefined}
            />
          </div>
          <p className="text-xs text-muted">
            {t("keys.activeHint", { keys: totals?.keys ?? rows.length })}
            {totals && totals.unreadKeys > 0 && ` ${t("keys.unread", { count: totals.unreadKeys })}`}
          </p>
        </div>
      )}
    </Widget>
  );
}
