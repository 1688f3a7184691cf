"use client";

import { useTranslations } from "next-intl";
import { isRecordMissing, NotFoundContent } from "@/components/shell/NotFoundContent";
import { QueryState } from "@/components/ui/query-state";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { StatusBadge } from "@/components/ui/status-badge";
import { Tabs } from "@/components/ui/tabs";
import { usePortalQuery } from "@/lib/api/hooks";
import { useUrlParam } from "@/lib/url-state";
import { LazyPanel, lazyComponent, preloadOn } from "@/components/ui/lazy";
import { ProjectActions } from "./ProjectActions";
import { ProjectOverview } from "./ProjectOverview";

// First-load budget: the tabs behind the overview (the keys table, editors with react-hook-form and zod, pickers,
// the cost view) load when shown.
const ProjectKeysTab = lazyComponent(() => import("./ProjectKeysTab").then((m) => m.ProjectKeysTab));
const ProjectMembersTab = lazyComponent(() => import("./ProjectMembersTab").then((m) => m.ProjectMembersTab));
const ProjectModelsTab = lazyComponent(() => import("./ProjectModelsTab").then((m) => m.ProjectModelsTab));
const ProjectLimitsTab = lazyComponent(() => import("./ProjectLimitsTab").then((m) => m.ProjectLimitsTab));
const CostPanel = lazyComponent(() => import("../shared/CostPanel").then((m) => m.CostPanel));

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
    <Breadcrumbs
      items={[{ label: t("nav.ai"), href: "/ai" }, { label: t("nav.projects"), href: "/ai/projects" }, { label: name }]}
    />
  );

  // Also when it was deleted while open: a record that is gone offers no actions.
  if (isRecordMissing(query.error)) return <NotFoundContent kind="aiProject" id={projectId} />;
  // Until the first answer, or when it failed: the header, and the query's state below it.
  if (!query.data) {
    return (
      <>
        <PageHeader breadcrumbs={breadcrumbs} title={name} />
        <QueryState query={query}>{() => null}</QueryState>
      </>
    );
  }
  if (!project) return <NotFoundContent kind="aiProject" id={projectId} />;

  const disabled = project.disabled === true;
  return (
    <>
      <PageHeader
        breadcrumbs={breadcrumbs}
        title={name}
        description={project.description}
        meta={
          <span data-testid="project-state">
            <StatusBadge
              tone={disabled ? "neutral" : "ok"}
              label={disabled ? t("projects.state.disabled") : t("projects.state.enabled")}
            />
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
          {
            value: "keys",
            label: <span {...preloadOn(ProjectKeysTab.preload)}>{t("projects.detail.keys")}</span>,
            content: (
              <LazyPanel>
                <ProjectKeysTab projectId={projectId} project={project} />
              </LazyPanel>
            ),
          },
          {
            value: "members",
            label: <span {...preloadOn(ProjectMembersTab.preload)}>{t("projects.detail.members")}</span>,
            content: (
              <LazyPanel>
                <ProjectMembersTab projectId={projectId} />
              </LazyPanel>
            ),
          },
          {
            value: "models",
            label: <span {...preloadOn(ProjectModelsTab.preload)}>{t("projects.detail.models")}</span>,
            content: (
              <LazyPanel>
                <ProjectModelsTab projectId={projectId} project={project} />
              </LazyPanel>
            ),
          },
          {
            value: "limits",
            label: <span {...preloadOn(ProjectLimitsTab.preload)}>{t("projects.detail.limits")}</span>,
            content: (
              <LazyPanel>
                <ProjectLimitsTab projectId={projectId} project={project} />
              </LazyPanel>
            ),
          },
          {
            value: "cost",
            label: <span {...preloadOn(CostPanel.preload)}>{t("projects.detail.cost")}</span>,
            content: (
              <LazyPanel>
                <CostPanel subject={{ kind: "project", id: projectId }} />
              </LazyPanel>
            ),
          },
        ]}
      />
    </>
  );
}
