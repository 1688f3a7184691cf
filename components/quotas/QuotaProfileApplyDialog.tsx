"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { z } from "zod";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { applyFieldIssues } from "@/lib/api/form-issues";
import { SuggestField } from "@/components/ui/suggest-field";
import { usePortalMutation } from "@/lib/api/hooks";
import { FormDialog } from "@/components/ui/form-dialog";
import type { QuotaProfileRow } from "./quota-records";

type Choice = { value: string; label?: string };
const FIELDS = ["client_id", "resource_id", "reseller_name"] as const;

/** Applies a quota profile's limits to a client's or a resource's lines (POST /profile/quota/{profile_id}). */
export function QuotaProfileApplyDialog({
  profile,
  onClose,
  clients,
  resources,
  resellers,
}: {
  profile: QuotaProfileRow | null;
  onClose: () => void;
  clients: Choice[];
  resources: Choice[];
  resellers: Choice[];
}) {
  const t = useTranslations("quotas.profiles.apply");
  const schema = useMemo(
    () =>
      z
        .object({
          client_id: z.string().trim().max(200),
          resource_id: z.string().trim().max(200),
          reseller_name: z.string().trim().max(200),
        })
        .refine((v) => v.client_id !== "" || v.resource_id !== "", {
          message: t("targetRequired"),
          path: ["resource_id"],
        }),
    [t],
  );
  const defaults = { client_id: "", resource_id: "", reseller_name: "" };
  const form = useZodForm(schema, { defaultValues: defaults });
  const [error, setError] = useState<unknown>(null);
  const apply = usePortalMutation("quotas.profile.show");
  const close = () => {
    setError(null);
    form.reset(defaults);
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    if (!profile) return;
    setError(null);
    try {
      await apply.mutateAsync({
        profile_id: profile.id,
        client_id: values.client_id || undefined,
        resource_id: values.resource_id || undefined,
        reseller_name: values.reseller_name || undefined,
      });
      toast({ title: t("applied", { name: profile.name || profile.id }), tone: "ok" });
      close();
    } catch (caught) {
      if (!applyFieldIssues(caught, form.setError, FIELDS)) setError(caught);
    }
  });
  return (
    <FormDialog
      dirty={form.formState.isDirty}
      open={profile !== null}
      onOpenChange={(open) => !open && close()}
      title={t("title", { name: profile?.name || profile?.id || "" })}
      description={t("description")}
      submitLabel={t("submit")}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      error={error}
    >
      <SuggestField
        control={form.control}
        name="resource_id"
        label={t("resource")}
        hint={t("resourceHint")}
        suggestions={resources}
        mono
      />
      <SuggestField
        control={form.control}
        name="client_id"
        label={t("client")}
        hint={t("clientHint")}
        suggestions={clients}
        mono
      />
      <SuggestField control={form.control} name="reseller_name" label={t("reseller")} suggestions={resellers} />
    </FormDialog>
  );
}
