/**
 * The actions on a cluster and on its kubeconfigs, declared once as data (see `ResourceAction`): the list pages, the
 * detail page's header, its access panel and tests read these lists; nothing else decides what is offered.
 */
import { Download, Pencil, Plus, RotateCcw, Trash2 } from "lucide-react";
import { actionsOfList, type ResourceAction } from "@/components/ui/actions/resource-action";
import type { KubeconfigRole } from "./kubeconfig";
import { canRetry, type ShootPhase } from "./status";

/** What a cluster action depends on; empty for the list's own actions. */
export interface ClusterInState {
  phase?: ShootPhase;
  /** Whether the cluster's API server is up (a kubeconfig can reach it). */
  apiServer?: boolean;
}

export type ClusterActionId = "create" | "retry" | "edit" | "delete";

// Keys of `clusters`.
type ClusterKey =
  | "list.create"
  | "detail.actions.retry"
  | "detail.actions.retryHint"
  | "detail.actions.edit"
  | "detail.actions.delete"
  | "detail.actions.beingDeleted";

export type ClusterActionDef = ResourceAction<ClusterActionId, ClusterInState, ClusterKey>;

export const CLUSTER_ACTIONS: readonly ClusterActionDef[] = [
  // A page of its own (the creation form), not a dialog.
  { id: "create", label: "list.create", icon: Plus, op: "clustermgr.shoots.create", confirm: "form", onList: true },
  // An update without changes makes the portal reconcile the cluster again.
  {
    id: "retry",
    label: "detail.actions.retry",
    hint: "detail.actions.retryHint",
    icon: RotateCcw,
    op: "clustermgr.shoot.update",
    allowedWhen: ({ phase }) => phase !== undefined && canRetry(phase),
    confirm: "none",
  },
  {
    id: "edit",
    label: "detail.actions.edit",
    icon: Pencil,
    op: "clustermgr.shoot.update",
    blockedWhen: ({ phase }) => (phase === "deleting" ? { reason: "detail.actions.beingDeleted" } : null),
    confirm: "form",
  },
  // Typing the name confirms; the dialog also offers force deletion.
  {
    id: "delete",
    label: "detail.actions.delete",
    icon: Trash2,
    op: "clustermgr.shoot.delete",
    confirm: "typeName",
    tone: "danger",
  },
];

// Keys of `clusters.access`.
type AccessKey = "download" | "deleting" | "notReady";

export type KubeconfigActionDef = ResourceAction<KubeconfigRole, ClusterInState, AccessKey> & {
  op: "clustermgr.shoot.adminConfig" | "clustermgr.shoot.viewerConfig";
};

const unreachable = ({ phase, apiServer }: ClusterInState) =>
  phase === "deleting" ? { reason: "deleting" as const } : apiServer ? null : { reason: "notReady" as const };

/** A kubeconfig download per role: each its own portal operation and permission. */
export const KUBECONFIG_ACTIONS: readonly KubeconfigActionDef[] = [
  {
    id: "viewer",
    label: "download",
    icon: Download,
    op: "clustermgr.shoot.viewerConfig",
    blockedWhen: unreachable,
    confirm: "form",
    tone: "primary",
  },
  {
    id: "admin",
    label: "download",
    icon: Download,
    op: "clustermgr.shoot.adminConfig",
    blockedWhen: unreachable,
    confirm: "form",
    tone: "primary",
  },
];

/** The actions of the cluster lists themselves (their permissions are all a list page asks about). */
export const CLUSTER_LIST_ACTIONS = actionsOfList(CLUSTER_ACTIONS);
