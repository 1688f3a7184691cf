"use client";

import { useTranslations } from "next-intl";
import { ConfirmDialog, TypeToConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { usePortalMutation } from "@/lib/api/hooks";
import { useStartActivity } from "../activity/use-start-activity";
import { useWithPortalReason } from "./portal-reason";
import type { ActionDialogProps } from "./target";

const close = (onClose: () => void) => (open: boolean) => {
  if (!open) onClose();
};

export function CancelBackupDialog({ target, onClose }: ActionDialogProps) {
  const t = useTranslations("backups.actions.cancel");
  const reason = useWithPortalReason();
  const cancel = usePortalMutation("backup.cancel");
  return (
    <ConfirmDialog
      open
      onOpenChange={close(onClose)}
      tone="danger"
      title={t("title", { name: target.resourceName })}
      description={t("description", { id: target.id })}
      confirmLabel={t("confirm")}
      cancelLabel={t("keep")}
      onConfirm={async () => {
        await cancel.mutateAsync({ backup_id: target.id }).catch((error: unknown) => Promise.reject(reason(error)));
        toast({ title: t("done", { id: target.id }) });
      }}
    />
  );
}

export function ForceStartDialog({ target, onClose }: ActionDialogProps) {
  const t = useTranslations("backups.actions.forceStart");
  const reason = useWithPortalReason();
  const startActivity = useStartActivity();
  const forceStart = usePortalMutation("backup.forceStart");
  return (
    <ConfirmDialog
      open
      onOpenChange={close(onClose)}
      title={t("title", { name: target.resourceName })}
      description={t(target.state === "failed" ? "descriptionRetry" : "description", { id: target.id })}
      confirmLabel={t("confirm")}
      onConfirm={async () => {
        await forceStart.mutateAsync({ backup_id: target.id }).catch((error: unknown) => Promise.reject(reason(error)));
        await startActivity({
          kind: "forceStart",
          backupId: target.id,
          resourceId: target.resourceId,
          resourceName: target.resourceName,
        });
        toast({ title: t("done", { id: target.id }) });
      }}
    />
  );
}

/** Overwrites the resource's data with the backup: the user types the resource's name first. */
export function RestoreInPlaceDialog({ target, onClose }: ActionDialogProps) {
  const t = useTranslations("backups.actions.restoreInPlace");
  const reason = useWithPortalReason();
  const startActivity = useStartActivity();
  const restore = usePortalMutation("backup.restore");
  return (
    <TypeToConfirmDialog
      open
      onOpenChange={close(onClose)}
      title={t("title", { name: target.resourceName })}
      description={t("description", { name: target.resourceName, id: target.id })}
      confirmLabel={t("confirm")}
      confirmationText={target.resourceName}
      onConfirm={async () => {
        await restore.mutateAsync({ backup_id: target.id }).catch((error: unknown) => Promise.reject(reason(error)));
        await startActivity({
          kind: "restoreInPlace",
          backupId: target.id,
          resourceId: target.resourceId,
          resourceName: target.resourceName,
        });
        toast({ title: t("done", { name: target.resourceName }) });
      }}
    />
  );
}
