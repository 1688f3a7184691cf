"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useMemo } from "react";
import { DataTable } from "@/components/ui/data-table";
import { StatusBadge } from "@/components/ui/status-badge";
import { usePortalQuery } from "@/lib/api/hooks";
import { formatDateTime, formatNumber } from "@/lib/format";
import {
  readBackupSummaries,
  readComputeVolumes,
  readInventory,
  resourceNames,
  type BackupSummaryRow,
  type ComputeVolumeRow,
  type InventoryEntry,
} from "../model/inventory";
import { BackupStateBadge } from "../shared/BackupStateBadge";

const HEIGHT = "24rem";

function useProtectedCell() {
  const t = useTranslations("backups.protection.maps");
  return useCallback(
    (value: boolean | undefined) =>
      value === undefined ? (
        "—"
      ) : (
        <StatusBadge tone={value ? "ok" : "warn"} label={value ? t("protected") : t("unprotected")} />
      ),
    [t],
  );
}

function useKindLabel() {
  const t = useTranslations("backups.protection.maps.kinds");
  return useCallback(
    (kind: string) =>
      kind === "project" ||
      kind === "vm" ||
      kind === "volume" ||
      kind === "domain" ||
      kind === "flavor" ||
      kind === "image"
        ? t(kind)
        : kind,
    [t],
  );
}

/** GET /resources/backups: each project, VM and volume with its backup counts and last run. */
export function BackupSummaryTable() {
  const t = useTranslations("backups.protection.maps");
  const locale = useLocale();
  const query = usePortalQuery("resources.backups.get", {});
  const rows = useMemo(() => (query.data ? readBackupSummaries(query.data) : undefined), [query.data]);
  const protectedCell = useProtectedCell();
  const kind = useKindLabel();
  const columns = useMemo<ColumnDef<BackupSummaryRow, unknown>[]>(
    () => [
      { id: "kind", accessorFn: (row) => kind(row.kind), header: t("columns.kind") },
      { id: "name", accessorFn: (row) => row.name ?? row.id, header: t("columns.name"), meta: { kind: "name" } },
      {
        id: "protected",
        accessorFn: (row) => row.protected,
        header: t("columns.protected"),
        cell: ({ row }) => protectedCell(row.original.protected),
        meta: { kind: "state" },
      },
      {
        id: "backups",
        accessorFn: (row) => row.backups ?? 0,
        header: t("columns.backups"),
        meta: { card: true, align: "end" },
      },
      {
        id: "available",
        accessorFn: (row) => row.available ?? 0,
        header: t("columns.available"),
        meta: { align: "end" },
      },
      {
        id: "failed",
        accessorFn: (row) => row.failed ?? 0,
        header: t("columns.failed"),
        meta: { card: true, align: "end" },
      },
      {
        id: "last",
        accessorFn: (row) => row.last_backup ?? "",
        header: t("columns.lastBackup"),
        cell: ({ row }) => formatDateTime(row.original.last_backup, locale),
        meta: { kind: "date" },
      },
      {
        id: "lastState",
        accessorFn: (row) => row.last_state ?? "",
        header: t("columns.lastState"),
        cell: ({ row }) => (row.original.last_state ? <BackupStateBadge state={row.original.last_state} /> : "—"),
        meta: { kind: "state", priority: 2 },
      },
    ],
    [t, locale, protectedCell, kind],
  );
  return (
    <DataTable
      query={query}
      compactError
      tableId="backup-resource-summary"
      label={t("tabs.summary")}
      data={rows}
      columns={columns}
      getRowId={(row) => `${row.kind}:${row.id}`}
      height={HEIGHT}
      exportFileName="backup-resource-summary"
    />
  );
}

