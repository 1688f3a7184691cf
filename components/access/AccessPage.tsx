"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { LazyPanel, lazyComponent, preloadOn } from "@/components/ui/lazy";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { Tabs } from "@/components/ui/tabs";
import { useUrlParams } from "@/lib/url-state";
import { ProfilesPanel } from "./ProfilesPanel";

// The tree and the two forms (react-hook-form, zod, a dialog) load when their tab is shown, or hovered or focused
// before: first-load budget. LazyPanel renders them in the browser only, so a form never shows before it can take
// input.
const ProfileTreePanel = lazyComponent(() => import("./ProfileTreePanel").then((m) => m.ProfileTreePanel));
const AssignmentPanel = lazyComponent(() => import("./AssignmentPanel").then((m) => m.AssignmentPanel));
const UsersPanel = lazyComponent(() => import("./UsersPanel").then((m) => m.UsersPanel));
const PRELOADS: Partial<Record<string, () => void>> = {
  tree: ProfileTreePanel.preload,
  assign: AssignmentPanel.preload,
  users: UsersPanel.preload,
};

const TABS = ["profiles", "tree", "assign", "users"] as const;
type Tab = (typeof TABS)[number];

/** Access: profiles by type and as a tree, profile assignment, and user actions; the tab is in the URL. */
export function AccessPage() {
  const t = useTranslations("access");
  const [params, setParams] = useUrlParams();
  const requested = params.get("tab");
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? "") ? (requested as Tab) : "profiles";
  const panels: Record<Tab, ReactNode> = {
    profiles: <ProfilesPanel />,
    tree: (
      <LazyPanel>
        <ProfileTreePanel />
      </LazyPanel>
    ),
    assign: (
      <LazyPanel>
        <AssignmentPanel />
      </LazyPanel>
    ),
    users: (
      <LazyPanel>
        <UsersPanel />
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
          setParams({ tab: next === "profiles" ? null : next, q: null, sort: null, type: null, mode: null })
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
