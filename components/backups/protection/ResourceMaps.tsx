"use client";

import { useTranslations } from "next-intl";
import { Skeleton } from "@/components/ui/feedback";
import { LazyPanel, lazyComponent } from "@/components/ui/lazy";

// Below the tree and the selected resource: the maps' tabs and tables (the data-table code) load after the first
// paint, behind a placeholder of the loading table's height (first-load budget).
const ResourceMapTabs = lazyComponent(() => import("./ResourceMapTabs").then((m) => m.ResourceMapTabs));

/** The three resource maps of the backup service, under one heading. */
export function ResourceMaps() {
  const t = useTranslations("backups.protection.maps");
  return (
    <section aria-labelledby="backup-resource-maps" className="space-y-3">
      <div>
        <h2 id="backup-resource-maps" className="text-lg font-semibold text-ink">
          {t("title")}
        </h2>
        <p className="text-sm text-muted">{t("description")}</p>
      </div>
      <LazyPanel fallback={<Skeleton className="h-80" />}>
        <ResourceMapTabs />
      </LazyPanel>
    </section>
  );
}
