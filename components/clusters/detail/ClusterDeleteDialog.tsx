"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { TypeToConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { usePortalMutation } from "@/lib/api/hooks";
import type { Shoot } from "../model/shoot";
import { usePortalErrorText } from "@/components/ui/portal-error";

export interface ClusterDeleteDialogProps {
  shoot: Shoot;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Deletes a cluster after its name is typed. Normally the portal runs a Delete operation (its progress shows on the
 * page); force removes the cluster at once, without waiting for its resources to be cleaned up.
 */
export function ClusterDeleteDialog({ shoot, open, onOpenChange }: ClusterDeleteDialogProps) {
  const t = useTranslations("clusters.detail.delete");
  const forceId = useId();
  const [force, setForce] = useState(false);
  const explain = usePortalErrorText();
  const remove = usePortalMutation("clustermgr.shoot.delete");
  const change = (next: boolean) => {
    if (!next) setForce(false);
    onOpenChange(next);
  };
  return (
    <TypeToConfirmDialog
      open={open}
      onOpenChange={change}
      title={t("title", { name: shoot.name })}
      description={t("description")}
      confirmationText={shoot.name}
      confirmLabel={t("confirm")}
      onConfirm={async () => {
        try {
          await remove.mutateAsync({ namespace: shoot.namespace, shoot_name: shoot.name, force: force || undefined });
        } catch (caught) {
          throw explain(caught);
        }
        toast({ title: t(force ? "doneForced" : "started", { name: shoot.name }) });
      }}
    >
      <div className="flex items-start gap-2">
        <Checkbox
          id={forceId}
          checked={force}
          onCheckedChange={(checked) => setForce(checked === true)}
          className="mt-0.5"
        />
        <label htmlFor={forceId} className="text-sm text-ink">
          <span className="font-medium">{t("force")}</span>
          <span className="block text-muted">{t("forceHint")}</span>
        </label>
      </div>
    </TypeToConfirmDialog>
  );
}
