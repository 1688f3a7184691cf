"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useEffect, type ReactNode } from "react";
import { Skeleton } from "@/components/ui/feedback";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { Tabs } from "@/components/ui/tabs";
import { whenIdle } from "@/lib/idle";
import { useUrlParams } from "@/lib/url-state";
import { ProfilesPanel } from "./ProfilesPanel";

// The tree and the two forms (react-hook-form, zod, a dialog) load when their tab is shown or once the page is
// idle: first-load budget. Not server-rendered, so a form never shows before it can take input.
const loadTree = () => import("./ProfileTreePanel").then((m) => m.ProfileTreePanel);
const loadAssignment = () => import("./AssignmentPanel").then((m) => m.AssignmentPanel);
const loadUsers = () => import("./UsersPanel").then((m) => m.UsersPanel);
const loading = () => <Skeleton lines={6} />;
const ProfileTreePanel = dynamic(loadTree, { ssr: false, loading });
const AssignmentPanel = dynamic(loadAssignment, { ssr: false, loading });
const UsersPanel = dynamic(loadUsers, { ssr: false, loading });

const TABS = ["profiles", "tree", "assign", "users"] as const;
type Tab = (typeof TABS)[number];

/** Access: profiles by type and as a tree, profile assignment, and user actions; the tab is in the URL. */
export function AccessPage() {
  const t = useTranslations("access");
  const [params, setParams] = useUrlParams();
  const requested = params.get("tab");
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? "") ? (requested as Tab) : "profiles";
  useEffect(
    () => whenIdle(() => [loadTree, loadAssignment, loadUsers].forEach((load) => void load().catch(() => {}))),
    [],
  );
  const panels: Record<Tab, ReactNode> = {
    profiles: <ProfilesPanel />,
    tree: <ProfileTreePanel />,
    assign: <AssignmentPanel />,
    users: <UsersPanel />,
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
        tabs={TABS.map((value) => ({ value, label: t(`tabs.${value}`), content: panels[value] }))}
      />
    </>
  );
}
