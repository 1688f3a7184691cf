"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { MapPinned } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/feedback";
import { StatusBadge } from "@/components/ui/status-badge";
import { usePortalQuery } from "@/lib/api/hooks";
import type { AvailabilityZone } from "@/lib/portal/schemas/iaas";
import { useUrlParam, useUrlSort } from "@/lib/url-state";
import { InfrastructureFrame } from "../shared/InfrastructureFrame";
import { LazyRecordSheet } from "../shared/LazyRecordSheet";

/** `zoneState` is free-form in the spec; OpenStack puts `{available: boolean}` there. */
type Availability = "available" | "unavailable" | "unknown";

function availabilityOf(zone: AvailabilityZone): Availability {
  const state = zone.zoneState;
  const available = state !== null && typeof state === "object" && "available" in state ? state.available : undefined;
  return available === true ? "available" : available === false ? "unavailable" : "unknown";
}

const TONES = { available: "ok", unavailable: "bad", unknown: "neutral" } as const;

/** Availability zones with their state; an unavailable zone is marked, not only coloured. */
export function AvailabilityZonesPage() {
  const t = useTranslations("infrastructure.zones");
  const [search, setSearch] = useUrlParam("q");
  const [sorting, setSorting] = useUrlSort();
  const [open, setOpen] = useState<AvailabilityZone | null>(null);
  const zones = usePortalQuery("iaas.availabilityZones.list", {});

  const columns = useMemo<ColumnDef<AvailabilityZone>[]>(
    () => [
      {
        id: "name",
        accessorFn: (row) => row.zoneName ?? "",
        header: t("columns.name"),
        size: 200,
        cell: ({ getValue }) => <span className="font-medium">{getValue<string>()}</span>,
      },
      {
        id: "state",
        accessorFn: (row) => t(`state.${availabilityOf(row)}`),
        header: t("columns.state"),
        size: 160,
        cell: ({ row }) => {
          const state = availabilityOf(row.original);
          return <StatusBadge tone={TONES[state]} label={t(`state.${state}`)} />;
        },
      },
      {
        id: "details",
        accessorFn: (row) => JSON.stringify(row.zoneState ?? {}),
        header: t("columns.details"),
        size: 300,
        meta: { className: "font-mono text-xs text-muted" },
      },
    ],
    [t],
  );
  const unavailable = zones.data?.filter((zone) => availabilityOf(zone) === "unavailable").length ?? 0;

  return (
    <InfrastructureFrame section="availabilityZones" description={t("description")}>
      {unavailable > 0 && (
        <p role="status" className="mb-4 rounded-md border border-bad/30 bg-bad/5 px-3 py-2 text-sm text-ink">
          {t("unavailableCount", { count: unavailable })}
        </p>
      )}
      <DataTable
        query={zones}
        tableId="iaas-availability-zones"
        label={t("tableLabel")}
        data={zones.data}
        columns={columns}
        getRowId={(row, index) => row.zoneName ?? `#${index}`}
        search={search}
        onSearchChange={setSearch}
        sorting={sorting}
        onSortingChange={setSorting}
        exportFileName="availability-zones"
        onRowClick={setOpen}
        emptyState={<EmptyState icon={<MapPinned />} title={t("empty")} />}
      />
      <LazyRecordSheet record={open} title={open?.zoneName ?? ""} onClose={() => setOpen(null)} />
    </InfrastructureFrame>
  );
}
