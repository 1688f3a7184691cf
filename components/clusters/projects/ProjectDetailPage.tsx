"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Suspense, useState } from "react";
import { isRecordMissing, NotFoundContent } from "@/components/shell/NotFoundContent";
import { ActionButtons } from "@/components/ui/actions/ActionButtons";
import { actionsOfItem } from "@/components/ui/actions/resource-action";
import { useOfferedActions } from "@/components/ui/actions/use-offered-actions";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/feedback";
import { LazyPanel, lazyComponent, preloadOn } from "@/components/ui/lazy";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { StatusBadge } from "@/components/ui/status-badge";
import { Tabs } from "@/components/ui/tabs";
import { usePortalMutation, usePortalQuery } from "@/lib/api/hooks";
import { toast } from "@/components/ui/toast";
import { useUrlParam } from "@/lib/url-state";
import { toProject, type ClusterProject } from "../model/project";
import {
  CLUSTER_PROJECT_ACTIONS,
  type ClusterProjectActionDef,
  type ClusterProjectActionId,
} from "../model/project-actions";
import { firstOf } from "../model/wire";
import { ProjectClusters } from "./ProjectClusters";
import { ProjectOverview } from "./ProjectOverview";

// Loaded when opened (or hovered): the credentials tab's tables and forms and the edit and delete dialogs are not
// needed for first paint (first-load budget).
const CredentialsPanel = lazyComponent(() => import("../credentials/CredentialsPanel").then((m) => m.CredentialsPanel));
const ProjectEditDialog = lazyComponent(() => import("./ProjectEditDialog").then((m) => m.ProjectEditDialog));
const DeleteDialog = lazyComponent(() =>
  import("../shared/TypedNameDeleteDialog").then((m) => m.TypedNameDeleteDialog),
);
const preloadDialogs = () => {
  ProjectEditDialog.preload();
  DeleteDialog.preload();
};

/** The page's own actions (a new project is created from the list). */
const ACTIONS: readonly ClusterProjectActionDef[] = actionsOfItem(CLUSTER_PROJECT_ACTIONS).map((action) => ({
  ...action,
  preload: preloadDialogs,
}));

const TABS = ["clusters", "credentials", "overview"] as const;

/** One cluster project: its clusters, its credentials (secrets and bindings) and its settings. */
export function ProjectDetailPage({ name }: { name: string }) {
  const t = useTranslations("clusters");
  const router = useRouter();
  const [dialog, setDialog] = useState<ClusterProjectActionId | null>(null);
  const offered = useOfferedActions(ACTIONS);
  const remove = usePortalMutation("clustermgr.project.delete");
  const query = usePortalQuery("clustermgr.project.get", { project_name: name });
  const project = query.data ? toProject(firstOf(query.data)) : null;
  const breadcrumbs = (
    <Breadcrumbs
      items={[
        { label: t("nav.clusters"), href: "/clusters" },
        { label: t("nav.projects"), href: "/clusters/projects" },
        { label: name },
      ]}
    />
  );

  // Also when it was deleted while open: a record that is gone offers no actions.
  if (isRecordMissing(query.error)) return <NotFoundContent kind="clusterProject" id={name} />;
  return (
    <>
      <PageHeader
        breadcrumbs={breadcrumbs}
        title={project?.name ?? (query.isPending ? <Skeleton className="h-7 w-48" /> : name)}
        description={project?.description}
        meta={
          project?.deletionConfirmed ? (
            <StatusBadge tone="warn" label={t("projects.state.deletionPrepared")} />
          ) : undefined
        }
        actions={
          project && <ActionButtons offered={offered(project)} label={(action) => t(action.label)} onRun={setDialog} />
        }
      />
      <QueryState
        query={query}
        pending={<Skeleton lines={6} />}
        isEmpty={() => !project}
        empty={<ErrorState error={t("projects.detail.unreadable")} />}
      >
        {() => project && <ProjectTabs project={project} />}
      </QueryState>
      <Suspense fallback={null}>
        {project && dialog === "edit" && (
          <ProjectEditDialog project={project} open onOpenChange={(open) => setDialog(open ? "edit" : null)} />
        )}
        {project && dialog === "delete" && (
          <DeleteDialog
            name={project.name}
            messages="projects.delete"
            open
            onOpenChange={(open) => setDialog(open ? "delete" : null)}
            onDelete={async (force) => {
              // Without force the portal refuses while the project has clusters.
              await remove.mutateAsync({ project_name: project.name, force: force || undefined });
              toast({ title: t("projects.delete.done", { name: project.name }) });
              router.push("/clusters/projects");
            }}
          />
        )}
      </Suspense>
    </>
  );
}

/** The project's clusters, credentials and settings, one tab each (the tab is kept in the URL). */
function ProjectTabs({ project }: { project: ClusterProject }) {
  const t = useTranslations("clusters");
  const [tab, setTab] = useUrlParam("tab", "clusters");
  return (
    <Tabs
      aria-label={t("projects.detail.tabs")}
      value={(TABS as readonly string[]).includes(tab) ? tab : "clusters"}
      onValueChange={setTab}
      tabs={[
        { value: "clusters", label: t("projects.detail.clusters"), content: <ProjectClusters project={project} /> },
        {
          value: "credentials",
          label: <span {...preloadOn(CredentialsPanel.preload)}>{t("projects.detail.credentials")}</span>,
          content: (
            <LazyPanel>
              <CredentialsPanel namespace={project.namespace} />
            </LazyPanel>
          ),
        },
        { value: "overview", label: t("projects.detail.overview"), content: <ProjectOverview project={project} /> },
      ]}
    />
  );
}
