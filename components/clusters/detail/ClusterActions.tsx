"use client";

import { Pencil, RotateCcw, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Suspense, useState } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { lazyComponent, preloadOn } from "@/components/ui/lazy";
import { toast } from "@/components/ui/toast";
import { usePortalMutation } from "@/lib/api/hooks";
import { useDenied } from "@/lib/api/permissions";
import type { Shoot } from "../model/shoot";
import { canRetry, shootPhase } from "../model/status";
import { usePortalErrorText } from "@/components/ui/portal-error";

// Loaded when first opened (or hovered): forms, zod and the dialog primitive are not needed for first paint
// (first-load budget).
const ClusterEditDialog = lazyComponent(() => import("./ClusterEditDialog").then((m) => m.ClusterEditDialog));
const ClusterDeleteDialog = lazyComponent(() => import("./ClusterDeleteDialog").then((m) => m.ClusterDeleteDialog));
const preload = preloadOn(ClusterEditDialog.preload, ClusterDeleteDialog.preload);

/** Edit, retry (after an error) and delete; each explains itself when unavailable. */
export function ClusterActions({ shoot }: { shoot: Shoot }) {
  const t = useTranslations("clusters.detail.actions");
  const [open, setOpen] = useState<"edit" | "delete" | null>(null);
  const updateDenied = useDenied("clustermgr.shoot.update");
  const deleteDenied = useDenied("clustermgr.shoot.delete");
  const explain = usePortalErrorText();
  const phase = shootPhase(shoot);
  const deleting = phase === "deleting";
  const retry = usePortalMutation("clustermgr.shoot.update");

  const runRetry = async () => {
    try {
      // An update without changes makes the portal reconcile the cluster again.
      await retry.mutateAsync({ namespace: shoot.namespace, shoot_name: shoot.name, purpose: shoot.purpose });
      toast({ title: t("retryStarted", { name: shoot.name }) });
    } catch (caught) {
      toast({ tone: "bad", title: t("retryFailed"), description: explain(caught).message });
    }
  };

  return (
    <>
      {canRetry(phase) && (
        <ActionButton
          denied={updateDenied}
          loading={retry.isPending}
          icon={<RotateCcw aria-hidden className="size-4" />}
          onClick={() => void runRetry()}
          title={t("retryHint")}
        >
          {t("retry")}
        </ActionButton>
      )}
      <ActionButton
        denied={updateDenied}
        disabledReason={deleting ? t("beingDeleted") : null}
        icon={<Pencil aria-hidden className="size-4" />}
        {...preload}
        onClick={() => setOpen("edit")}
      >
        {t("edit")}
      </ActionButton>
      <ActionButton
        variant="danger"
        denied={deleteDenied}
        icon={<Trash2 aria-hidden className="size-4" />}
        {...preload}
        onClick={() => setOpen("delete")}
      >
        {t("delete")}
      </ActionButton>
      <Suspense fallback={null}>
        {open === "edit" && <ClusterEditDialog shoot={shoot} onClose={() => setOpen(null)} />}
        {open === "delete" && (
          <ClusterDeleteDialog shoot={shoot} open onOpenChange={(next) => setOpen(next ? "delete" : null)} />
        )}
      </Suspense>
    </>
  );
}
