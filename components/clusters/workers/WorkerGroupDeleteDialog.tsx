"use client";

import { useTranslations } from "next-intl";
import { TypeToConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { usePortalMutation } from "@/lib/api/hooks";
import type { Shoot, WorkerGroup } from "../model/shoot";
import { usePortalErrorText } from "@/components/ui/portal-error";

/** Removes a worker group after its name is typed; its nodes are drained by the portal's reconcile. */
export function WorkerGroupDeleteDialog({
  shoot,
  group,
  onClose,
}: {
  shoot: Shoot;
  group: WorkerGroup;
  onClose: () => void;
}) {
  const t = useTranslations("clusters.workerGroups.delete");
  const explain = usePortalErrorText();
  const remove = usePortalMutation("clustermgr.workerGroup.delete");
  return (
    <TypeToConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("title", { name: group.name })}
      description={t("description", { cluster: shoot.name })}
      confirmationText={group.name}
      confirmLabel={t("confirm")}
      onConfirm={async () => {
        try {
          await remove.mutateAsync({
            namespace: shoot.namespace,
            shoot_name: shoot.name,
            worker_group_name: group.name,
          });
        } catch (caught) {
          throw explain(caught);
        }
        toast({ title: t("done", { name: group.name }) });
      }}
    />
  );
}
