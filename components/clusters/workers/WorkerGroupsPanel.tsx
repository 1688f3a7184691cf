"use client";

import { actionsColumn } from "@/components/ui/data-table-columns";
import type { ColumnDef } from "@tanstack/react-table";
import { Server } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useMemo, useState } from "react";
import { blockOf, itemActions, listActions } from "@/components/ui/actions/resource-action";
import { ActionButtons } from "@/components/ui/actions/ActionButtons";
import { useOfferedActions } from "@/components/ui/actions/use-offered-actions";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/feedback";
import { StatusBadge } from "@/components/ui/status-badge";
import { usePortalQuery } from "@/lib/api/hooks";
import { DEFAULT_WORKER_GROUP, toWorkerGroups, type Shoot, type WorkerGroup } from "../model/shoot";
import { FAST_POLL_MS, isProgressing, shootPhase } from "../model/status";
import {
  WORKER_GROUP_ACTIONS,
  type WorkerGroupActionDef,
  type WorkerGroupsInState,
} from "../model/worker-group-actions";
import { WorkerGroupDeleteDialog } from "./WorkerGroupDeleteDialog";
import { WorkerGroupDialog } from "./WorkerGroupDialog";

type Open = { kind: "create" } | { kind: "edit" | "delete"; group: WorkerGroup } | null;

/** The cluster's worker groups (GET …/workergroups): add, edit and remove them with the creation form's rules. */
export function WorkerGroupsPanel({ shoot }: { shoot: Shoot }) {
  const t = useTranslations("clusters.workerGroups");
  const [open, setOpen] = useState<Open>(null);
  const offered = useOfferedActions(WORKER_GROUP_ACTIONS);
  const groups = usePortalQuery(
    "clustermgr.workerGroups.list",
    { namespace: shoot.namespace, shoot_name: shoot.name },
    { refetchInterval: isProgressing(shoot) ? FAST_POLL_MS : false },
  );
  const rows = useMemo(() => groups.data && toWorkerGroups(groups.data), [groups.data]);
  const clusterDeleting = shootPhase(shoot) === "deleting";
  const groupCount = rows?.length ?? 0;
  const state = useMemo<WorkerGroupsInState>(
    () => ({ clusterDeleting, groups: groupCount }),
    [clusterDeleting, groupCount],
  );
  const blocked = useCallback(
    (action: WorkerGroupActionDef) => {
      const block = blockOf(action, state);
      return block && t(block.reason);
    },
    [t, state],
  );

  const columns = useMemo<ColumnDef<WorkerGroup>[]>(
    () => [
      {
        id: "name",
        accessorKey: "name",
        header: t("columns.name"),
        cell: ({ row }) => (
          <span className="flex items-center gap-2">
            <span className="font-mono">{row.original.name}</span>
            {row.original.name === DEFAULT_WORKER_GROUP && <StatusBadge tone="info" label={t("default")} />}
          </span>
        ),
        meta: { kind: "name" },
      },
      {
        id: "machineType",
        accessorFn: (g) => g.machineType ?? "",
        header: t("columns.machineType"),
        meta: { kind: "id", card: true },
      },
      {
        id: "image",
        accessorFn: (g) => [g.imageName, g.imageVersion].filter(Boolean).join(" "),
        header: t("columns.image"),
      },
      {
        id: "range",
        accessorFn: (g) => g.maximum ?? 0,
        header: t("columns.range"),
        enableGlobalFilter: false,
        cell: ({ row }) => (
          <span className="tabular-nums">
            {t("range", { minimum: row.original.minimum ?? 0, maximum: row.original.maximum ?? 0 })}
          </span>
        ),
        meta: { kind: "figure", card: true, exportValue: (g) => `${g.minimum ?? ""}-${g.maximum ?? ""}` },
      },
      {
        id: "zones",
        accessorFn: (g) => g.zones.join(", "),
        header: t("columns.zones"),
        meta: { kind: "id", className: "font-mono text-xs" },
      },
      actionsColumn(t("columns.actions"), ({ row }) => (
        <span className="flex gap-1">
          <ActionButtons
            offered={itemActions(offered(state))}
            size="sm"
            variant="ghost"
            iconOnly
            label={(action) => t(action.label, { name: row.original.name })}
            blocked={blocked}
            onRun={(id) => setOpen({ kind: id === "delete" ? "delete" : "edit", group: row.original })}
          />
        </span>
      )),
    ],
    [t, offered, state, blocked],
  );

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">{t("description", { group: DEFAULT_WORKER_GROUP })}</p>
        <ActionButtons
          offered={listActions(offered(state))}
          label={(action) => t(action.label)}
          blocked={blocked}
          onRun={() => setOpen({ kind: "create" })}
        />
      </div>
      <DataTable
        query={groups}
        tableId="cluster-worker-groups"
        label={t("tableLabel")}
        data={rows}
        columns={columns}
        getRowId={(g) => g.name}
        recordKind="cluster.workerGroup"
        searchable={false}
        defaultSorting={[{ id: "name", desc: false }]}
        emptyState={<EmptyState icon={<Server />} title={t("empty")} />}
      />
      {(open?.kind === "create" || open?.kind === "edit") && (
        <WorkerGroupDialog
          shoot={shoot}
          group={open.kind === "edit" ? open.group : undefined}
          taken={(rows ?? []).map((g) => g.name)}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === "delete" && (
        <WorkerGroupDeleteDialog shoot={shoot} group={open.group} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}
