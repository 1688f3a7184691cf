"use client";

import { useTranslations } from "next-intl";
import { lazyComponent } from "@/components/ui/lazy";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { UrlTabs } from "@/components/ui/url-tabs";
import { PropertiesPanel } from "./PropertiesPanel";

// The theme and context tabs (colour checks, JSON view) load when shown, or when their tab is hovered or focused
// before: first-load budget.
const ThemePanel = lazyComponent(() => import("./ThemePanel").then((m) => m.ThemePanel));
const ContextPanel = lazyComponent(() => import("./ContextPanel").then((m) => m.ContextPanel));

/** Settings: properties, the theme previewed, the session's contexts; the tab is in the URL. */
export function SettingsPage() {
  const t = useTranslations("settings");
  return (
    <>
      <PageHeader
        breadcrumbs={<Breadcrumbs items={[{ label: t("title") }]} />}
        title={t("title")}
        description={t("description")}
      />
      <UrlTabs
        label={t("tabsLabel")}
        reset={["q", "sort", "origin", "scope"]}
        tabs={[
          { value: "properties", label: t("tabs.properties"), content: <PropertiesPanel /> },
          { value: "theme", label: t("tabs.theme"), content: <ThemePanel />, preload: ThemePanel.preload },
          { value: "context", label: t("tabs.context"), content: <ContextPanel />, preload: ContextPanel.preload },
        ]}
      />
    </>
  );
}
