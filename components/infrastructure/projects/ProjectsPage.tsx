"use client";

import { keepPreviousData } from "@tanstack/react-query";
import { FolderKanban } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { ActionButtons } from "@/components/ui/actions/ActionButtons";
import { withPreloads } from "@/components/ui/actions/resource-action";
import { useOfferedActions } from "@/components/ui/actions/use-offered-actions";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/feedback";
import { usePortalQuery } from "@/lib/api/hooks";
import { useUrlFilters, useUrlParam, useUrlSort } from "@/lib/url-state";
import { FilterSelect } from "@/components/ui/filter-select";
import { InfrastructureFrame } from "../shared/InfrastructureFrame";
import { useProjectColumns, type ProjectRow } from "./project-columns";
import { clientChoices, filterProjects, projectHref, resellerChoices } from "./project-model";
import { lazyComponent, WhenOpened } from "@/components/ui/lazy";
import { PROJECT_LIST_ACTIONS } from "./project-actions";

// First-load budget: the create form (react-hook-form, zod, the catalog, Radix Dialog) loads when first opened.
const ProjectCreateDialog = lazyComponent(() => import("./ProjectCreateDialog").then((m) => m.ProjectCreateDialog));

/** Creating a project, whose form is fetched on intent. */
const LIST_ACTIONS = withPreloads(PROJECT_LIST_ACTIONS, { create: ProjectCreateDialog.preload });

const FILTERS = ["domain", "state", "client"] as const;
const HIDDEN_COLUMNS = ["id", "description", "quotaProfile"];
const hasId = (p: { id?: string }): p is ProjectRow => typeof p.id === "string" && p.id !== "";

/** Infrastructure projects: the domain filter goes to the portal, state and client are filtered here; all in the URL. */
export function ProjectsPage() {
  const t = useTranslations("infrastructure.projects");
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const [search, setSearch] = useUrlParam("q");
  const [sorting, setSorting] = useUrlSort();
  const [creating, setCreating] = useState(false);
  const offered = useOfferedActions(LIST_ACTIONS);
  const projects = usePortalQuery(
    "iaas.projects.list",
    { domain: filters.domain },
    { placeholderData: keepPreviousData },
  );
  const domains = usePortalQuery("iaas.domains.list", {}, { retry: false });
  const all = useMemo(() => (projects.data ?? []).filter(hasId), [projects.data]);
  const rows = useMemo(() => (projects.data ? filterProjects(all, filters) : undefined), [projects.data, all, filters]);
  const clients = useMemo(() => clientChoices(all), [all]);
  const resellers = useMemo(() => resellerChoices(all), [all]);
  const domainOptions = useMemo(
    () => (domains.data ?? []).flatMap((d) => (d.name ? [{ value: d.name, label: d.name }] : [])),
    [domains.data],
  );
  const columns = useProjectColumns();

  const toolbar = (
    <>
      <FilterSelect
        label={t("filters.domain")}
        value={filters.domain ?? ""}
        onChange={(value) => setFilters({ domain: value || null })}
        allLabel={t("filters.allDomains")}
        options={
          filters.domain && !domainOptions.some((o) => o.value === filters.domain)
            ? [...domainOptions, { value: filters.domain, label: filters.domain }]
            : domainOptions
        }
      />
      <FilterSelect
        label={t("filters.state")}
        value={filters.state ?? ""}
        onChange={(value) => setFilters({ state: value || null })}
        allLabel={t("filters.any")}
        options={[
          { value: "enabled", label: t("state.enabled") },
          { value: "disabled", label: t("state.disabled") },
        ]}
      />
      <FilterSelect
        label={t("filters.client")}
        value={filters.client ?? ""}
        onChange={(value) => setFilters({ client: value || null })}
        allLabel={t("filters.allClients")}
        options={clients}
      />
    </>
  );

  return (
    <InfrastructureFrame
      section="projects"
      description={t("description")}
      actions={
        <ActionButtons offered={offered({})} label={(action) => t(action.label)} onRun={() => setCreating(true)} />
      }
    >
      <DataTable
        query={projects}
        tableId="iaas-projects"
        label={t("tableLabel")}
        data={rows}
        columns={columns}
        getRowId={(row) => row.id}
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder={t("searchPlaceholder")}
        sorting={sorting}
        onSortingChange={setSorting}
        defaultHiddenColumns={HIDDEN_COLUMNS}
        exportFileName="infrastructure-projects"
        toolbar={toolbar}
        rowHref={(row) => projectHref(row.id)}
        rowHeight={52}
        emptyState={
          <EmptyState icon={<FolderKanban />} title={t("empty.title")} description={t("empty.description")} />
        }
      />
      <WhenOpened open={creating}>
        <ProjectCreateDialog open={creating} onOpenChange={setCreating} clients={clients} resellers={resellers} />
      </WhenOpened>
    </InfrastructureFrame>
  );
}
