"use client";

import { SearchX } from "lucide-react";
import { useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { EmptyState, Skeleton } from "@/components/ui/feedback";
import { LazyPanel, lazyComponent, preloadOn } from "@/components/ui/lazy";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { Tabs } from "@/components/ui/tabs";
import { usePortalQuery } from "@/lib/api/hooks";
import { ApiError } from "@/lib/api/error";
import { useUrlParam } from "@/lib/url-state";
import { projectHref } from "../model/project";
import { toShoot, type Shoot } from "../model/shoot";
import { FAST_POLL_MS, IDLE_POLL_MS, isProgressing } from "../model/status";
import { firstOf } from "../model/wire";
import { ShootPhaseBadge } from "../shared/ShootStatus";
import { useNamespaceProject } from "../shared/use-namespace-project";
import { ClusterActions } from "./ClusterActions";
import { ClusterOverview } from "./ClusterOverview";

// Loaded when their tab opens: the worker table and its forms, and the kubeconfig tools, are not needed for the
// overview's first paint (first-load budget).
const WorkerGroupsPanel = lazyComponent(() => import("../workers/WorkerGroupsPanel").then((m) => m.WorkerGroupsPanel));
const AccessPanel = lazyComponent(() => import("../access/AccessPanel").then((m) => m.AccessPanel));

const TABS = ["overview", "workers", "access"] as const;

/** One cluster: status and last operation (polled fast while it runs), worker groups and access. */
export function ClusterDetailPage({ namespace, name }: { namespace: string; name: string }) {
  const t = useTranslations("clusters");
  const project = useNamespaceProject(namespace);
  const query = usePortalQuery(
    "clustermgr.shoot.get",
    { namespace, shoot_name: name },
    {
      refetchInterval: (q) => {
        if (q.state.error instanceof ApiError && q.state.error.code === "not_found") return false;
        const shoot = toShoot(firstOf(q.state.data));
        return shoot && isProgressing(shoot) ? FAST_POLL_MS : IDLE_POLL_MS;
      },
    },
  );
  const shoot = query.data ? toShoot(firstOf(query.data)) : null;
  const breadcrumbs = (
    <Breadcrumbs
      items={[
        { label: t("nav.clusters"), href: "/clusters" },
        { label: project, href: projectHref(project) },
        { label: name },
      ]}
    />
  );

  if (query.error instanceof ApiError && query.error.code === "not_found") {
    return (
      <>
        <PageHeader breadcrumbs={breadcrumbs} title={name} />
        <EmptyState
          icon={<SearchX />}
          title={t("detail.gone.title")}
          description={t("detail.gone.description", { name, project })}
          action={<ButtonLink href={projectHref(project)}>{t("detail.gone.back", { project })}</ButtonLink>}
        />
      </>
    );
  }
  return (
    <>
      <PageHeader
        breadcrumbs={breadcrumbs}
        title={shoot?.name ?? (query.isPending ? <Skeleton className="h-7 w-48" /> : name)}
        description={
          shoot && t("detail.subtitle", { project, version: shoot.version ?? "?", region: shoot.region ?? "?" })
        }
        meta={
          shoot && (
            <span data-testid="cluster-status">
              <ShootPhaseBadge shoot={shoot} />
            </span>
          )
        }
        actions={shoot && <ClusterActions shoot={shoot} />}
      />
      <QueryState
        query={query}
        pending={<Skeleton lines={8} />}
        isEmpty={() => !shoot}
        empty={<ErrorState error={t("detail.unreadable")} />}
      >
        {() => shoot && <ClusterTabs shoot={shoot} project={project} />}
      </QueryState>
    </>
  );
}

/** The cluster's overview, worker groups and access, one tab each (the tab is kept in the URL). */
function ClusterTabs({ shoot, project }: { shoot: Shoot; project: string }) {
  const t = useTranslations("clusters");
  const [tab, setTab] = useUrlParam("tab", "overview");
  return (
    <Tabs
      aria-label={t("detail.tabs")}
      value={(TABS as readonly string[]).includes(tab) ? tab : "overview"}
      onValueChange={setTab}
      tabs={[
        { value: "overview", label: t("detail.overview"), content: <ClusterOverview shoot={shoot} /> },
        {
          value: "workers",
          label: (
            <span {...preloadOn(WorkerGroupsPanel.preload)}>
              {t("detail.workers", { count: shoot.workers.length })}
            </span>
          ),
          content: (
            <LazyPanel>
              <WorkerGroupsPanel shoot={shoot} />
            </LazyPanel>
          ),
        },
        {
          value: "access",
          label: <span {...preloadOn(AccessPanel.preload)}>{t("detail.access")}</span>,
          content: (
            <LazyPanel>
              <AccessPanel shoot={shoot} project={project} />
            </LazyPanel>
          ),
        },
      ]}
    />
  );
}
