"use client";

import { keepPreviousData } from "@tanstack/react-query";
import { FolderTree } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Suspense, useMemo, useState } from "react";
import { ActionButtons } from "@/components/ui/actions/ActionButtons";
import { actionsOfList, withPreloads } from "@/components/ui/actions/resource-action";
import { useOfferedActions } from "@/components/ui/actions/use-offered-actions";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/feedback";
import { lazyComponent } from "@/components/ui/lazy";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { SearchInput } from "@/components/ui/search-input";
import { usePortalQuery } from "@/lib/api/hooks";
import { useUrlParam } from "@/lib/url-state";
import { toShootEntries } from "../model/overview";
import { projectHref, toProjects } from "../model/project";
import { CLUSTER_PROJECT_ACTIONS } from "../model/project-actions";
import { useProjectColumns, type ProjectRow } from "./project-columns";
import { openNewRecord } from "@/components/ui/new-record";

// Loaded when first opened (or hovered): the form, zod and the dialog primitive are not needed for first paint
// (first-load budget).
const ProjectCreateDialog = lazyComponent(() => import("./ProjectCreateDialog").then((m) => m.ProjectCreateDialog));

/** The list's own actions: creating a project, whose form is fetched on intent. */
const LIST_ACTIONS = withPreloads(actionsOfList(CLUSTER_PROJECT_ACTIONS), { create: ProjectCreateDialog.preload });

const HIDDEN = ["iaasProject", "owner"];

/** Cluster projects (GET /clustermgr/projects); the name and namespace filters are the portal's, kept in the URL. */
export function ProjectsPage() {
  const t = useTranslations("clusters");
  const router = useRouter();
  const [name, setName] = useUrlParam("q");
  const [namespace, setNamespace] = useUrlParam("namespace");
  const [creating, setCreating] = useState(false);
  const offered = useOfferedActions(LIST_ACTIONS);
  const projects = usePortalQuery(
    "clustermgr.projects.list",
    { project_name: name || undefined, namespace_filter: namespace || undefined },
    { placeholderData: keepPreviousData },
  );
  // Shares the cache of the cluster list; only used for the per-project count.
  const shoots = usePortalQuery("clustermgr.allShoots.list", {}, { retry: false });
  const columns = useProjectColumns();

  const rows = useMemo<ProjectRow[] | undefined>(() => {
    if (!projects.data) return undefined;
    const counts = new Map<string, number>();
    for (const entry of toShootEntries(shoots.data)) counts.set(entry.project, (counts.get(entry.project) ?? 0) + 1);
    return toProjects(projects.data).map((project) => ({
      project,
      clusters: shoots.data ? (counts.get(project.name) ?? 0) : undefined,
    }));
  }, [projects.data, shoots.data]);

  return (
    <>
      <PageHeader
        breadcrumbs={
          <Breadcrumbs items={[{ label: t("nav.clusters"), href: "/clusters" }, { label: t("nav.projects") }]} />
        }
        title={t("projects.title")}
        description={t("projects.description")}
        actions={
          <ActionButtons
            offered={offered(undefined)}
            label={(action) => t(action.label)}
            onRun={() => setCreating(true)}
          />
        }
      />
      <DataTable
        query={projects}
        tableId="cluster-projects"
        label={t("projects.tableLabel")}
        data={rows}
        columns={columns}
        getRowId={(row) => row.project.name}
        search={name}
        onSearchChange={setName}
        searchPlaceholder={t("projects.searchPlaceholder")}
        defaultSorting={[{ id: "name", desc: false }]}
        defaultHiddenColumns={HIDDEN}
        exportFileName="cluster-projects"
        rowHref={(row) => projectHref(row.project.name)}
        toolbar={
          <SearchInput
            value={namespace}
            onChange={setNamespace}
            label={t("projects.namespaceFilter")}
            placeholder={t("projects.namespaceFilter")}
          />
        }
        emptyState={
          <EmptyState
            icon={<FolderTree />}
            title={t("projects.empty.title")}
            description={t("projects.empty.description")}
          />
        }
      />
      <Suspense fallback={null}>
        {creating && (
          <ProjectCreateDialog
            open
            onOpenChange={setCreating}
            onCreated={(created) => openNewRecord(router, projectHref(created))}
          />
        )}
      </Suspense>
    </>
  );
}
