"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { ServerOff } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { StatusBadge } from "@/components/ui/status-badge";
import { usePortalQuery } from "@/lib/api/hooks";
import type { IaaSServer } from "@/lib/portal/schemas/iaas";
import { useUrlFilters } from "@/lib/url-state";
import { FilterSelect } from "@/components/ui/filter-select";
import { idColumn, nameColumn } from "../shared/inventory-columns";
import { InventoryTablePage } from "../shared/InventoryTablePage";
import { isTransitionState, stateTone, useStateLabel } from "../shared/labels";
import { useInfraFormat } from "../shared/use-format";
import { distinct, serverAddresses, serverFlavor, serverImage } from "./server-model";

const FILTERS = ["status", "project"] as const;
/** Polled every 3 s while a server is building, rebooting or resizing; not at all otherwise. */
const TRANSITION_POLL_MS = 3000;

/** Servers of every project the token can see: status and project filters in the URL, each row's JSON in a sheet. */
export function ServersPage() {
  const t = useTranslations("infrastructure.servers");
  const format = useInfraFormat();
  const stateLabel = useStateLabel();
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const servers = usePortalQuery(
    "iaas.servers.list",
    {},
    {
      refetchInterval: (query) =>
        query.state.data?.some((s) => isTransitionState(s.status)) ? TRANSITION_POLL_MS : false,
    },
  );
  const all = servers.data;
  const rows = useMemo(
    () =>
      all?.filter(
        (s) =>
          (!filters.status || s.status === filters.status) &&
          (!filters.project || s.project_name === filters.project || s.project_id === filters.project),
      ),
    [all, filters.status, filters.project],
  );
  const statuses = useMemo(() => distinct((all ?? []).map((s) => s.status)), [all]);
  const projects = useMemo(() => distinct((all ?? []).map((s) => s.project_name)), [all]);

  const columns = useMemo<ColumnDef<IaaSServer>[]>(
    () => [
      nameColumn(t("columns.name"), (row) => row.name ?? row.id ?? ""),
      {
        id: "status",
        accessorFn: (row) => row.status ?? "",
        header: t("columns.status"),
        cell: ({ row }) =>
          row.original.status ? (
            <StatusBadge tone={stateTone(row.original.status)} label={stateLabel(row.original.status)} />
          ) : (
            "—"
          ),
        meta: { kind: "state" },
      },
      {
        id: "project",
        accessorFn: (row) => row.project_name ?? row.project_id ?? "",
        header: t("columns.project"),
        meta: { kind: "id" },
      },
      {
        id: "flavor",
        accessorFn: (row) => serverFlavor(row).name ?? serverFlavor(row).original_name ?? "",
        header: t("columns.flavor"),
        cell: ({ row }) => {
          const flavor = serverFlavor(row.original);
          const name = flavor.name ?? flavor.original_name;
          const size =
            flavor.vcpus !== undefined && flavor.ram !== undefined
              ? t("flavorSize", { vcpus: flavor.vcpus, ram: format.number(flavor.ram) })
              : "";
          return (
            <span>
              {name ?? "—"} {size && <span className="text-xs text-muted">{size}</span>}
            </span>
          );
        },
        meta: { card: true },
      },
      { id: "image", accessorFn: serverImage, header: t("columns.image") },
      {
        id: "addresses",
        accessorFn: (row) => serverAddresses(row).join(", "),
        header: t("columns.addresses"),
        meta: { kind: "id", className: "font-mono text-xs" },
      },
      {
        id: "keyName",
        accessorFn: (row) => row.key_name ?? "",
        header: t("columns.keyName"),
        meta: { kind: "id", priority: 3 },
      },
      {
        id: "client",
        accessorFn: (row) => row.client ?? "",
        header: t("columns.client"),
        meta: { kind: "id", priority: 3 },
      },
      {
        id: "reseller",
        accessorFn: (row) => row.reseller ?? "",
        header: t("columns.reseller"),
        meta: { kind: "id", priority: 3 },
      },
      {
        id: "created",
        accessorFn: (row) => row.created ?? "",
        header: t("columns.created"),
        cell: ({ row }) => format.dateTime(row.original.created),
        meta: { kind: "date" },
      },
      {
        id: "updated",
        accessorFn: (row) => row.updated ?? "",
        header: t("columns.updated"),
        cell: ({ row }) => format.dateTime(row.original.updated),
        meta: { kind: "date", priority: 3 },
      },
      idColumn(t("columns.id")),
    ],
    [t, format, stateLabel],
  );

  return (
    <InventoryTablePage
      section="servers"
      query={servers}
      rows={rows}
      columns={columns}
      hiddenColumns={["id", "client", "reseller", "updated", "keyName"]}
      empty={{ icon: <ServerOff />, title: t("empty.title"), description: t("empty.description") }}
      toolbar={
        <>
          <FilterSelect
            label={t("filters.status")}
            value={filters.status ?? ""}
            onChange={(value) => setFilters({ status: value || null })}
            allLabel={t("filters.any")}
            options={statuses.map((value) => ({ value, label: stateLabel(value) }))}
          />
          <FilterSelect
            label={t("filters.project")}
            value={filters.project ?? ""}
            onChange={(value) => setFilters({ project: value || null })}
            allLabel={t("filters.allProjects")}
            options={projects.map((value) => ({ value, label: value }))}
          />
        </>
      }
    />
  );
}
