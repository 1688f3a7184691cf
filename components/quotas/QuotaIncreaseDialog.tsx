"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { z } from "zod";
import { NumberField } from "@/components/ui/text-fields";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { applyFieldIssues } from "@/lib/api/form-issues";
import { usePortalMutation } from "@/lib/api/hooks";
import { FormDialog } from "@/components/ui/form-dialog";
import type { QuotaLineRow } from "./quota-model";
import { formatQuotaAmount } from "@/lib/quota-units";

/**
 * Asks the parent for more of one or several lines (POST /quota/increase): the same increase for each. The most
 * that can be asked is what the parent has not handed out yet (`request_available`), checked before sending.
 */
export function QuotaIncreaseDialog({ lines, onClose }: { lines: QuotaLineRow[]; onClose: () => void }) {
  const t = useTranslations("quotas.increase");
  const locale = useLocale();
  const tForm = useTranslations("quotas.form");
  const available =
    lines.length > 0 ? Math.min(...lines.map((l) => l.request_available ?? Number.MAX_SAFE_INTEGER)) : 0;
  const schema = useMemo(
    () =>
      z.object({
        increase: z
          .number({ error: tForm("required") })
          .int(tForm("wholeNumber"))
          .min(1, t("atLeastOne"))
          .max(Math.max(available, 1), t("moreThanAvailable", { available })),
      }),
    [t, tForm, available],
  );
  const form = useZodForm(schema, { defaultValues: { increase: undefined } });
  const [error, setError] = useState<unknown>(null);
  const request = usePortalMutation("quotas.increase.request");

  const close = () => {
    setError(null);
    form.reset({ increase: undefined });
    onClose();
  };
  const submit = form.handleSubmit(async ({ increase }) => {
    setError(null);
    try {
      await request.mutateAsync({
        increase,
        quotas: lines.map((l) => ({ resource_id: l.resource_id, quota: l.quota })),
      });
      toast({ title: t("sent", { count: lines.length }), tone: "ok" });
      close();
    } catch (caught) {
      if (!applyFieldIssues(caught, form.setError, ["increase"])) setError(caught);
    }
  });

  return (
    <FormDialog
      dirty={form.formState.isDirty}
      open={lines.length > 0}
      onOpenChange={(open) => !open && close()}
      title={t("title", { count: lines.length })}
      description={t("description", { available })}
      submitLabel={t("submit")}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      error={error}
    >
      <ul className="max-h-40 space-y-1 overflow-auto text-sm">
        {lines.map((l) => (
          <li key={`${l.resource_id}/${l.quota}`} className="flex justify-between gap-3">
            <span>
              <span className="font-mono">{l.quota}</span> · {l.resource ?? l.resource_id}
            </span>
            <span className="tabular-nums text-muted">
              {t("currentLimit", { limit: formatQuotaAmount(l.limit ?? 0, l.quota, locale) })}
            </span>
          </li>
        ))}
      </ul>
      <NumberField
        control={form.control}
        name="increase"
        label={t("amount")}
        hint={t("amountHint", { available })}
        required
        min={1}
        step={1}
      />
    </FormDialog>
  );
}
