"use client";

import { useTranslations } from "next-intl";
import { Suspense, useState, type ReactNode } from "react";
import { withPreloads, type OfferedAction } from "@/components/ui/actions/resource-action";
import { useOfferedActions } from "@/components/ui/actions/use-offered-actions";
import { lazyComponent } from "@/components/ui/lazy";
import { usePortalErrorText } from "@/components/ui/portal-error";
import { toast } from "@/components/ui/toast";
import { usePortalMutation } from "@/lib/api/hooks";
import {
  CLUSTER_ACTIONS,
  type ClusterActionDef,
  type ClusterActionId,
  type ClusterInState,
} from "../model/cluster-actions";
import type { Shoot } from "../model/shoot";
import { shootPhase } from "../model/status";

// Loaded when first opened (or on intent): forms, zod and the dialog primitive are not needed for first paint
// (first-load budget).
const ClusterEditDialog = lazyComponent(() => import("../detail/ClusterEditDialog").then((m) => m.ClusterEditDialog));
const DeleteDialog = lazyComponent(() =>
  import("../shared/TypedNameDeleteDialog").then((m) => m.TypedNameDeleteDialog),
);
/** The actions that open a dialog fetch its code on intent. */
const ACTIONS = withPreloads(CLUSTER_ACTIONS, { edit: ClusterEditDialog.preload, delete: DeleteDialog.preload });

/** What a cluster's actions depend on, read from the cluster. */
export const clusterState = (shoot: Shoot): ClusterInState => ({ phase: shootPhase(shoot) });

export interface ClusterActions {
  /** The actions a cluster (or, with `{}`, the list) offers, each with what the token lacks for it. */
  offered: (state: ClusterInState) => OfferedAction<ClusterActionDef>[];
  run: (id: ClusterActionId, shoot: Shoot) => void;
  /** A retry is being sent. */
  retrying: boolean;
  /** The open action's dialog; render it once where the actions are offered. */
  dialogs: ReactNode;
}

/**
 * Runs a cluster's actions from `CLUSTER_ACTIONS` for a detail page's header or a list's row menus: a retry is sent
 * at once, edit and delete open their dialog on the cluster they were chosen for.
 */
export function useClusterActions(): ClusterActions {
  const t = useTranslations("clusters");
  const offered = useOfferedActions(ACTIONS);
  const explain = usePortalErrorText();
  const [open, setOpen] = useState<{ id: "edit" | "delete"; shoot: Shoot } | null>(null);
  const retry = usePortalMutation("clustermgr.shoot.update");
  const remove = usePortalMutation("clustermgr.shoot.delete");

  const runRetry = async (shoot: Shoot) => {
    try {
      // An update without changes makes the portal reconcile the cluster again.
      await retry.mutateAsync({ namespace: shoot.namespace, shoot_name: shoot.name, purpose: shoot.purpose });
      toast({ title: t("detail.actions.retryStarted", { name: shoot.name }) });
    } catch (caught) {
      toast({ tone: "bad", title: t("detail.actions.retryFailed"), description: explain(caught).message });
    }
  };
  const run = (id: ClusterActionId, shoot: Shoot) => {
    if (id === "retry") void runRetry(shoot);
    else if (id === "edit" || id === "delete") setOpen({ id, shoot });
  };
  const close = () => setOpen(null);

  const dialogs = (
    <Suspense fallback={null}>
      {open?.id === "edit" && <ClusterEditDialog shoot={open.shoot} onClose={close} />}
      {open?.id === "delete" && (
        <DeleteDialog
          name={open.shoot.name}
          messages="detail.delete"
          open
          onOpenChange={(next) => !next && close()}
          onDelete={async (force) => {
            const { namespace, name } = open.shoot;
            // Normally the portal runs a Delete operation (its progress shows); force removes the cluster at once.
            await remove.mutateAsync({ namespace, shoot_name: name, force: force || undefined });
            toast({ title: t(force ? "detail.delete.doneForced" : "detail.delete.started", { name }) });
          }}
        />
      )}
    </Suspense>
  );
  return { offered, run, retrying: retry.isPending, dialogs };
}
