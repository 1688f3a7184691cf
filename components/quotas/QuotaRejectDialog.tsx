"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { z } from "zod";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextAreaField } from "@/components/ui/text-fields";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { applyFieldIssues } from "@/lib/api/form-issues";
import { usePortalMutation } from "@/lib/api/hooks";
import { requestRef, type QuotaRequestRow } from "./quota-records";

export const REASON_MAX = 500;

/**
 * Rejects one or several requests (PATCH /quota/requests/reject) with a reason the requester can act on. The spec
 * shows the items' shape nowhere, so the reason travels as `reason` on each item (README, "not shown").
 */
export function QuotaRejectDialog({ requests, onClose }: { requests: QuotaRequestRow[]; onClose: () => void }) {
  const t = useTranslations("quotas.requests");
  const schema = useMemo(
    () =>
      z.object({
        reason: z
          .string()
          .trim()
          .min(1, t("reasonRequired"))
          .max(REASON_MAX, t("reasonTooLong", { max: REASON_MAX })),
      }),
    [t],
  );
  const form = useZodForm(schema, { defaultValues: { reason: "" } });
  const [error, setError] = useState<unknown>(null);
  const reject = usePortalMutation("quotas.requests.reject");

  const close = () => {
    setError(null);
    form.reset({ reason: "" });
    onClose();
  };
  const submit = form.handleSubmit(async ({ reason }) => {
    setError(null);
    try {
      await reject.mutateAsync({ quotas: requests.map((r) => ({ ...requestRef(r), reason })) });
      toast({ title: t("rejected", { count: requests.length }), tone: "ok" });
      close();
    } catch (caught) {
      if (!applyFieldIssues(caught, form.setError, ["reason"])) setError(caught);
    }
  });

  return (
    <FormDialog
      dirty={form.formState.isDirty}
      open={requests.length > 0}
      onOpenChange={(open) => !open && close()}
      title={t("rejectTitle", { count: requests.length })}
      description={t("rejectDescription")}
      submitLabel={t("reject")}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      error={error}
    >
      <ul className="space-y-1 text-sm">
        {requests.map((r) => (
          <li key={r.key}>
            {t("line", {
              quota: r.quota ?? "",
              resource: r.resource_name ?? r.resource ?? "",
              from: r.current ?? 0,
              to: r.limit ?? 0,
            })}
          </li>
        ))}
      </ul>
      <TextAreaField
        control={form.control}
        name="reason"
        label={t("reason")}
        hint={t("reasonHint")}
        required
        rows={3}
      />
    </FormDialog>
  );
}
