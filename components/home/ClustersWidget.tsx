"use client";

import { useLocale, useTranslations } from "next-intl";
import { usePortalQuery } from "@/lib/api/hooks";
import { formatNumber } from "@/lib/format";
import { clusterHealth, type ClusterHealth } from "./cluster-health";
import { readShoots } from "@/lib/api/search";
import { Stat, Widget } from "./Widget";

const ORDER: ClusterHealth[] = ["healthy", "progressing", "trouble", "unknown"];
const TONES = { healthy: "ok", progressing: undefined, trouble: "bad", unknown: undefined } as const;
/** Clusters in trouble listed by name; the rest is one click away. */
const LISTED = 4;

export function ClustersWidget() {
  const t = useTranslations("home");
  const locale = useLocale();
  const shoots = usePortalQuery("clustermgr.allShoots.list", {});
  return (
    <Widget
      title={t("clusters.title")}
      href="/clusters"
      linkLabel={t("clusters.link")}
      load={shoots}
      testId="widget-clusters"
      skeletonLines={4}
    >
      {() => {
        const clusters = readShoots(shoots.data).map((s) => ({ ...s, ...clusterHealth(s.shoot) }));
        if (clusters.length === 0) return <p className="text-sm text-muted">{t("clusters.empty")}</p>;
        const trouble = clusters.filter((c) => c.health === "trouble");
        return (
          <div className="space-y-4">
            <div className="grid grid-cols-4 gap-2">
              {ORDER.map((health) => (
                <Stat
                  key={health}
                  value={formatNumber(clusters.filter((c) => c.health === health).length, locale)}
                  label={t(`clusters.health.${health}`)}
                  tone={health === "trouble" && trouble.length === 0 ? undefined : TONES[health]}
                />
              ))}
            </div>
            {trouble.length > 0 && (
              <div>
                <h3 className="mb-1 text-xs font-medium uppercase text-muted">{t("clusters.inTrouble")}</h3>
                <ul className="space-y-1 text-sm">
                  {trouble.slice(0, LISTED).map((c) => (
                    <li key={`${c.namespace ?? c.project}/${c.name}`}>
                      <span className="font-medium">{c.name}</span>
                      {c.reason && <span className="block break-words text-xs text-muted">{c.reason}</span>}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        );
      }}
    </Widget>
  );
}
