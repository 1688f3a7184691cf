"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { z } from "zod";
import { KeyValueList } from "@/components/ui/key-value-list";
import { NumberField } from "@/components/ui/text-fields";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { applyFieldIssues } from "@/lib/api/form-issues";
import { usePortalMutation } from "@/lib/api/hooks";
import { FormDialog } from "@/components/ui/form-dialog";
import type { QuotaLineRow } from "./quota-model";

/** Sets one line's limit (POST /quota). The portal refuses a limit below what is used or above the account's own. */
export function QuotaLimitDialog({ line, onClose }: { line: QuotaLineRow | null; onClose: () => void }) {
  const t = useTranslations("quotas.limit");
  const tForm = useTranslations("quotas.form");
  const schema = useMemo(
    () =>
      z.object({
        limit: z
          .number({ error: tForm("required") })
          .int(tForm("wholeNumber"))
          .min(0, tForm("notNegative"))
          .max(1_000_000_000, tForm("tooLarge")),
      }),
    [tForm],
  );
  const form = useZodForm(schema, { values: { limit: line?.limit ?? 0 } });
  const [error, setError] = useState<unknown>(null);
  const save = usePortalMutation("quotas.limit.set");

  const close = () => {
    setError(null);
    form.clearErrors();
    onClose();
  };
  const submit = form.handleSubmit(async ({ limit }) => {
    if (!line) return;
    setError(null);
    try {
      await save.mutateAsync({
        client_id: line.client_id ?? "",
        reseller: line.reseller ?? "",
        resource_id: line.resource_id,
        quota: line.quota,
        limit,
      });
      toast({ title: t("saved", { quota: line.quota, resource: line.resource ?? line.resource_id }), tone: "ok" });
      close();
    } catch (caught) {
      if (!applyFieldIssues(caught, form.setError, ["limit"])) setError(caught);
    }
  });

  return (
    <FormDialog
      dirty={form.formState.isDirty}
      open={line !== null}
      onOpenChange={(open) => !open && close()}
      title={t("title", { quota: line?.quota ?? "" })}
      description={t("description")}
      submitLabel={t("submit")}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      error={error}
    >
      {line && (
        <KeyValueList
          items={[
            { label: t("resource"), value: line.resource ?? line.resource_id },
            { label: t("client"), value: line.client ?? line.client_id },
            { label: t("used"), value: String(line.used ?? 0) },
            { label: t("parentLimit"), value: String(line.parent_limit ?? "—") },
          ]}
        />
      )}
      <NumberField control={form.control} name="limit" label={t("limit")} required min={0} step={1} />
    </FormDialog>
  );
}
