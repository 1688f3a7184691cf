"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { FormDialog } from "@/components/ui/form-dialog";
import { MultiSelect } from "@/components/ui/multi-select";
import { TextAreaField, TextField } from "@/components/ui/text-fields";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { refusedByCatalog } from "@/lib/api/catalog-check";
import { aiOperations } from "@/lib/portal/operations/ai";
import { fieldIssues, setFieldErrors } from "@/lib/api/form-issues";
import { usePortalMutation, usePortalQuery } from "@/lib/api/hooks";
import { TierField } from "../shared/TierField";
import { projectHref } from "../shared/hrefs";
import { openNewRecord } from "@/components/ui/new-record";

const FIELDS = ["name", "description", "tier", "apply_keys"] as const;

function createProjectSchema(required: string) {
  return z.object({
    name: z.string().trim().min(1, required).max(200),
    description: z.string().trim().min(1, required).max(2000),
    tier: z.string().trim().min(1, required).max(100),
    apply_keys: z.array(z.string()),
  });
}

/** Creates a project (POST /ai/projects), optionally moving existing keys into it, then opens it. */
export function ProjectCreateDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("ai.projects.create");
  const tForm = useTranslations("ai.form");
  const router = useRouter();
  const schema = useMemo(() => createProjectSchema(tForm("required")), [tForm]);
  const defaults = { name: "", description: "", tier: "standard", apply_keys: [] as string[] };
  const form = useZodForm(schema, { defaultValues: defaults });
  const [error, setError] = useState<unknown>(null);
  const keys = usePortalQuery("ai.keys.list", {}, { enabled: open });
  const keyOptions = useMemo(
    () =>
      (keys.data ?? []).flatMap((k) =>
        k.id ? [{ value: k.id, label: k.name ?? k.id, description: k.project || undefined }] : [],
      ),
    [keys.data],
  );
  const create = usePortalMutation("ai.projects.create");

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
      description: values.description,
      tier: values.tier,
      ...(values.apply_keys.length > 0 ? { apply_keys: values.apply_keys } : {}),
    };
    if (refusedByCatalog(aiOperations["ai.projects.create"], payload, form.setError, tForm("invalid"))) return;
    try {
      const created = await create.mutateAsync(payload);
      const project = Array.isArray(created) ? created[0] : undefined;
      toast({ title: t("created", { name: project?.name ?? values.name }) });
      close(false);
      if (project?.id) openNewRecord(router, projectHref(project.id));
    } catch (caught) {
      if (!setFieldErrors(form.setError, fieldIssues(caught, FIELDS, { at: "path" }))) setError(caught);
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
      <TextField control={form.control} name="name" label={t("name")} required autoFocus />
      <TextAreaField control={form.control} name="description" label={t("descriptionField")} required rows={2} />
      <TierField control={form.control} name="tier" label={t("tier")} hint={t("tierHint")} required />
      <Controller
        control={form.control}
        name="apply_keys"
        render={({ field, fieldState }) => (
          <MultiSelect
            label={t("keys")}
            hint={t("keysHint")}
            options={keyOptions}
            value={field.value}
            onChange={field.onChange}
            loading={keys.isPending}
            error={fieldState.error?.message}
            placeholder={t("noKeys")}
          />
        )}
      />
    </FormDialog>
  );
}
