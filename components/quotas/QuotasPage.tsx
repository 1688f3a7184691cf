"use client";

import { useTranslations } from "next-intl";
import { lazyComponent } from "@/components/ui/lazy";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { UrlTabs } from "@/components/ui/url-tabs";
import { QuotaLinesPanel } from "./QuotaLinesPanel";

// First-load budget: only the default tab (lines) comes with the page; the others load when opened, or when their
// tab is hovered or focused before.
const QuotaMapPanel = lazyComponent(() => import("./QuotaTreePanel").then((m) => m.QuotaMapPanel));
const QuotaTreePanel = lazyComponent(() => import("./QuotaTreePanel").then((m) => m.QuotaTreePanel));
const QuotaRequestsPanel = lazyComponent(() => import("./QuotaRequestsPanel").then((m) => m.QuotaRequestsPanel));
const QuotaProfilesPanel = lazyComponent(() => import("./QuotaProfilesPanel").then((m) => m.QuotaProfilesPanel));

/** The quotas area: overview lines, the quota map and tree, increase requests and quota profiles; the tab is in the URL. */
export function QuotasPage() {
  const t = useTranslations("quotas");
  return (
    <>
      <PageHeader
        breadcrumbs={<Breadcrumbs items={[{ label: t("title") }]} />}
        title={t("title")}
        description={t("description")}
      />
      <UrlTabs
        label={t("tabsLabel")}
        reset={["q", "sort", "client", "resource", "provider"]}
        tabs={[
          { value: "lines", label: t("tabs.lines"), content: <QuotaLinesPanel /> },
          { value: "map", label: t("tabs.map"), content: <QuotaMapPanel />, preload: QuotaMapPanel.preload },
          { value: "tree", label: t("tabs.tree"), content: <QuotaTreePanel />, preload: QuotaTreePanel.preload },
          {
            value: "requests",
            label: t("tabs.requests"),
            content: <QuotaRequestsPanel />,
            preload: QuotaRequestsPanel.preload,
          },
          {
            value: "profiles",
            label: t("tabs.profiles"),
            content: <QuotaProfilesPanel />,
            preload: QuotaProfilesPanel.preload,
          },
        ]}
      />
    </>
  );
}
