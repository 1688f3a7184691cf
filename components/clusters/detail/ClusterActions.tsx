"use client";

import { useTranslations } from "next-intl";
import { Suspense, useState } from "react";
import { blockOf, itemActions } from "@/components/ui/actions/resource-action";
import { OfferedActionButton } from "@/components/ui/actions/OfferedActionButton";
import { useOfferedActions } from "@/components/ui/actions/use-offered-actions";
import { lazyComponent } from "@/components/ui/lazy";
import { toast } from "@/components/ui/toast";
import { usePortalMutation } from "@/lib/api/hooks";
import { CLUSTER_ACTIONS, type ClusterActionDef, type ClusterActionId } from "../model/cluster-actions";
import type { Shoot } from "../model/shoot";
import { shootPhase } from "../model/status";
import { usePortalErrorText } from "@/components/ui/portal-error";

// Loaded when first opened (or hovered): forms, zod and the dialog primitive are not needed for first paint
// (first-load budget).
const ClusterEditDialog = lazyComponent(() => import("./ClusterEditDialog").then((m) => m.ClusterEditDialog));
const DeleteDialog = lazyComponent(() =>
  import("../shared/TypedNameDeleteDialog").then((m) => m.TypedNameDeleteDialog),
);
const preloadDialogs = () => {
  ClusterEditDialog.preload();
  DeleteDialog.preload();
};

/** The actions that open a dialog fetch the dialogs' code on intent. */
const ACTIONS: readonly ClusterActionDef[] = CLUSTER_ACTIONS.map((action) =>
  action.confirm === "none" ? action : { ...action, preload: preloadDialogs },
);

/** A cluster's actions as its page's header buttons, from `CLUSTER_ACTIONS`; each explains itself when unavailable. */
export function ClusterActions({ shoot }: { shoot: Shoot }) {
  const t = useTranslations("clusters");
  const tActions = useTranslations("clusters.detail.actions");
  const [open, setOpen] = useState<"edit" | "delete" | null>(null);
  const offered = useOfferedActions(ACTIONS);
  const explain = usePortalErrorText();
  const state = { phase: shootPhase(shoot) };
  const retry = usePortalMutation("clustermgr.shoot.update");
  const remove = usePortalMutation("clustermgr.shoot.delete");

  const runRetry = async () => {
    try {
      // An update without changes makes the portal reconcile the cluster again.
      await retry.mutateAsync({ namespace: shoot.namespace, shoot_name: shoot.name, purpose: shoot.purpose });
      toast({ title: tActions("retryStarted", { name: shoot.name }) });
    } catch (caught) {
      toast({ tone: "bad", title: tActions("retryFailed"), description: explain(caught).message });
    }
  };
  const run = (id: ClusterActionId) => {
    if (id === "retry") void runRetry();
    else if (id === "edit" || id === "delete") setOpen(id);
  };

  return (
    <>
      {itemActions(offered(state)).map((item) => {
        const { action } = item;
        const block = blockOf(action, state);
        return (
          <OfferedActionButton
            key={action.id}
            offered={item}
            text={t(action.label)}
            title={action.hint && t(action.hint)}
            blocked={block && t(block.reason, block.values)}
            loading={action.id === "retry" && retry.isPending}
            onRun={() => run(action.id)}
          />
        );
      })}
      <Suspense fallback={null}>
        {open === "edit" && <ClusterEditDialog shoot={shoot} onClose={() => setOpen(null)} />}
        {open === "delete" && (
          <DeleteDialog
            name={shoot.name}
            messages="detail.delete"
            open
            onOpenChange={(next) => setOpen(next ? "delete" : null)}
            onDelete={async (force) => {
              // Normally the portal runs a Delete operation (its progress shows on the page); force removes it at once.
              await remove.mutateAsync({
                namespace: shoot.namespace,
                shoot_name: shoot.name,
                force: force || undefined,
              });
              toast({ title: t(force ? "detail.delete.doneForced" : "detail.delete.started", { name: shoot.name }) });
            }}
          />
        )}
      </Suspense>
    </>
  );
}
