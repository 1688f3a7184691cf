"use client";

import { FolderX } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { EmptyState, Skeleton } from "@/components/ui/feedback";
import { KeyValueList } from "@/components/ui/key-value-list";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { QueryState, failureOf } from "@/components/ui/query-state";
import { StatusBadge } from "@/components/ui/status-badge";
import { Tabs } from "@/components/ui/tabs";
import { usePortalQuery } from "@/lib/api/hooks";
import type { IaaSProject } from "@/lib/portal/schemas/iaas";
import { useUrlParams } from "@/lib/url-state";
import { useOfferedActions } from "@/components/ui/actions/use-offered-actions";
import { lazyComponent } from "@/components/ui/lazy";
import { LazyPanel } from "@/components/ui/lazy";
import { useInfraFormat } from "../shared/use-format";
import { CredentialsPanel } from "./CredentialsPanel";
import { PROJECT_STATE_TONE, projectState, quotaProfileOf } from "./project-model";
import { PROJECT_ROW_ACTIONS, ProjectStateActions, projectTarget } from "./ProjectStateActions";

// First-load budget: the quotas tab (its forms: react-hook-form, zod) loads when it is opened.
const QuotasPanel = lazyComponent(() => import("./QuotasPanel").then((m) => m.QuotasPanel));

type ProjectWithId = IaaSProject & { id: string };

/** One project: its facts and state actions, then its credentials and its quotas as tabs (`tab` in the URL). */
export function ProjectDetailPage({ projectId }: { projectId: string }) {
  const t = useTranslations("infrastructure");
  const router = useRouter();
  // The spec has no single-project read: the project comes from the list.
  const projects = usePortalQuery("iaas.projects.list", {});
  const offered = useOfferedActions(PROJECT_ROW_ACTIONS);
  const project = projects.data?.find((p) => p.id === projectId);
  const name = project?.name || projectId;
  const crumbs = (
    <Breadcrumbs
      items={[
        { label: t("title"), href: "/infrastructure" },
        { label: t("nav.projects"), href: "/infrastructure/projects" },
        { label: name },
      ]}
    />
  );

  // The header stands while the list loads; a project missing from the answer offers no actions.
  const waiting = projects.data === undefined && !failureOf(projects);
  const withId = project && { ...project, id: projectId };
  const state = project && projectState(project);
  return (
    <>
      <PageHeader
        breadcrumbs={crumbs}
        title={waiting ? <Skeleton className="h-7 w-48" /> : name}
        description={project?.description || undefined}
        meta={state && <StatusBadge tone={PROJECT_STATE_TONE[state]} label={t(`projects.state.${state}`)} />}
        actions={
          withId && (
            <ProjectStateActions
              project={withId}
              offered={offered(projectTarget(withId))}
              placement="header"
              onDeleted={() => router.push("/infrastructure/projects")}
            />
          )
        }
      />
      <QueryState
        query={projects}
        pending={<Skeleton lines={4} className="max-w-xl" />}
        isEmpty={(list) => !list.some((p) => p.id === projectId)}
        empty={
          <EmptyState
            icon={<FolderX />}
            title={t("projects.detail.notFound")}
            description={t("projects.detail.notFoundDescription", { id: projectId })}
            action={<ButtonLink href="/infrastructure/projects">{t("projects.detail.backToList")}</ButtonLink>}
          />
        }
      >
        {() => withId && <ProjectSections project={withId} />}
      </QueryState>
    </>
  );
}

/** A found project's facts, then its credentials and its quotas as tabs (`tab` in the URL). */
function ProjectSections({ project }: { project: ProjectWithId }) {
  const t = useTranslations("infrastructure");
  const format = useInfraFormat();
  const [params, setParams] = useUrlParams();
  const tab = params.get("tab") ?? "credentials";
  const projectId = project.id;
  return (
    <>
      <Card title={t("projects.detail.facts")} className="mb-6">
        <KeyValueList
          items={[
            {
              label: t("projects.columns.id"),
              value: (
                <span className="inline-flex items-center gap-1">
                  <span className="font-mono text-xs">{projectId}</span>
                  <CopyButton value={projectId} label={t("projects.detail.copyId")} />
                </span>
              ),
            },
            { label: t("projects.columns.domain"), value: project.domain_name || project.domain_id },
            { label: t("projects.columns.client"), value: project.client_name || project.client },
            { label: t("projects.columns.reseller"), value: project.reseller },
            { label: t("projects.columns.quotaProfile"), value: quotaProfileOf(project) },
            {
              label: t("projects.columns.updated"),
              value: project.updated ? format.dateTime(project.updated) : undefined,
            },
          ]}
        />
      </Card>
      <Tabs
        aria-label={t("projects.detail.sections")}
        value={tab}
        // The credentials table's search and sort do not carry over to the quotas.
        onValueChange={(next) => setParams({ tab: next === "credentials" ? null : next, q: null, sort: null })}
        tabs={[
          { value: "credentials", label: t("credentials.title"), content: <CredentialsPanel project={project} /> },
          {
            value: "quotas",
            label: t("quotas.title"),
            content: (
              <LazyPanel>
                <QuotasPanel project={project} />
              </LazyPanel>
            ),
          },
        ]}
      />
    </>
  );
}
