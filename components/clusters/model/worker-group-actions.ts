/** The actions on a cluster's worker groups, declared once as data (see `ResourceAction`). */
import { Pencil, Plus, Trash2 } from "lucide-react";
import type { ResourceAction } from "@/components/ui/actions/resource-action";

/** What the worker group actions depend on: the cluster's state and how many groups it has. */
export interface WorkerGroupsInState {
  clusterDeleting: boolean;
  groups: number;
}

export type WorkerGroupActionId = "create" | "edit" | "delete";

// Keys of `clusters.workerGroups`.
type WorkerGroupKey = "create.open" | "edit.open" | "delete.open" | "clusterDeleting" | "delete.lastOne";

export type WorkerGroupActionDef = ResourceAction<WorkerGroupActionId, WorkerGroupsInState, WorkerGroupKey>;

const whileDeleting = ({ clusterDeleting }: WorkerGroupsInState) =>
  clusterDeleting ? { reason: "clusterDeleting" as const } : null;

export const WORKER_GROUP_ACTIONS: readonly WorkerGroupActionDef[] = [
  {
    id: "create",
    label: "create.open",
    icon: Plus,
    op: "clustermgr.workerGroups.create",
    blockedWhen: whileDeleting,
    confirm: "form",
    tone: "primary",
    onList: true,
  },
  {
    id: "edit",
    label: "edit.open",
    icon: Pencil,
    op: "clustermgr.workerGroup.update",
    blockedWhen: whileDeleting,
    confirm: "form",
  },
  // A cluster needs at least one worker group.
  {
    id: "delete",
    label: "delete.open",
    icon: Trash2,
    op: "clustermgr.workerGroup.delete",
    blockedWhen: (state) => whileDeleting(state) ?? (state.groups <= 1 ? { reason: "delete.lastOne" } : null),
    confirm: "typeName",
    tone: "danger",
  },
];
