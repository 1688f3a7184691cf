"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { ListChecks, Plus } from "lucide-react";
import NextLink from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/feedback";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { FilterSelect } from "@/components/ui/filter-select";
import { lazyComponent, preloadOn, WhenOpened } from "@/components/ui/lazy";
import { usePortalQuery } from "@/lib/api/hooks";
import { useDenied } from "@/lib/api/permissions";
import { formatDateTime } from "@/lib/format";
import { useUrlFilters, useUrlParam, useUrlSort } from "@/lib/url-state";
import {
  hasTaskId,
  isRunning,
  isUnread,
  taskHref,
  taskPollMs,
  taskTime,
  TASK_STATES,
  type TaskRow,
} from "./task-model";
import { TaskStateBadge } from "./TaskStateBadge";

// The create dialog (form, zod, Radix Dialog) loads on hover, focus or the first press, not with the page: first-load budget.
const TaskCreateDialog = lazyComponent(() => import("./TaskCreateDialog").then((m) => m.TaskCreateDialog));

const FILTERS = ["unread", "state"] as const;

/** GET /task: the unread filter goes to the portal, the state filter is applied here; both in the URL. */
export function TasksPage() {
  const t = useTranslations("tasks");
  const locale = useLocale();
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const [search, setSearch] = useUrlParam("q");
  const [sorting, setSorting] = useUrlSort();
  const [creating, setCreating] = useState(false);
  const createDenied = useDenied("tasks.create");
  const unread = filters.unread === "1";
  const tasks = usePortalQuery("tasks.list", unread ? { unread: true } : {}, {
    refetchInterval: (query) => taskPollMs((query.state.data ?? []).some(isRunning)),
  });
  const rows = useMemo(
    () =>
      tasks.data
        ? tasks.data.filter(hasTaskId).filter((task) => !filters.state || task.state === filters.state)
        : undefined,
    [tasks.data, filters.state],
  );
  const columns = useMemo<ColumnDef<TaskRow>[]>(
    () => [
      {
        id: "name",
        accessorFn: (task) => task.name ?? task.id,
        header: t("columns.name"),
        cell: ({ row }) => (
          <span className="inline-flex items-center gap-2">
            {isUnread(row.original) && (
              <span className="rounded-full bg-accent/15 px-1.5 text-xs font-medium text-accent">
                {t("unreadMark")}
              </span>
            )}
            <NextLink
              href={taskHref(row.original.id)}
              className="font-medium text-accent hover:underline"
              onClick={(e) => e.stopPropagation()}
            >
              {row.original.name || row.original.id}
            </NextLink>
          </span>
        ),
        meta: { kind: "name" },
      },
      {
        id: "state",
        accessorFn: (task) => task.state ?? "",
        header: t("columns.state"),
        cell: ({ row }) => <TaskStateBadge state={row.original.state} />,
        meta: { kind: "state" },
      },
      {
        id: "started",
        accessorFn: (task) => taskTime(task.start_at) ?? "",
        header: t("columns.started"),
        cell: ({ getValue }) => formatDateTime(getValue<string>() || null, locale),
        meta: { kind: "date", card: true },
      },
      {
        id: "ended",
        accessorFn: (task) => taskTime(task.ended_at) ?? "",
        header: t("columns.ended"),
        cell: ({ getValue }) => formatDateTime(getValue<string>() || null, locale),
        meta: { kind: "date" },
      },
      {
        id: "read",
        accessorFn: (task) => (isUnread(task) ? t("unread") : t("read")),
        header: t("columns.read"),
      },
      { id: "user", accessorFn: (task) => task.user_id ?? "", header: t("columns.user"), meta: { kind: "id" } },
      { id: "id", accessorKey: "id", header: t("columns.id"), meta: { kind: "id", className: "font-mono text-xs" } },
    ],
    [t, locale],
  );

  return (
    <>
      <PageHeader
        breadcrumbs={<Breadcrumbs items={[{ label: t("title") }]} />}
        title={t("title")}
        description={t("description")}
        actions={
          <ActionButton
            variant="primary"
            icon={<Plus aria-hidden className="size-4" />}
            denied={createDenied}
            {...preloadOn(TaskCreateDialog.preload)}
            onClick={() => setCreating(true)}
          >
            {t("create.open")}
          </ActionButton>
        }
      />
      <DataTable
        query={tasks}
        tableId="tasks"
        label={t("tableLabel")}
        data={rows}
        columns={columns}
        getRowId={(task) => task.id}
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder={t("searchPlaceholder")}
        sorting={sorting}
        onSortingChange={setSorting}
        defaultHiddenColumns={["id", "user"]}
        exportFileName="tasks"
        rowHref={(task) => taskHref(task.id)}
        toolbar={
          <>
            <FilterSelect
              label={t("filters.read")}
              value={unread ? "1" : ""}
              onChange={(v) => setFilters({ unread: v || null })}
              allLabel={t("filters.all")}
              options={[{ value: "1", label: t("filters.unreadOnly") }]}
            />
            <FilterSelect
              label={t("filters.state")}
              value={filters.state ?? ""}
              onChange={(v) => setFilters({ state: v || null })}
              allLabel={t("filters.all")}
              options={TASK_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
            />
          </>
        }
        emptyState={<EmptyState icon={<ListChecks />} title={t("empty.title")} description={t("empty.description")} />}
      />
      <WhenOpened open={creating}>
        <TaskCreateDialog open={creating} onOpenChange={setCreating} />
      </WhenOpened>
    </>
  );
}
