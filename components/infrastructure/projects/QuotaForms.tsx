"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { z } from "zod";
import { ActionButton } from "@/components/ui/action-button";
import { SelectField } from "@/components/ui/choice-fields";
import { NumberField } from "@/components/ui/text-fields";
import { useZodForm } from "@/components/ui/use-zod-form";
import type { PermissionDenial } from "@/lib/api/permissions";
import { applyFieldIssues } from "@/lib/api/form-issues";
import { PortalError } from "@/components/ui/portal-error";
import { SuggestField } from "@/components/ui/suggest-field";
import { PermissionFieldset } from "@/components/ui/permission-fieldset";
import type { Choice } from "./project-model";
import { useLeaveGuard } from "@/components/ui/use-leave-guard";

export interface QuotaChange {
  quota_profile?: string;
  quota?: string;
  limit?: number;
}

interface QuotaFormProps {
  /** Sends the change; rejects with the portal's error. */
  onApply: (change: QuotaChange) => Promise<void>;
  denied?: PermissionDenial;
  disabledReason?: string | null;
}

/** Applies a quota profile's limits to the project. */
export function ProfileQuotaForm({
  onApply,
  denied,
  disabledReason,
  profiles,
}: QuotaFormProps & { profiles: Choice[] }) {
  const t = useTranslations("infrastructure.quotas");
  const tForm = useTranslations("infrastructure.form");
  const schema = useMemo(() => z.object({ quota_profile: z.string().min(1, tForm("required")) }), [tForm]);
  const form = useZodForm(schema, { defaultValues: { quota_profile: "" } });
  const [error, setError] = useState<unknown>(null);
  useLeaveGuard(form.formState.isDirty);
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await onApply({ quota_profile: values.quota_profile });
      form.reset(values);
    } catch (caught) {
      if (!applyFieldIssues(caught, form.setError, ["quota_profile"])) setError(caught);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label={t("profileForm")}>
      <PermissionFieldset denied={denied}>
        <SelectField
          control={form.control}
          name="quota_profile"
          label={t("profile")}
          required
          placeholder={t("chooseProfile")}
          options={profiles}
        />
      </PermissionFieldset>
      <PortalError error={error} />
      <ActionButton type="submit" denied={denied} disabledReason={disabledReason} loading={form.formState.isSubmitting}>
        {t("applyProfile")}
      </ActionButton>
    </form>
  );
}

/** Sets one limit ("cores" to 64; -1 for unlimited). */
export function LimitQuotaForm({ onApply, denied, disabledReason, names }: QuotaFormProps & { names: string[] }) {
  const t = useTranslations("infrastructure.quotas");
  const tForm = useTranslations("infrastructure.form");
  const schema = useMemo(
    () =>
      z.object({
        quota: z
          .string()
          .trim()
          .min(1, tForm("required"))
          .max(100)
          .regex(/^[a-z][a-z0-9_]*$/, t("quotaName")),
        limit: z
          .number({ error: tForm("required") })
          .int(t("wholeNumber"))
          .min(-1, t("limitMin"))
          .max(1_000_000_000, t("limitMax")),
      }),
    [t, tForm],
  );
  const form = useZodForm(schema, { defaultValues: { quota: "", limit: undefined } });
  const [error, setError] = useState<unknown>(null);
  useLeaveGuard(form.formState.isDirty);
  const suggestions = useMemo(() => names.map((value) => ({ value })), [names]);
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await onApply({ quota: values.quota, limit: values.limit });
      form.reset(values);
    } catch (caught) {
      if (!applyFieldIssues(caught, form.setError, ["quota", "limit"])) setError(caught);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label={t("limitForm")}>
      <PermissionFieldset denied={denied}>
        <div className="grid gap-3 sm:grid-cols-2">
          <SuggestField
            control={form.control}
            name="quota"
            label={t("quota")}
            required
            mono
            suggestions={suggestions}
          />
          <NumberField
            control={form.control}
            name="limit"
            label={t("limit")}
            hint={t("limitHint")}
            required
            min={-1}
            step={1}
          />
        </div>
      </PermissionFieldset>
      <PortalError error={error} />
      <ActionButton type="submit" denied={denied} disabledReason={disabledReason} loading={form.formState.isSubmitting}>
        {t("setLimit")}
      </ActionButton>
    </form>
  );
}
