"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { z } from "zod";
import { NumberField, TextAreaField } from "@/components/ui/text-fields";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { usePortalMutation } from "@/lib/api/hooks";
import { MAX_TTL_DAYS } from "../model/ttl";
import type { ActionDialogProps } from "./target";
import { FormDialog } from "@/components/ui/form-dialog";
import { fieldIssues, setFieldErrors } from "@/lib/api/form-issues";

/**
 * DELETE /backup/{id}/unassign/{policy_id}: takes the backup's policy off its resource. The portal wants a reason
 * and how long the backups already taken are kept (`ttl`, here a number of days).
 */
export function UnassignPolicyDialog({ target, onClose }: ActionDialogProps) {
  const t = useTranslations("backups.actions.unassignPolicy");
  const [error, setError] = useState<unknown>(null);
  const schema = useMemo(
    () =>
      z.object({
        reason: z.string().trim().min(1, t("errors.reason")).max(2000),
        ttl: z
          .number({ message: t("errors.ttl", { max: MAX_TTL_DAYS }) })
          .int(t("errors.ttl", { max: MAX_TTL_DAYS }))
          .min(1, t("errors.ttl", { max: MAX_TTL_DAYS }))
          .max(MAX_TTL_DAYS, t("errors.ttl", { max: MAX_TTL_DAYS })),
      }),
    [t],
  );
  const form = useZodForm(schema, { defaultValues: { reason: "", ttl: 30 } });
  const unassign = usePortalMutation("backup.unassignPolicy");
  const policy = target.policyName ?? target.policyId ?? "";

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    if (!target.policyId) return;
    try {
      await unassign.mutateAsync({
        backup_id: target.id,
        policy_id: target.policyId,
        reason: values.reason,
        resource_id: target.resourceId,
        ttl: String(values.ttl),
      });
      toast({ title: t("done", { policy, name: target.resourceName }) });
      onClose();
    } catch (caught) {
      if (!setFieldErrors(form.setError, fieldIssues(caught, ["reason", "ttl"]))) setError(caught);
    }
  });

  return (
    <FormDialog
      dirty={form.formState.isDirty}
      tone="danger"
      title={t("title", { policy })}
      description={t("description", { policy, name: target.resourceName })}
      submitLabel={t("confirm")}
      submitting={form.formState.isSubmitting}
      open
      onOpenChange={(open) => !open && onClose()}
      onSubmit={submit}
      error={error}
    >
      <TextAreaField control={form.control} name="reason" label={t("reason")} rows={3} required />
      <NumberField
        control={form.control}
        name="ttl"
        label={t("ttl")}
        hint={t("ttlHint")}
        unit={t("daysUnit")}
        min={1}
        max={MAX_TTL_DAYS}
        step={1}
        required
      />
      {!target.policyId && <p className="text-sm text-bad">{t("errors.noPolicy")}</p>}
    </FormDialog>
  );
}
