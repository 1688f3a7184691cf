"use client";

import { keepPreviousData } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
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
import { useUrlFilters, useUrlParam, useUrlSort } from "@/lib/url-state";
import { filterKeys, readTriState, toKeyRow } from "../model/keys";
import { usePortalCurrency } from "../shared/use-portal-currency";
import { FilterSelect } from "@/components/ui/filter-select";
import { lazyComponent, WhenOpened } from "@/components/ui/lazy";
import { PeriodPicker } from "../shared/PeriodPicker";
import { usePeriod } from "../shared/use-period";
import { keyHref } from "../shared/hrefs";
import { LedgerStatus } from "../shared/LedgerStatus";
import { useKeyColumns, type KeyTableRow } from "./key-columns";
import { KeyActionDialogs } from "./KeyActionDialogs";
import { KeyBulkActions, type BulkResult } from "./KeyBulkActions";
import { KeyCreateDialog } from "./lazy-dialogs";
import { KeyActionsOfList, useKeyActions } from "./use-key-actions";

// First-load budget: the bulk run's result (Radix Dialog) loads when some keys failed.
const BulkResultDialog = lazyComponent(() => import("./BulkResultDialog").then((m) => m.BulkResultDialog));

const FILTERS = ["project", "active", "limited"] as const;

/** A failed ledger read marks every row's figures as not read, with the read's own error code. */
const ledgerErrorCode = (error: unknown) => (error instanceof ApiError ? error.code : "upstream_error");
// Rate limits wait in the column chooser: the spend and tokens of the period need the room at 1440 px.
const HIDDEN_COLUMNS = ["description", "id", "rateLimits"];

/**
 * All AI keys: search, sort and filters in the URL, a menu of actions per row, bulk actions, CSV export; virtualized
 * for thousands of rows. The page hosts the dialogs its rows' actions open.
 */
export function KeysPage() {
  const t = useTranslations("ai");
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const [search, setSearch] = useUrlParam("q");
  const [sorting, setSorting] = useUrlSort();
  const period = usePeriod();
  const [creating, setCreating] = useState(false);
  const [bulkResult, setBulkResult] = useState<BulkResult | null>(null);
  const tKeys = useTranslations("ai.keys");
  const actions = useKeyActions();

  const keys = usePortalQuery(
    "ai.keys.list",
    { ai_project_id: filters.project, start: period.from, end: period.to },
    { placeholderData: keepPreviousData },
  );
  const projects = usePortalQuery("ai.projects.list", {});
  const active = readTriState(filters.active);
  const limited = readTriState(filters.limited);
  // Spend and tokens of the period from the ledger (one request; the BFF gathers a cost per key), joined by key id.
  const ledger = useLedger({ period });
  const figures = useMemo(() => new Map(ledger.data?.ledger.keys.map((key) => [key.id, key])), [ledger.data]);
  const failedCode = ledger.error && !ledger.data ? ledgerErrorCode(ledger.error) : undefined;
  const rows = useMemo<KeyTableRow[] | undefined>(
    () =>
      keys.data?.map((item) => {
        const row = toKeyRow(item);
        return { ...row, figures: failedCode ? { unread: { code: failedCode } } : figures.get(row.id) };
      }),
    [keys.data, figures, failedCode],
  );
  const visible = useMemo(() => (rows ? filterKeys(rows, { active, limited }) : undefined), [rows, active, limited]);
  // Rows wait for the currency (the ledger's, else the portal's), so that no amount shows in another first.
  const currency = usePortalCurrency(ledger.data?.ledger.currency);
  const columns = useKeyColumns(currency ?? null);
  const projectOptions = useMemo(
    () => (projects.data ?? []).flatMap((p) => (p.id ? [{ value: p.id, label: p.name ?? p.id }] : [])),
    [projects.data],
  );
  const yesNo = (yes: string, no: string) => [
    { value: "yes", label: yes },
    { value: "no", label: no },
  ];

  const toolbar = (
    <>
      <FilterSelect
        label={t("keys.filters.project")}
        value={filters.project ?? ""}
        onChange={(value) => setFilters({ project: value || null })}
        allLabel={t("keys.filters.allProjects")}
        options={projectOptions}
        lateOptions
      />
      <FilterSelect
        label={t("keys.filters.active")}
        value={active ?? ""}
        onChange={(value) => setFilters({ active: value || null })}
        allLabel={t("keys.filters.any")}
        options={yesNo(t("keys.state.active"), t("keys.state.inactive"))}
      />
      <FilterSelect
        label={t("keys.filters.limited")}
        value={limited ?? ""}
        onChange={(value) => setFilters({ limited: value || null })}
        allLabel={t("keys.filters.any")}
        options={yesNo(t("keys.state.limited"), t("keys.state.withinBudget"))}
      />
      <PeriodPicker period={period} />
    </>
  );

  return (
    <>
      <PageHeader
        breadcrumbs={<Breadcrumbs items={[{ label: t("nav.ai"), href: "/ai" }, { label: t("nav.keys") }]} />}
        title={t("keys.title")}
        description={t("keys.description")}
        actions={
          <ActionButtons
            offered={listActions(actions.offered(undefined))}
            label={(action) => tKeys(action.label)}
            onRun={() => setCreating(true)}
          />
        }
      />
      <LedgerStatus ledger={ledger} list={keys} />
      <KeyActionsOfList value={actions}>
        <DataTable
          tableId="ai-keys"
          label={t("keys.tableLabel")}
          data={currency !== undefined ? visible : undefined}
          loading={keys.isPending || currency === undefined}
          columns={columns}
          query={keys}
          getRowId={(row) => row.id}
          recordKind="ai.key"
          search={search}
          onSearchChange={setSearch}
          searchPlaceholder={t("keys.searchPlaceholder")}
          sorting={sorting}
          onSortingChange={setSorting}
          selectable
          bulkActions={(selected, clear) => (
            <KeyBulkActions keys={selected} onDone={clear} onFailures={setBulkResult} />
          )}
          defaultHiddenColumns={HIDDEN_COLUMNS}
          exportFileName="ai-keys"
          toolbar={toolbar}
          rowHref={(row) => keyHref(row.id)}
          emptyState={
            <EmptyState icon={<KeyRound />} title={t("keys.empty.title")} description={t("keys.empty.description")} />
          }
        />
      </KeyActionsOfList>
      <WhenOpened open={bulkResult !== null}>
        {bulkResult && <BulkResultDialog result={bulkResult} onClose={() => setBulkResult(null)} />}
      </WhenOpened>
      <WhenOpened open={creating}>
        <KeyCreateDialog open={creating} onOpenChange={setCreating} projects={projectOptions} />
      </WhenOpened>
      <KeyActionDialogs dialog={actions.dialog} onClose={actions.close} />
    </>
  );
}