/** GET /backup/resources: domains, flavors, images, projects, VMs and volumes the backup service knows. */
export function InventoryTable() {
  const t = useTranslations("backups.protection.maps");
  const query = usePortalQuery("backup.resources.get", {});
  const inventory = useMemo(() => readInventory(query.data), [query.data]);
  const names = useMemo(() => resourceNames(inventory), [inventory]);
  const protectedCell = useProtectedCell();
  const kind = useKindLabel();
  const columns = useMemo<ColumnDef<InventoryEntry, unknown>[]>(
    () => [
      { id: "kind", accessorFn: (row) => kind(row.kind), header: t("columns.kind") },
      { id: "name", accessorFn: (row) => row.name ?? row.id, header: t("columns.name"), meta: { kind: "name" } },
      {
        id: "id",
        accessorFn: (row) => row.id,
        header: t("columns.id"),
        meta: { kind: "id", className: "font-mono text-xs" },
      },
      {
        id: "project",
        accessorFn: (row) => (row.project_id ? (names.get(row.project_id)?.name ?? row.project_id) : ""),
        header: t("columns.project"),
      },
      {
        id: "vm",
        accessorFn: (row) => (row.vm_id ? (names.get(row.vm_id)?.name ?? row.vm_id) : ""),
        header: t("columns.vm"),
      },
      {
        id: "status",
        accessorFn: (row) =>
          row.status ?? (row.enabled === undefined ? "" : row.enabled ? t("enabled") : t("disabled")),
        header: t("columns.status"),
      },
      {
        id: "protected",
        accessorFn: (row) => row.protected,
        header: t("columns.protected"),
        cell: ({ row }) => protectedCell(row.original.protected),
        meta: { kind: "state" },
      },
    ],
    [t, names, protectedCell, kind],
  );
  return (
    <DataTable
      query={query}
      compactError
      tableId="backup-inventory"
      label={t("tabs.inventory")}
      data={query.data ? inventory.entries : undefined}
      columns={columns}
      getRowId={(row) => `${row.kind}:${row.id}`}
      height={HEIGHT}
      exportFileName="backup-inventory"
    />
  );
}

/** GET /resources/compute_volumes: the volumes of each VM. */
export function ComputeVolumesTable() {
  const t = useTranslations("backups.protection.maps");
  const tCommon = useTranslations("backups.common");
  const locale = useLocale();
  const query = usePortalQuery("resources.computeVolumes.get", {});
  const inventory = usePortalQuery("backup.resources.get", {});
  const names = useMemo(() => resourceNames(readInventory(inventory.data)), [inventory.data]);
  const rows = useMemo(() => (query.data ? readComputeVolumes(query.data) : undefined), [query.data]);
  const protectedCell = useProtectedCell();
  const columns = useMemo<ColumnDef<ComputeVolumeRow, unknown>[]>(
    () => [
      {
        id: "vm",
        accessorFn: (row) => names.get(row.vmId)?.name ?? row.vmId,
        header: t("columns.vm"),
        meta: { kind: "id" },
      },
      {
        id: "name",
        accessorFn: (row) => row.name ?? row.id ?? "",
        header: t("columns.volume"),
        meta: { kind: "name" },
      },
      {
        id: "size",
        accessorFn: (row) => row.size ?? 0,
        header: t("columns.size"),
        cell: ({ row }) =>
          row.original.size === undefined ? "—" : tCommon("gb", { value: formatNumber(row.original.size, locale) }),
        meta: { card: true, align: "end" },
      },
      { id: "type", accessorFn: (row) => row.type ?? "", header: t("columns.type") },
      {
        id: "device",
        accessorFn: (row) => row.device ?? "",
        header: t("columns.device"),
        meta: { kind: "id", className: "font-mono text-xs" },
      },
      {
        id: "protected",
        accessorFn: (row) => row.protected,
        header: t("columns.protected"),
        cell: ({ row }) => protectedCell(row.original.protected),
        meta: { kind: "state" },
      },
    ],
    [t, tCommon, locale, names, protectedCell],
  );
  return (
    <DataTable
      query={query}
      compactError
      tableId="backup-compute-volumes"
      label={t("tabs.volumes")}
      data={rows}
      columns={columns}
      getRowId={(row) => row.key}
      height={HEIGHT}
      exportFileName="backup-compute-volumes"
    />
  );
}
