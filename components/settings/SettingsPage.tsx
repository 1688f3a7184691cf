"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useEffect, type ReactNode } from "react";
import { Skeleton } from "@/components/ui/feedback";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { Tabs } from "@/components/ui/tabs";
import { whenIdle } from "@/lib/idle";
import { useUrlParams } from "@/lib/url-state";
import { PropertiesPanel } from "./PropertiesPanel";

// The theme and context tabs (colour checks, JSON view) load when shown or once the page is idle: first-load budget.
// Not server-rendered, so the scope filter never shows before it can take input.
const loadTheme = () => import("./ThemePanel").then((m) => m.ThemePanel);
const loadContext = () => import("./ContextPanel").then((m) => m.ContextPanel);
const loading = () => <Skeleton lines={6} />;
const ThemePanel = dynamic(loadTheme, { ssr: false, loading });
const ContextPanel = dynamic(loadContext, { ssr: false, loading });

const TABS = ["properties", "theme", "context"] as const;
type Tab = (typeof TABS)[number];

/** Settings: properties, the theme previewed, the session's contexts; the tab is in the URL. */
export function SettingsPage() {
  const t = useTranslations("settings");
  const [params, setParams] = useUrlParams();
  const requested = params.get("tab");
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? "") ? (requested as Tab) : "properties";
  useEffect(() => whenIdle(() => [loadTheme, loadContext].forEach((load) => void load().catch(() => {}))), []);
  const panels: Record<Tab, ReactNode> = {
    properties: <PropertiesPanel />,
    theme: <ThemePanel />,
    context: <ContextPanel />,
  };
  return (
    <>
      <PageHeader
        breadcrumbs={<Breadcrumbs items={[{ label: t("title") }]} />}
        title={t("title")}
        description={t("description")}
      />
      <Tabs
        aria-label={t("tabsLabel")}
        value={tab}
        onValueChange={(next) =>
          setParams({ tab: next === "properties" ? null : next, q: null, sort: null, origin: null, scope: null })
        }
        tabs={TABS.map((value) => ({ value, label: t(`tabs.${value}`), content: panels[value] }))}
      />
    </>
  );
}
