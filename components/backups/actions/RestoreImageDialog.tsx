"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { z } from "zod";
import { TextField } from "@/components/ui/text-fields";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { usePortalMutation } from "@/lib/api/hooks";
import { useStartActivity } from "../activity/use-start-activity";
import type { ActionDialogProps } from "./target";
import { FormDialog } from "@/components/ui/form-dialog";
import { fieldIssues, setFieldErrors } from "@/lib/api/form-issues";
import { NAME_MAX } from "@/lib/portal/schemas/limits";

/** POST /restore/{id}/image: the backup becomes an image named `volume_name` (the spec's field name). */
export function RestoreImageDialog({ target, onClose }: ActionDialogProps) {
  const t = useTranslations("backups.actions.restoreImage");
  const [error, setError] = useState<unknown>(null);
  const schema = useMemo(() => z.object({ volume_name: z.string().trim().min(1).max(NAME_MAX) }), []);
  const form = useZodForm(schema, { defaultValues: { volume_name: `${target.resourceName}-restored` } });
  const startActivity = useStartActivity();
  const restore = usePortalMutation("backup.restoreImage");

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await restore.mutateAsync({ backup_id: target.id, volume_name: values.volume_name });
      await startActivity({
        kind: "restoreImage",
        backupId: target.id,
        resourceId: target.resourceId,
        resourceName: target.resourceName,
      });
      toast({ title: t("done", { name: values.volume_name }) });
      onClose();
    } catch (caught) {
      if (!setFieldErrors(form.setError, fieldIssues(caught, ["volume_name"]))) setError(caught);
    }
  });

  return (
    <FormDialog
      dirty={form.formState.isDirty}
      title={t("title", { name: target.resourceName })}
      description={t("description", { id: target.id })}
      submitLabel={t("confirm")}
      submitting={form.formState.isSubmitting}
      open
      onOpenChange={(open) => !open && onClose()}
      onSubmit={submit}
      error={error}
    >
      <TextField control={form.control} name="volume_name" label={t("name")} required autoFocus mono />
    </FormDialog>
  );
}
