"use client";

import { useTranslations } from "next-intl";
import { TypeToConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { usePortalMutation } from "@/lib/api/hooks";
import type { ClusterSecret } from "../model/credentials";
import { usePortalErrorText } from "@/components/ui/portal-error";

/**
 * Deletes a secret after its name is typed. A secret still bound never gets here (its delete button says who uses
 * it); if a binding appeared meanwhile, the portal's refusal and its list of users show in the dialog.
 */
export function SecretDeleteDialog({
  namespace,
  secret,
  onClose,
}: {
  namespace: string;
  secret: ClusterSecret;
  onClose: () => void;
}) {
  const t = useTranslations("clusters.credentials.secrets.delete");
  const explain = usePortalErrorText();
  const remove = usePortalMutation("clustermgr.secret.delete");
  return (
    <TypeToConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("title", { name: secret.name })}
      description={t("description")}
      confirmationText={secret.name}
      confirmLabel={t("confirm")}
      onConfirm={async () => {
        try {
          await remove.mutateAsync({ namespace, secret_name: secret.name });
        } catch (caught) {
          throw explain(caught);
        }
        toast({ title: t("done", { name: secret.name }) });
      }}
    />
  );
}
