"use client";

import { actionsColumn } from "@/components/ui/data-table-columns";
import type { ColumnDef } from "@tanstack/react-table";
import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { UsageBar } from "@/components/ui/progress";
import type { PermissionDenial } from "@/lib/api/permissions";
import { formatPercent } from "@/lib/format";
import { formatQuotaAmount } from "@/lib/quota-units";
import type { QuotaLineRow } from "./quota-model";

export interface LineActions {
  onSetLimit: (line: QuotaLineRow) => void;
  onIncrease: (line: QuotaLineRow) => void;
  limitDenied?: PermissionDenial;
  increaseDenied?: PermissionDenial;
  /** Starts loading a row action's dialog (on hover or focus of its button). */
  preloadLimit?: () => void;
  preloadIncrease?: () => void;
}

const percent = (value: number | undefined, locale: string) =>
  typeof value === "number" ? formatPercent(value / 100, locale, 0) : "—";

/** Overview line columns: usage bar of used against limit, relative values and the allocation rate. */
export function useQuotaLineColumns({
  onSetLimit,
  onIncrease,
  limitDenied,
  increaseDenied,
  preloadLimit,
  preloadIncrease,
}: LineActions): ColumnDef<QuotaLineRow>[] {
  const t = useTranslations("quotas.lines");
  const locale = useLocale();
  return useMemo<ColumnDef<QuotaLineRow>[]>(
    () => [
      {
        id: "resource",
        accessorFn: (row) => row.resource ?? row.resource_id,
        header: t("columns.resource"),
        cell: ({ row }) => (
          <div className="min-w-0">
            <div className="font-medium">{row.original.resource ?? row.original.resource_id}</div>
            <div className="text-xs text-muted">{row.original.client ?? row.original.client_id}</div>
          </div>
        ),
        meta: { kind: "name" },
      },
      {
        id: "quota",
        accessorKey: "quota",
        header: t("columns.quota"),
        meta: { kind: "id", className: "font-mono text-xs" },
      },
      {
        id: "usage",
        accessorFn: (row) => row.used_rel ?? 0,
        header: t("columns.usage"),
        enableGlobalFilter: false,
        cell: ({ row }) => (
          <UsageBar
            label={t("usageOf", { quota: row.original.quota })}
            used={row.original.used ?? 0}
            limit={row.original.limit}
            format={(value) => formatQuotaAmount(value, row.original.quota, locale)}
          />
        ),
        meta: { card: true, exportValue: (row) => `${row.used ?? 0}/${row.limit ?? 0}` },
      },
      {
        id: "used",
        accessorFn: (row) => row.used ?? 0,
        header: t("columns.used"),
        cell: ({ row, getValue }) => formatQuotaAmount(getValue<number>(), row.original.quota, locale),
        meta: { align: "end" },
      },
      {
        id: "current",
        accessorFn: (row) => row.current ?? 0,
        header: t("columns.current"),
        cell: ({ row, getValue }) => formatQuotaAmount(getValue<number>(), row.original.quota, locale),
        meta: { align: "end" },
      },
      {
        id: "limit",
        accessorFn: (row) => row.limit ?? 0,
        header: t("columns.limit"),
        cell: ({ row, getValue }) => formatQuotaAmount(getValue<number>(), row.original.quota, locale),
        meta: { align: "end" },
      },
      {
        id: "usedRel",
        accessorFn: (row) => row.used_rel ?? 0,
        header: t("columns.usedRel"),
        cell: ({ row }) => percent(row.original.used_rel, locale),
        meta: { align: "end" },
      },
      {
        id: "currentRel",
        accessorFn: (row) => row.current_rel ?? 0,
        header: t("columns.currentRel"),
        cell: ({ row }) => percent(row.original.current_rel, locale),
        meta: { priority: 3, align: "end" },
      },
      {
        id: "limitRel",
        accessorFn: (row) => row.limit_rel ?? 0,
        header: t("columns.limitRel"),
        cell: ({ row }) => percent(row.original.limit_rel, locale),
        meta: { priority: 3, align: "end" },
      },
      {
        id: "allocation",
        accessorFn: (row) => row.allocation_rate ?? 0,
        header: t("columns.allocation"),
        cell: ({ row }) => formatPercent(row.original.allocation_rate ?? 0, locale, 0),
        meta: { align: "end" },
      },
      {
        id: "available",
        accessorFn: (row) => row.request_available ?? 0,
        header: t("columns.available"),
        cell: ({ row, getValue }) => formatQuotaAmount(getValue<number>(), row.original.quota, locale),
        meta: { priority: 3, align: "end" },
      },
      {
        id: "parentLimit",
        accessorFn: (row) => row.parent_limit ?? 0,
        header: t("columns.parentLimit"),
        cell: ({ row, getValue }) => formatQuotaAmount(getValue<number>(), row.original.quota, locale),
        meta: { priority: 3, align: "end" },
      },
      {
        id: "provider",
        accessorFn: (row) => row.provider ?? "",
        header: t("columns.provider"),
        meta: { kind: "id", priority: 3 },
      },
      {
        id: "client",
        accessorFn: (row) => row.client ?? row.client_id ?? "",
        header: t("columns.client"),
        meta: { kind: "id", priority: 3 },
      },
      actionsColumn(t("columns.actions"), ({ row }) => (
        <div className="flex gap-2" onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
          <ActionButton
            size="sm"
            aria-label={t("setLimitOf", {
              quota: row.original.quota,
              resource: row.original.resource ?? row.original.resource_id,
            })}
            onClick={() => onSetLimit(row.original)}
            onPointerEnter={preloadLimit}
            onFocus={preloadLimit}
            denied={limitDenied}
          >
            {t("setLimit")}
          </ActionButton>
          <ActionButton
            size="sm"
            aria-label={t("increaseOf", {
              quota: row.original.quota,
              resource: row.original.resource ?? row.original.resource_id,
            })}
            onClick={() => onIncrease(row.original)}
            onPointerEnter={preloadIncrease}
            onFocus={preloadIncrease}
            denied={increaseDenied}
          >
            {t("increase")}
          </ActionButton>
        </div>
      )),
    ],
    [t, locale, onSetLimit, onIncrease, limitDenied, increaseDenied, preloadLimit, preloadIncrease],
  );
}
