"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { Tabs } from "@/components/ui/tabs";
import { useUrlParams } from "@/lib/url-state";
import { AssignmentPanel } from "./AssignmentPanel";
import { ProfilesPanel } from "./ProfilesPanel";
import { ProfileTreePanel } from "./ProfileTreePanel";
import { UsersPanel } from "./UsersPanel";

const TABS = ["profiles", "tree", "assign", "users"] as const;
type Tab = (typeof TABS)[number];

/** Access: profiles by type and as a tree, profile assignment, and user actions; the tab is in the URL. */
export function AccessPage() {
  const t = useTranslations("access");
  const [params, setParams] = useUrlParams();
  const requested = params.get("tab");
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? "") ? (requested as Tab) : "profiles";
  const panels: Record<Tab, ReactNode> = { profiles: <ProfilesPanel />, tree: <ProfileTreePanel />, assign: <AssignmentPanel />, users: <UsersPanel /> };
  return (
    <>
      <PageHeader breadcrumbs={<Breadcrumbs items={[{ label: t("title") }]} />} title={t("title")} description={t("description")} />
      <Tabs
        aria-label={t("tabsLabel")}
        value={tab}
        onValueChange={(next) => setParams({ tab: next === "profiles" ? null : next, q: null, sort: null, type: null, mode: null })}
        tabs={TABS.map((value) => ({ value, label: t(`tabs.${value}`), content: panels[value] }))}
      />
    </>
  );
}
