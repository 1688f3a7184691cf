"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { MapPinned } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { StatusBadge } from "@/components/ui/status-badge";
import { usePortalQuery } from "@/lib/api/hooks";
import type { AvailabilityZone } from "@/lib/portal/schemas/iaas";
import { nameColumn } from "../shared/inventory-columns";
import { InventoryTablePage } from "../shared/InventoryTablePage";

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
  const zones = usePortalQuery("iaas.availabilityZones.list", {});

  const columns = useMemo<ColumnDef<AvailabilityZone>[]>(
    () => [
      nameColumn(t("columns.name"), (row) => row.zoneName ?? ""),
      {
        id: "state",
        accessorFn: (row) => t(`state.${availabilityOf(row)}`),
        header: t("columns.state"),
        cell: ({ row }) => {
          const state = availabilityOf(row.original);
          return <StatusBadge tone={TONES[state]} label={t(`state.${state}`)} />;
        },
        meta: { kind: "state" },
      },
      {
        id: "details",
        accessorFn: (row) => JSON.stringify(row.zoneState ?? {}),
        header: t("columns.details"),
        meta: { className: "font-mono text-xs text-muted" },
      },
    ],
    [t],
  );
  const unavailable = zones.data?.filter((zone) => availabilityOf(zone) === "unavailable").length ?? 0;

  return (
    <InventoryTablePage
      section="availabilityZones"
      query={zones}
      columns={columns}
      empty={{ icon: <MapPinned />, title: t("empty") }}
      notice={
        unavailable > 0 && (
          <p role="status" className="mb-4 rounded-md border border-bad/30 bg-bad/5 px-3 py-2 text-sm text-ink">
            {t("unavailableCount", { count: unavailable })}
          </p>
        )
      }
    />
  );
}
