"use client";

import { FolderKanban } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { ActionButtons } from "@/components/ui/actions/ActionButtons";
import { listActions } from "@/components/ui/actions/resource-action";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/feedback";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { usePortalQuery } from "@/lib/api/hooks";
import { useUrlParam, useUrlSort } from "@/lib/url-state";
import { toProjectRow } from "../model/projects";
import { usePortalCurrency } from "../shared/use-portal-currency";
import { FilterSelect } from "@/components/ui/filter-select";
import { projectHref } from "../shared/hrefs";
import { useProjectColumns } from "./project-columns";
import { WhenOpened } from "@/components/ui/lazy";
import { ProjectActionDialogs } from "./ProjectActionDialogs";
import { ProjectCreateDialog } from "./lazy-dialogs";
import { ProjectActionsOfList, useProjectActions } from "./use-project-actions";

const HIDDEN_COLUMNS = ["customer", "rateLimits"];

/**
 * The AI projects: state, keys, models, limits and the last 30 days' tokens; create a project, a menu of actions
 * per row. The page hosts the dialogs its rows' actions open.
 */
export function ProjectsPage() {
  const t = useTranslations("ai");
  const [search, setSearch] = useUrlParam("q");
  const [sorting, setSorting] = useUrlSort();
  const [state, setState] = useUrlParam("state");
  const [creating, setCreating] = useState(false);
  const tProjects = useTranslations("ai.projects");
  const actions = useProjectActions();
  const projects = usePortalQuery("ai.projects.list", {});
  const rows = useMemo(() => projects.data?.map(toProjectRow), [projects.data]);
  const visible = useMemo(
    () => (rows && state ? rows.filter((row) => (state === "disabled") === row.disabled) : rows),
    [rows, state],
  );
  // Rows wait for the portal's currency, so that no amount shows in another first.
  const currency = usePortalCurrency();
  const columns = useProjectColumns(currency ?? null);

  return (
    <>
      <PageHeader
        breadcrumbs={<Breadcrumbs items={[{ label: t("nav.ai"), href: "/ai" }, { label: t("nav.projects") }]} />}
        title={t("projects.title")}
        description={t("projects.description")}
        actions={
          <ActionButtons
            offered={listActions(actions.offered(undefined))}
            label={(action) => tProjects(action.label)}
            onRun={() => setCreating(true)}
          />
        }
      />
      <ProjectActionsOfList value={actions}>
        <DataTable
          tableId="ai-projects"
          label={t("projects.tableLabel")}
          data={currency !== undefined ? visible : undefined}
          loading={projects.isPending || currency === undefined}
          columns={columns}
          query={projects}
          getRowId={(row) => row.id}
          search={search}
          onSearchChange={setSearch}
          sorting={sorting}
          onSortingChange={setSorting}
          defaultHiddenColumns={HIDDEN_COLUMNS}
          exportFileName="ai-projects"
          rowHref={(row) => projectHref(row.id)}
          toolbar={
            <FilterSelect
              label={t("projects.filters.state")}
              value={state}
              onChange={(value) => setState(value || null)}
              allLabel={t("projects.filters.any")}
              options={[
                { value: "enabled", label: t("projects.state.enabled") },
                { value: "disabled", label: t("projects.state.disabled") },
              ]}
            />
          }
          emptyState={
            <EmptyState
              icon={<FolderKanban />}
              title={t("projects.empty.title")}
              description={t("projects.empty.description")}
            />
          }
        />
      </ProjectActionsOfList>
      <WhenOpened open={creating}>
        <ProjectCreateDialog open={creating} onOpenChange={setCreating} />
      </WhenOpened>
      <ProjectActionDialogs dialog={actions.dialog} onClose={actions.close} />
    </>
  );
}
