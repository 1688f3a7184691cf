"use client";

import { actionsColumn } from "@/components/ui/data-table-columns";
import type { ColumnDef } from "@tanstack/react-table";
import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { cn } from "@/components/ui/cn";
import { HoverPrefetchLink } from "@/components/ui/hover-prefetch-link";
import { formatDateTime, formatNumber, formatRelative } from "@/lib/format";
import { BackupActionMenu } from "../actions/BackupActionMenu";
import { toActionTarget } from "../actions/target";
import type { BackupRow } from "../model/rows";
import { BackupStateBadge, useStateLabel } from "../shared/BackupStateBadge";

export const backupHref = (id: string) => `/backups/${encodeURIComponent(id)}`;

/** Columns hidden until chosen: everything the issue lists is there, the common ones show first. */
export const HIDDEN_BACKUP_COLUMNS = [
  "id",
  "allocated",
  "zone",
  "processed",
  "manual",
  "encrypted",
  "full",
  "retries",
  "message",
];

/** Sorts missing values (NaN) last in either direction. */
const byNumber = (a: number, b: number) => (Number.isNaN(a) ? (Number.isNaN(b) ? 0 : 1) : Number.isNaN(b) ? -1 : a - b);

export function useBackupColumns(nowMs: number): ColumnDef<BackupRow, unknown>[] {
  const t = useTranslations("backups.list.columns");
  const tCommon = useTranslations("backups.common");
  const stateLabel = useStateLabel();
  const locale = useLocale();
  return useMemo<ColumnDef<BackupRow, unknown>[]>(() => {
    const yesNo = (value: boolean | undefined) => (value === undefined ? "—" : value ? tCommon("yes") : tCommon("no"));
    const gb = (value: number | undefined) =>
      value === undefined ? "—" : tCommon("gb", { value: formatNumber(value, locale) });
    return [
      {
        id: "state",
        accessorFn: (row) => row.state,
        header: t("state"),
        cell: ({ row }) => <BackupStateBadge state={row.original.state} message={row.original.message} />,
        meta: { kind: "state", exportValue: (row) => stateLabel(row.state) },
      },
      {
        id: "id",
        accessorFn: (row) => row.id,
        header: t("id"),
        meta: { kind: "id", className: "font-mono text-xs" },
        cell: ({ row }) => <BackupLink id={row.original.id}>{row.original.id}</BackupLink>,
      },
      {
        id: "resource",
        accessorFn: (row) => row.resourceName,
        header: t("resource"),
        cell: ({ row }) => (
          <BackupLink id={row.original.id} title={row.original.resource_id} className="font-medium">
            {row.original.resourceName || row.original.id}
          </BackupLink>
        ),
        meta: { kind: "name" },
      },
      {
        id: "type",
        accessorFn: (row) => row.resource_type ?? "",
        header: t("type"),
        cell: ({ getValue }) => {
          const type = String(getValue());
          return type === "vm" || type === "volume" ? tCommon(`types.${type}`) : type;
        },
      },
      { id: "project", accessorFn: (row) => row.projectName, header: t("project"), meta: { kind: "id" } },
      { id: "policy", accessorFn: (row) => row.policyName, header: t("policy"), meta: { priority: 3 } },
      {
        id: "size",
        accessorFn: (row) => row.size ?? Number.NaN,
        header: t("size"),
        sortingFn: (a, b) => byNumber(a.original.size ?? Number.NaN, b.original.size ?? Number.NaN),
        cell: ({ row }) => gb(row.original.size),
        meta: { card: true, align: "end" },
      },
      {
        id: "allocated",
        accessorFn: (row) => row.allocated ?? Number.NaN,
        header: t("allocated"),
        cell: ({ row }) => gb(row.original.allocated),
        meta: { align: "end" },
      },
      { id: "zone", accessorFn: (row) => row.zone ?? row.primary_zone ?? "", header: t("zone"), meta: { kind: "id" } },
      {
        id: "scheduled",
        accessorFn: (row) => row.scheduledAt,
        header: t("scheduled"),
        sortingFn: (a, b) => byNumber(a.original.scheduledAt, b.original.scheduledAt),
        cell: ({ row }) => formatDateTime(row.original.schedule_date, locale),
        meta: { kind: "date", card: true, exportValue: (row) => row.schedule_date ?? "" },
      },
      {
        id: "processed",
        accessorFn: (row) => row.processed_date ?? "",
        header: t("processed"),
        cell: ({ row }) => formatDateTime(row.original.processed_date, locale),
        meta: { kind: "date" },
      },
      {
        id: "expires",
        accessorFn: (row) => row.expiresAt,
        header: t("expires"),
        sortingFn: (a, b) => byNumber(a.original.expiresAt, b.original.expiresAt),
        cell: ({ row }) =>
          Number.isNaN(row.original.expiresAt) ? (
            "—"
          ) : (
            <time dateTime={row.original.time_to_live} title={formatDateTime(row.original.time_to_live, locale)}>
              {formatRelative(row.original.expiresAt, nowMs, locale)}
            </time>
          ),
        meta: { kind: "date", exportValue: (row) => row.time_to_live ?? "" },
      },
      { id: "manual", accessorFn: (row) => yesNo(row.manual), header: t("manual") },
      { id: "encrypted", accessorFn: (row) => yesNo(row.encrypted), header: t("encrypted") },
      { id: "full", accessorFn: (row) => yesNo(row.is_full), header: t("full") },
      { id: "retries", accessorFn: (row) => row.retries ?? 0, header: t("retries"), meta: { align: "end" } },
      {
        id: "message",
        accessorFn: (row) => row.message ?? "",
        header: t("message"),
        cell: ({ getValue }) => <span title={String(getValue())}>{String(getValue()) || "—"}</span>,
        meta: { kind: "text" },
      },
      actionsColumn(
        t("actions"),
        ({ row }) => (
          <BackupActionMenu
            target={toActionTarget(row.original, {
              resourceName: row.original.resourceName,
              policyName: row.original.policyName,
            })}
          />
        ),
        { menu: true },
      ),
    ];
  }, [t, tCommon, stateLabel, locale, nowMs]);
}

/** The backup's page; the row's own click handler stays out of it so a middle click opens a tab. */
function BackupLink({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title?: string;
  className?: string;
  children: string;
}) {
  return (
    <HoverPrefetchLink
      href={backupHref(id)}
      title={title}
      className={cn("text-accent hover:underline", className)}
      onClick={(event) => event.stopPropagation()}
    >
      {children}
    </HoverPrefetchLink>
  );
}
