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
import { ApiError } from "@/lib/api/error";
import { useLedger } from "@/lib/api/ledger";
import { NO_PROJECT, type Ledger } from "@/lib/cost/ledger";
import { useUrlParam, useUrlSort } from "@/lib/url-state";
import { toProjectRow } from "../model/projects";
import { useAiFormat } from "../shared/use-ai-format";
import { usePortalCurrency } from "../shared/use-portal-currency";
import { PeriodPicker } from "../shared/PeriodPicker";
import { LedgerStatus } from "../shared/LedgerStatus";
import { usePeriod } from "../shared/use-period";
import { FilterSelect } from "@/components/ui/filter-select";
import { projectHref } from "../shared/hrefs";
import { useProjectColumns, type ProjectTableRow } from "./project-columns";
import { WhenOpened } from "@/components/ui/lazy";
import { ProjectActionDialogs } from "./ProjectActionDialogs";
import { ProjectCreateDialog } from "./lazy-dialogs";
import { ProjectActionsOfList, useProjectActions } from "./use-project-actions";

// The description waits in the column chooser, as on the keys table: the spend and tokens need the room at 1440 px.
const HIDDEN_COLUMNS = ["customer", "rateLimits", "description"];

/**
 * The AI projects: state, keys, models, limits, and their keys' spend and tokens over a period (the ledger's, as on
 * the costs page, with the keys outside any project beneath); create a project, a menu of actions per row. The page
 * hosts the dialogs its rows' actions open.
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
  const period = usePeriod();
  const ledger = useLedger({ period });
  const failed = Boolean(ledger.error && !ledger.data);
  const rows = useMemo<ProjectTableRow[] | undefined>(() => {
    const figures = new Map(ledger.data?.ledger.projects.map((p) => [p.id, p]));
    const unread = { code: ledger.error instanceof ApiError ? ledger.error.code : "upstream_error" };
    return projects.data?.map((item) => {
      const row = toProjectRow(item);
      return { ...row, figures: failed ? { unread } : figures.get(row.id) };
    });
  }, [projects.data, ledger.data, ledger.error, failed]);
  const visible = useMemo(
    () => (rows && state ? rows.filter((row) => (state === "disabled") === row.disabled) : rows),
    [rows, state],
  );
  // Rows wait for the currency (the ledger's, else the portal's), so that no amount shows in another first.
  const currency = usePortalCurrency(ledger.data?.ledger.currency);
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
      <LedgerStatus ledger={ledger} list={projects} />
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
            <>
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
              <PeriodPicker period={period} />
            </>
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
      {ledger.data && currency !== undefined && <OutsideProjects ledger={ledger.data.ledger} currency={currency} />}
      <WhenOpened open={creating}>
        <ProjectCreateDialog open={creating} onOpenChange={setCreating} />
      </WhenOpened>
      <ProjectActionDialogs dialog={actions.dialog} onClose={actions.close} />
    </>
  );
}

/**
 * Beneath the projects: the keys outside any project and the total of every key, so that the rows above and this
 * line add up to the costs page's total for the same period.
 */
function OutsideProjects({ ledger, currency }: { ledger: Ledger; currency: string | null }) {
  const t = useTranslations("ai.projects.ledger");
  const format = useAiFormat();
  const outside = ledger.projects.find((p) => p.id === NO_PROJECT);
  return (
    <p className="mt-3 text-sm text-muted" data-testid="projects-ledger">
      {outside &&
        `${t("outside", { count: outside.keys, spend: format.money(outside.spend, currency), tokens: format.tokens(outside.tokens) })} `}
      {t("total", {
        count: ledger.totals.keys,
        spend: format.money(ledger.totals.spend, currency),
        tokens: format.tokens(ledger.totals.tokens),
      })}
    </p>
  );
}
