"use client";

import { useLocale, useTranslations } from "next-intl";
import { usePortalQuery } from "@/lib/api/hooks";
import { formatNumber } from "@/lib/format";
import { Stat, Widget } from "./Widget";

export function ActiveKeysWidget() {
  const t = useTranslations("home");
  const locale = useLocale();
  const keys = usePortalQuery("ai.keys.list", {});
  return (
    <Widget title={t("keys.title")} href="/ai/keys" linkLabel={t("keys.link")} load={keys} testId="widget-keys">
      {() => {
        const all = keys.data ?? [];
        const active = all.filter((k) => k.is_active !== false).length;
        const limited = all.filter((k) => k.is_limited === true).length;
        return (
          <div className="grid grid-cols-3 gap-4">
            <Stat value={formatNumber(active, locale)} label={t("keys.active")} tone="ok" />
            <Stat value={formatNumber(all.length - active, locale)} label={t("keys.inactive")} />
            <Stat
              value={formatNumber(limited, locale)}
              label={t("keys.limited")}
              tone={limited > 0 ? "warn" : undefined}
            />
          </div>
        );
      }}
    </Widget>
  );
}
