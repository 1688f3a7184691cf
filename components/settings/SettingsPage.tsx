"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { LazyPanel, lazyComponent, preloadOn } from "@/components/ui/lazy";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { Tabs } from "@/components/ui/tabs";
import { useUrlParams } from "@/lib/url-state";
import { PropertiesPanel } from "./PropertiesPanel";

// The theme and context tabs (colour checks, JSON view) load when shown, or when their tab is hovered or focused
// before: first-load budget. LazyPanel renders them in the browser only, so the scope filter never shows before it
// can take input.
const ThemePanel = lazyComponent(() => import("./ThemePanel").then((m) => m.ThemePanel));
const ContextPanel = lazyComponent(() => import("./ContextPanel").then((m) => m.ContextPanel));
const PRELOADS: Partial<Record<string, () => void>> = { theme: ThemePanel.preload, context: ContextPanel.preload };

const TABS = ["properties", "theme", "context"] as const;
type Tab = (typeof TABS)[number];

/** Settings: properties, the theme previewed, the session's contexts; the tab is in the URL. */
export function SettingsPage() {
  const t = useTranslations("settings");
  const [params, setParams] = useUrlParams();
  const requested = params.get("tab");
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? "") ? (requested as Tab) : "properties";
  const panels: Record<Tab, ReactNode> = {
    properties: <PropertiesPanel />,
    theme: (
      <LazyPanel>
        <ThemePanel />
      </LazyPanel>
    ),
    context: (
      <LazyPanel>
        <ContextPanel />
      </LazyPanel>
    ),
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
        tabs={TABS.map((value) => {
          const preload = PRELOADS[value];
          const label = t(`tabs.${value}`);
          return {
            value,
            label: preload ? <span {...preloadOn(preload)}>{label}</span> : label,
            content: panels[value],
          };
        })}
      />
    </>
  );
}
