"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { Skeleton } from "@/components/ui/feedback";
import { StatusBadge } from "@/components/ui/status-badge";
import { formatDateTime } from "@/lib/format";
import type { BackupPolicy } from "@/lib/portal/schemas/backups";
import type { AssignedResource } from "../model/tree";
import { useScheduleText } from "./use-schedule-text";

export const HIDDEN_POLICY_COLUMNS = ["id", "increments", "retry", "email", "created", "disabled"];

export function usePolicyColumns(byPolicy: ReadonlyMap<string, AssignedResource[]>, assignmentsLoading: boolean) {
  const t = useTranslations("backups.policies");
  const locale = useLocale();
  const schedule = useScheduleText();
  return useMemo<ColumnDef<BackupPolicy, unknown>[]>(() => {
    const days = (value: number | undefined) => (value === undefined ? "—" : t("days", { count: value }));
    const who = (by: string | undefined, at: string | undefined) =>
      by || at ? t("byAt", { by: by ?? "—", at: at ? formatDateTime(at, locale) : "—" }) : "—";
    return [
      {
        id: "name",
        accessorFn: (p) => p.name ?? p.id ?? "",
        header: t("columns.name"),
        cell: ({ row }) => (
          <span className="flex flex-col leading-tight">
            <span className="font-medium">{row.original.name ?? row.original.id}</span>
            {row.original.description && (
              <span data-free-text="" className="line-clamp-2 min-w-48 whitespace-normal text-xs text-muted">
                {row.original.description}
              </span>
            )}
          </span>
        ),
        meta: { kind: "name" },
      },
      {
        id: "id",
        accessorFn: (p) => p.id ?? "",
        header: t("columns.id"),
        meta: { kind: "id", className: "font-mono text-xs" },
      },
      {
        id: "state",
        accessorFn: (p) => (p.disabled_at ? "disabled" : "active"),
        header: t("columns.state"),
        cell: ({ row }) =>
          row.original.disabled_at ? (
            <StatusBadge tone="neutral" label={t("disabled")} />
          ) : (
            <StatusBadge tone="ok" label={t("active")} />
          ),
        meta: { kind: "state" },
      },
      {
        id: "schedule",
        accessorFn: (p) => p.schedule ?? "",
        header: t("columns.schedule"),
        cell: ({ row }) => (
          <span className="flex flex-col leading-tight">
            {schedule(row.original.schedule) !== row.original.schedule && (
              <span>{schedule(row.original.schedule)}</span>
            )}
            <code className="text-xs text-muted">{row.original.schedule}</code>
          </span>
        ),
      },
      {
        id: "window",
        accessorFn: (p) => p.backup_window ?? 0,
        header: t("columns.window"),
        cell: ({ row }) =>
          row.original.backup_window === undefined ? "—" : t("hours", { count: row.original.backup_window }),
        meta: { align: "end" },
      },
      {
        id: "retentionPrimary",
        accessorFn: (p) => p.retention_primary ?? 0,
        header: t("columns.retentionPrimary"),
        cell: ({ row }) => days(row.original.retention_primary),
        meta: { card: true, align: "end" },
      },
      {
        id: "retentionSecondary",
        accessorFn: (p) => p.retention_secondary ?? 0,
        header: t("columns.retentionSecondary"),
        cell: ({ row }) => days(row.original.retention_secondary),
        meta: { align: "end" },
      },
      {
        id: "increments",
        accessorFn: (p) => p.increment_policy ?? 0,
        header: t("columns.increments"),
        meta: { align: "end" },
      },
      { id: "retry", accessorFn: (p) => p.retry ?? 0, header: t("columns.retry"), meta: { align: "end" } },
      { id: "strictness", accessorFn: (p) => p.backup_strictness ?? "", header: t("columns.strictness") },
      { id: "backend", accessorFn: (p) => p.backup_backend_rule ?? "", header: t("columns.backend") },
      {
        id: "email",
        accessorFn: (p) => p.notification_email ?? "",
        header: t("columns.email"),
        meta: { kind: "id", priority: 3 },
      },
      {
        id: "created",
        accessorFn: (p) => p.created_at ?? "",
        header: t("columns.created"),
        cell: ({ row }) => who(row.original.created_by, row.original.created_at),
        meta: { kind: "date", priority: 3 },
      },
      {
        id: "disabled",
        accessorFn: (p) => p.disabled_at ?? "",
        header: t("columns.disabledBy"),
        cell: ({ row }) => who(row.original.disabled_by, row.original.disabled_at),
      },
      {
        id: "appliesTo",
        accessorFn: (p) => byPolicy.get(p.id ?? "")?.length ?? 0,
        header: t("columns.appliesTo"),
        enableGlobalFilter: false,
        meta: { align: "end" },
        cell: ({ row }) =>
          assignmentsLoading ? (
            <Skeleton className="ml-auto w-10" />
          ) : (
            t("resources", { count: byPolicy.get(row.original.id ?? "")?.length ?? 0 })
          ),
      },
    ];
  }, [t, locale, schedule, byPolicy, assignmentsLoading]);
}
