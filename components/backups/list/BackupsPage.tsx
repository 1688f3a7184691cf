"use client";

import { DatabaseBackup, Plus, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/feedback";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { usePortalQuery } from "@/lib/api/hooks";
import { useDenied } from "@/lib/api/permissions";
import { useUrlFilters, useUrlParam, useUrlSort } from "@/lib/url-state";
import { useActivities } from "../activity/activity-store";
import { ActivityPanel } from "../activity/ActivityPanel";
import { BackupActionsProvider } from "../actions/BackupActionsProvider";
import { CreateBackupDialog, preloadCreateDialog } from "../actions/lazy-dialogs";
import { filterBackups, toBackupRow, type BackupRow } from "../model/rows";
import { backupsPollInterval } from "../model/states";
import { BackupsTabs } from "../shared/BackupsTabs";
import { useBackupNames } from "../shared/use-backup-names";
import { useNow } from "@/lib/use-now";
import { backupHref, HIDDEN_BACKUP_COLUMNS, useBackupColumns } from "./backup-columns";
import { BackupsToolbar, FILTER_KEYS } from "./BackupsToolbar";
import { LastDaySummary } from "./LastDaySummary";

const DEFAULT_SORT = [{ id: "scheduled", desc: true }];
const searchRow = (row: { original: BackupRow }, _column: string, value: string) =>
  row.original.searchText.includes(String(value).toLowerCase());

/**
 * All backups, or one resource's (`?resource=`): filters, sort and search in the URL; polls every few seconds
 * while a backup moves, otherwise every minute.
 */
export function BackupsPage() {
  const t = useTranslations("backups");
  const [filters, setFilters] = useUrlFilters(FILTER_KEYS);
  const [resource, setResource] = useUrlParam("resource");
  const [search, setSearch] = useUrlParam("q");
  const [sorting, setSorting] = useUrlSort();
  const [creating, setCreating] = useState(false);
  const createDenied = useDenied("backup.create");
  const following = useActivities().some((a) => a.endedAt === undefined);
  const now = useNow();

  const interval = (data: readonly { state?: string }[] | undefined) =>
    backupsPollInterval(data, Date.now(), following);
  const all = usePortalQuery(
    "backups.list",
    {},
    { enabled: !resource, refetchInterval: (q) => interval(q.state.data) },
  );
  const ofResource = usePortalQuery(
    "backups.forResource",
    { resource_id: resource },
    { enabled: !!resource, refetchInterval: (q) => interval(q.state.data) },
  );
  const backups = resource ? ofResource : all;
  const { names } = useBackupNames();

  const rows = useMemo(() => backups.data?.map((item) => toBackupRow(item, names)), [backups.data, names]);
  const visible = useMemo(() => (rows ? filterBackups(rows, filters, now) : undefined), [rows, filters, now]);
  const columns = useBackupColumns(now);
  const projects = useMemo(
    () =>
      [...names.resources.entries()]
        .filter(([, entry]) => entry.kind === "project")
        .map(([id, entry]) => ({ value: id, label: entry.name }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [names],
  );
  const resourceName = resource ? (names.resources.get(resource)?.name ?? resource) : null;

  return (
    <BackupActionsProvider>
      <PageHeader
        breadcrumbs={
          <Breadcrumbs
            items={
              resourceName
                ? [{ label: t("nav.area"), href: "/backups" }, { label: resourceName }]
                : [{ label: t("nav.area") }]
            }
          />
        }
        title={resourceName ? t("list.titleFor", { name: resourceName }) : t("list.title")}
        description={t("list.description")}
        actions={
          <ActionButton
            variant="primary"
            icon={<Plus aria-hidden className="size-4" />}
            denied={createDenied}
            onPointerEnter={preloadCreateDialog}
            onFocus={preloadCreateDialog}
            onClick={() => setCreating(true)}
          >
            {t("create.open")}
          </ActionButton>
        }
      />
      <BackupsTabs />
      <ActivityPanel />
      {resourceName && (
        <p className="mb-3 flex items-center gap-2 text-sm">
          {t("list.onlyResource", { name: resourceName })}
          <Button
            size="sm"
            variant="ghost"
            icon={<X aria-hidden className="size-4" />}
            onClick={() => setResource(null)}
          >
            {t("list.allResources")}
          </Button>
        </p>
      )}
      {rows && (
        <LastDaySummary
          rows={rows}
          nowMs={now}
          onPick={(state) => setFilters({ state, period: "24h", from: null, to: null })}
        />
      )}
      <DataTable
        query={backups}
        tableId="backups"
        label={t("list.tableLabel")}
        data={visible}
        columns={columns}
        getRowId={(row) => row.id}
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder={t("list.searchPlaceholder")}
        globalFilterFn={searchRow}
        sorting={sorting.length > 0 ? sorting : DEFAULT_SORT}
        onSortingChange={setSorting}
        defaultHiddenColumns={HIDDEN_BACKUP_COLUMNS}
        exportFileName="backups"
        toolbar={<BackupsToolbar filters={filters} setFilters={setFilters} projects={projects} />}
        rowHref={(row) => backupHref(row.id)}
        emptyState={
          <EmptyState
            icon={<DatabaseBackup />}
            title={t("list.empty.title")}
            description={t("list.empty.description")}
          />
        }
      />
      {creating && <CreateBackupDialog onClose={() => setCreating(false)} />}
    </BackupActionsProvider>
  );
}
