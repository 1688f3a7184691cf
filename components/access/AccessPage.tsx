"use client";

import { useTranslations } from "next-intl";
import { lazyComponent } from "@/components/ui/lazy";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { UrlTabs } from "@/components/ui/url-tabs";
import { ProfilesPanel } from "./ProfilesPanel";

// The tree and the two forms (react-hook-form, zod, a dialog) load when their tab is shown, or hovered or focused
// before: first-load budget.
const ProfileTreePanel = lazyComponent(() => import("./ProfileTreePanel").then((m) => m.ProfileTreePanel));
const AssignmentPanel = lazyComponent(() => import("./AssignmentPanel").then((m) => m.AssignmentPanel));
const UsersPanel = lazyComponent(() => import("./UsersPanel").then((m) => m.UsersPanel));

/** Access: profiles by type and as a tree, profile assignment, and user actions; the tab is in the URL. */
export function AccessPage() {
  const t = useTranslations("access");
  return (
    <>
      <PageHeader
        breadcrumbs={<Breadcrumbs items={[{ label: t("title") }]} />}
        title={t("title")}
        description={t("description")}
      />
      <UrlTabs
        label={t("tabsLabel")}
        reset={["q", "sort", "type", "mode"]}
        tabs={[
          { value: "profiles", label: t("tabs.profiles"), content: <ProfilesPanel /> },
          { value: "tree", label: t("tabs.tree"), content: <ProfileTreePanel />, preload: ProfileTreePanel.preload },
          { value: "assign", label: t("tabs.assign"), content: <AssignmentPanel />, preload: AssignmentPanel.preload },
          { value: "users", label: t("tabs.users"), content: <UsersPanel />, preload: UsersPanel.preload },
        ]}
      />
    </>
  );
}
