"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { z } from "zod";
import { NumberField } from "@/components/ui/text-fields";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { fieldsOfError } from "@/lib/api/form-issues";
import { usePortalMutation } from "@/lib/api/hooks";
import { FormDialog } from "@/components/ui/form-dialog";
import type { QuotaLineRow } from "./quota-model";

/**
 * Sets several limits of one resource at once (POST /quotas, items `{quota, limit}`). The portal applies all or
 * none; only the limits that changed are sent.
 */
export function QuotaLimitsDialog({ lines, onClose }: { lines: QuotaLineRow[]; onClose: () => void }) {
  const t = useTranslations("quotas.limits");
  const tForm = useTranslations("quotas.form");
  const first = lines[0];
  const schema = useMemo(
    () =>
      z.object({
        limits: z.array(
          z.object({
            quota: z.string(),
            limit: z
              .number({ error: tForm("required") })
              .int(tForm("wholeNumber"))
              .min(0, tForm("notNegative"))
              .max(1_000_000_000, tForm("tooLarge")),
          }),
        ),
      }),
    [tForm],
  );
  const values = useMemo(() => ({ limits: lines.map((l) => ({ quota: l.quota, limit: l.limit ?? 0 })) }), [lines]);
  const form = useZodForm(schema, { values });
  const [error, setError] = useState<unknown>(null);
  const save = usePortalMutation("quotas.limits.set");

  const close = () => {
    setError(null);
    form.clearErrors();
    onClose();
  };
  const submit = form.handleSubmit(async ({ limits }) => {
    if (!first) return;
    const changed = limits.filter((item, i) => item.limit !== (lines[i]?.limit ?? 0));
    if (changed.length === 0) return close();
    setError(null);
    try {
      await save.mutateAsync({
        client_id: first.client_id ?? "",
        reseller: first.reseller ?? "",
        resource_id: first.resource_id,
        quotas: changed,
      });
      toast({
        title: t("saved", { count: changed.length, resource: first.resource ?? first.resource_id }),
        tone: "ok",
      });
      close();
    } catch (caught) {
      // The portal names `quotas.<i>.quota` of the changed list; map it back to the form's row.
      const placed = fieldsOfError(
        caught,
        changed.map((_, i) => `quotas.${i}`),
      );
      if (placed.length === 0) return setError(caught);
      for (const { field, message } of placed) {
        const row = limits.findIndex((item) => item.quota === changed[Number(field.split(".")[1])]?.quota);
        form.setError(`limits.${row}.limit`, { type: "server", message });
      }
    }
  });

  return (
    <FormDialog
      dirty={form.formState.isDirty}
      open={lines.length > 0}
      onOpenChange={(open) => !open && close()}
      title={t("title", { resource: first?.resource ?? first?.resource_id ?? "" })}
      description={t("description")}
      submitLabel={t("submit")}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      error={error}
      size="lg"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {lines.map((line, i) => (
          <NumberField
            key={line.quota}
            control={form.control}
            name={`limits.${i}.limit`}
            label={line.quota}
            hint={t("usedHint", { used: line.used ?? 0 })}
            required
            min={0}
            step={1}
          />
        ))}
      </div>
    </FormDialog>
  );
}
