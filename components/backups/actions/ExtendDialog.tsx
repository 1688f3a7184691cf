"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { z } from "zod";
import { SelectField } from "@/components/ui/choice-fields";
import { KeyValueList } from "@/components/ui/key-value-list";
import { DateField, NumberField } from "@/components/ui/text-fields";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { usePortalMutation } from "@/lib/api/hooks";
import { formatDateTime } from "@/lib/format";
import { expiryAfterDays, isoToLocalDateTime, localDateTimeToIso, MAX_TTL_DAYS } from "../model/ttl";
import { useNow } from "@/lib/use-now";
import type { ActionDialogProps } from "./target";
import { FormDialog } from "@/components/ui/form-dialog";
import { fieldIssues, setFieldErrors } from "@/lib/api/form-issues";

interface Messages {
  required: string;
  days: string;
  future: string;
}

function extendSchema(messages: Messages, nowMs: number) {
  return z
    .object({ mode: z.enum(["days", "until"]), days: z.number().optional(), until: z.string() })
    .superRefine((value, ctx) => {
      if (value.mode === "days") {
        if (value.days === undefined) ctx.addIssue({ code: "custom", path: ["days"], message: messages.required });
        else if (!Number.isInteger(value.days) || value.days < 1 || value.days > MAX_TTL_DAYS) {
          ctx.addIssue({ code: "custom", path: ["days"], message: messages.days });
        }
        return;
      }
      const iso = localDateTimeToIso(value.until);
      if (!iso) ctx.addIssue({ code: "custom", path: ["until"], message: messages.required });
      else if (Date.parse(iso) <= nowMs) ctx.addIssue({ code: "custom", path: ["until"], message: messages.future });
    });
}

/** PATCH …/extend: a number of days added to the expiry, or a new expiry date. */
export function ExtendDialog({ target, onClose }: ActionDialogProps) {
  const t = useTranslations("backups.actions.extend");
  const locale = useLocale();
  const now = useNow(60_000);
  const [error, setError] = useState<unknown>(null);
  const schema = useMemo(
    () =>
      extendSchema(
        { required: t("errors.required"), days: t("errors.days", { max: MAX_TTL_DAYS }), future: t("errors.future") },
        now,
      ),
    [t, now],
  );
  const form = useZodForm(schema, {
    defaultValues: { mode: "days", days: 7, until: isoToLocalDateTime(target.timeToLive) },
  });
  const extend = usePortalMutation("backup.extend");
  const [mode, days, until] = form.watch(["mode", "days", "until"]);
  const preview =
    mode === "days"
      ? days && days >= 1 && days <= MAX_TTL_DAYS
        ? expiryAfterDays(target.timeToLive, days, now).toISOString()
        : null
      : localDateTimeToIso(until);

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const ttl = values.mode === "days" ? String(values.days) : (localDateTimeToIso(values.until) ?? "");
    try {
      await extend.mutateAsync({ backup_id: target.id, ttl });
      toast({ title: t("done", { id: target.id }) });
      onClose();
    } catch (caught) {
      if (!setFieldErrors(form.setError, fieldIssues(caught, values.mode === "days" ? ["days"] : ["until"])))
        setError(caught);
    }
  });

  return (
    <FormDialog
      dirty={form.formState.isDirty}
      title={t("title", { name: target.resourceName })}
      description={t("description")}
      submitLabel={t("confirm")}
      submitting={form.formState.isSubmitting}
      open
      onOpenChange={(open) => !open && onClose()}
      onSubmit={submit}
      error={error}
    >
      <SelectField
        control={form.control}
        name="mode"
        label={t("mode")}
        options={[
          { value: "days", label: t("modes.days") },
          { value: "until", label: t("modes.until") },
        ]}
      />
      {mode === "days" ? (
        <NumberField
          control={form.control}
          name="days"
          label={t("days")}
          unit={t("daysUnit")}
          min={1}
          max={MAX_TTL_DAYS}
          step={1}
          required
        />
      ) : (
        <DateField control={form.control} name="until" type="datetime-local" label={t("until")} required />
      )}
      <KeyValueList
        items={[
          { label: t("current"), value: formatDateTime(target.timeToLive, locale) },
          { label: t("next"), value: preview ? formatDateTime(preview, locale) : null },
        ]}
      />
    </FormDialog>
  );
}
