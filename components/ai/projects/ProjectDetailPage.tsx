"use client";

import { useTranslations } from "next-intl";
import { ErrorState } from "@/components/ui/error-state";
import { EmptyState, Skeleton } from "@/components/ui/feedback";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { StatusBadge } from "@/components/ui/status-badge";
import { Tabs } from "@/components/ui/tabs";
import { usePortalQuery } from "@/lib/api/hooks";
import { useUrlParam } from "@/lib/url-state";
import { CostPanel } from "../shared/CostPanel";
import { ProjectActions } from "./ProjectActions";
import { ProjectKeysTab } from "./ProjectKeysTab";
import { ProjectLimitsTab } from "./ProjectLimitsTab";
import { ProjectMembersTab } from "./ProjectMembersTab";
import { ProjectModelsTab } from "./ProjectModelsTab";
import { ProjectOverview } from "./ProjectOverview";

const TABS = ["overview", "keys", "members", "models", "limits", "cost"] as const;

/** One AI project: overview, keys, members, models, limits and cost; edit, enable/disable and delete. */
export function ProjectDetailPage({ projectId }: { projectId: string }) {
  const t = useTranslations("ai");
  const [tab, setTab] = useUrlParam("tab", "overview");
  // The portal answers a one-element list.
  const query = usePortalQuery("ai.project.get", { ai_project_id: projectId });
  const project = query.data?.[0];
  const name = project?.name ?? projectId;
  const breadcrumbs = (
    <Breadcrumbs items={[{ label: t("nav.ai"), href: "/ai" }, { label: t("nav.projects"), href: "/ai/projects" }, { label: name }]} />
  );

  if (query.error && !query.data) {
    return (
      <>
        <PageHeader breadcrumbs={breadcrumbs} title={name} />
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  }
  if (!query.data) {
    return (
      <>
        <PageHeader breadcrumbs={breadcrumbs} title={name} />
        <Skeleton lines={6} />
      </>
    );
  }
  if (!project) {
    return (
      <>
        <PageHeader breadcrumbs={breadcrumbs} title={name} />
        <EmptyState title={t("projects.detail.notFound")} />
      </>
    );
  }

  const disabled = project.disabled === true;
  return (
    <>
      <PageHeader
        breadcrumbs={breadcrumbs}
        title={name}
        description={project.description}
        meta={
          <span data-testid="project-state">
            <StatusBadge tone={disabled ? "neutral" : "ok"} label={disabled ? t("projects.state.disabled") : t("projects.state.enabled")} />
          </span>
        }
        actions={<ProjectActions projectId={projectId} project={project} />}
      />
      <Tabs
        aria-label={t("projects.detail.tabs")}
        value={(TABS as readonly string[]).includes(tab) ? tab : "overview"}
        onValueChange={setTab}
        tabs={[
          { value: "overview", label: t("projects.detail.overview"), content: <ProjectOverview project={project} /> },
          { value: "keys", label: t("projects.detail.keys"), content: <ProjectKeysTab projectId={projectId} project={project} /> },
          { value: "members", label: t("projects.detail.members"), content: <ProjectMembersTab projectId={projectId} /> },
          { value: "models", label: t("projects.detail.models"), content: <ProjectModelsTab projectId={projectId} project={project} /> },
          { value: "limits", label: t("projects.detail.limits"), content: <ProjectLimitsTab projectId={projectId} project={project} /> },
          { value: "cost", label: t("projects.detail.cost"), content: <CostPanel subject={{ kind: "project", id: projectId }} /> },
        ]}
      />
    </>
  );
}
