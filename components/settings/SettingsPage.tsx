"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { Tabs } from "@/components/ui/tabs";
import { useUrlParams } from "@/lib/url-state";
import { ContextPanel } from "./ContextPanel";
import { PropertiesPanel } from "./PropertiesPanel";
import { ThemePanel } from "./ThemePanel";

const TABS = ["properties", "theme", "context"] as const;
type Tab = (typeof TABS)[number];

/** Settings: properties, the theme previewed, the session's contexts; the tab is in the URL. */
export function SettingsPage() {
  const t = useTranslations("settings");
  const [params, setParams] = useUrlParams();
  const requested = params.get("tab");
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? "") ? (requested as Tab) : "properties";
  const panels: Record<Tab, ReactNode> = { properties: <PropertiesPanel />, theme: <ThemePanel />, context: <ContextPanel /> };
  return (
    <>
      <PageHeader breadcrumbs={<Breadcrumbs items={[{ label: t("title") }]} />} title={t("title")} description={t("description")} />
      <Tabs
        aria-label={t("tabsLabel")}
        value={tab}
        onValueChange={(next) => setParams({ tab: next === "properties" ? null : next, q: null, sort: null, origin: null, scope: null })}
        tabs={TABS.map((value) => ({ value, label: t(`tabs.${value}`), content: panels[value] }))}
      />
    </>
  );
}
