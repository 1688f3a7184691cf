"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { z } from "zod";
import { FormDialog } from "@/components/ui/form-dialog";
import { SelectField } from "@/components/ui/choice-fields";
import { TextAreaField, TextField } from "@/components/ui/text-fields";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { usePortalMutation } from "@/lib/api/hooks";
import { refusedByCatalog } from "@/lib/api/catalog-check";
import { iaasOperations } from "@/lib/portal/operations/iaas";
import { applyFieldIssues } from "@/lib/api/form-issues";
import { SuggestField } from "@/components/ui/suggest-field";
import { projectHref, type Choice } from "./project-model";
import { useQuotaProfiles } from "./use-quota-profiles";
import { openNewRecord } from "@/components/ui/new-record";

const FIELDS = ["name", "quota_profile", "client", "description", "reseller"] as const;

function createProjectSchema(required: string) {
  return z.object({
    name: z.string().trim().min(1, required).max(64),
    quota_profile: z.string().trim().min(1, required).max(200),
    client: z.string().trim().max(200),
    description: z.string().trim().max(2000),
    reseller: z.string().trim().max(200),
  });
}

export interface ProjectCreateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  clients: Choice[];
  resellers: Choice[];
}

/**
 * Creates a project (POST /iaas/projects). Name and quota profile are required; a client puts the project into that
 * client's domain. Empty required fields show their error and nothing is sent.
 */
export function ProjectCreateDialog({ open, onOpenChange, clients, resellers }: ProjectCreateDialogProps) {
  const t = useTranslations("infrastructure.projects.create");
  const tForm = useTranslations("infrastructure.form");
  const router = useRouter();
  const schema = useMemo(() => createProjectSchema(tForm("required")), [tForm]);
  const defaults = { name: "", quota_profile: "", client: "", description: "", reseller: "" };
  const form = useZodForm(schema, { defaultValues: defaults });
  const profiles = useQuotaProfiles();
  const [error, setError] = useState<unknown>(null);
  const create = usePortalMutation("iaas.projects.create");

  const close = (next: boolean) => {
    if (!next) {
      form.reset(defaults);
      setError(null);
    }
    onOpenChange(next);
  };

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const payload = {
      name: values.name,
      quota_profile: values.quota_profile,
      client: values.client || undefined,
      description: values.description || undefined,
      reseller: values.reseller || undefined,
    };
    if (refusedByCatalog(iaasOperations["iaas.projects.create"], payload, form.setError, tForm("invalid"))) return;
    try {
      const created = await create.mutateAsync(payload);
      const id = created?.project?.id;
      toast({ title: t("created", { name: values.name }), tone: "ok" });
      close(false);
      if (typeof id === "string" && id) openNewRecord(router, projectHref(id));
    } catch (caught) {
      if (!applyFieldIssues(caught, form.setError, FIELDS)) setError(caught);
    }
  });

  return (
    <FormDialog
      dirty={form.formState.isDirty}
      open={open}
      onOpenChange={close}
      title={t("title")}
      description={t("description")}
      submitLabel={t("submit")}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      error={error}
    >
      <TextField control={form.control} name="name" label={t("name")} required autoFocus mono />
      {profiles.failed ? (
        <SuggestField
          control={form.control}
          name="quota_profile"
          label={t("quotaProfile")}
          hint={t("quotaProfileFree")}
          required
          suggestions={[]}
        />
      ) : (
        <SelectField
          control={form.control}
          name="quota_profile"
          label={t("quotaProfile")}
          required
          placeholder={profiles.loading ? tForm("loading") : t("chooseProfile")}
          options={profiles.choices}
        />
      )}
      <SuggestField
        control={form.control}
        name="client"
        label={t("client")}
        hint={t("clientHint")}
        suggestions={clients}
      />
      <TextAreaField control={form.control} name="description" label={t("descriptionField")} rows={2} />
      <SuggestField
        control={form.control}
        name="reseller"
        label={t("reseller")}
        hint={t("resellerHint")}
        suggestions={resellers}
      />
    </FormDialog>
  );
}
