"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormError } from "@/components/ui/form-error";
import { MultiSelect } from "@/components/ui/multi-select";
import { TextAreaField, TextField } from "@/components/ui/text-fields";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { usePortalMutation, usePortalQuery } from "@/lib/api/hooks";
import { applyFieldIssues, catalogInvalidFields } from "../shared/form-helpers";
import { SuggestField, TIER_SUGGESTIONS } from "../shared/SuggestField";
import { projectHref } from "./project-columns";

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
  const formId = useId();
  const schema = useMemo(() => createProjectSchema(tForm("required")), [tForm]);
  const defaults = { name: "", description: "", tier: "standard", apply_keys: [] as string[] };
  const form = useZodForm(schema, { defaultValues: defaults });
  const [error, setError] = useState<unknown>(null);
  const keys = usePortalQuery("ai.keys.list", {}, { enabled: open });
  const keyOptions = useMemo(
    () => (keys.data ?? []).flatMap((k) => (k.id ? [{ value: k.id, label: k.name ?? k.id, description: k.project || undefined }] : [])),
    [keys.data],
  );
  const create = usePortalMutation("ai.projects.create", { invalidates: ["ai.projects.list", "ai.keys.list", "ai.project.get", "ai.key.get"] });

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
    const invalid = catalogInvalidFields("ai.projects.create", payload);
    if (invalid.length > 0) {
      invalid.forEach((field) => form.setError(field as (typeof FIELDS)[number], { message: tForm("invalid") }));
      return;
    }
    try {
      const created = await create.mutateAsync(payload);
      const project = Array.isArray(created) ? created[0] : undefined;
      toast({ title: t("created", { name: project?.name ?? values.name }) });
      close(false);
      if (project?.id) router.push(projectHref(project.id));
    } catch (caught) {
      if (!applyFieldIssues(caught, form.setError, FIELDS)) setError(caught);
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t("title")}
      description={t("description")}
      dismissible={!form.formState.isSubmitting}
      footer={
        <>
          <Button onClick={() => close(false)} disabled={form.formState.isSubmitting}>
            {tForm("cancel")}
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={form.formState.isSubmitting}>
            {t("submit")}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        <TextField control={form.control} name="name" label={t("name")} required autoFocus maxLength={200} />
        <TextAreaField control={form.control} name="description" label={t("descriptionField")} required rows={2} />
        <SuggestField control={form.control} name="tier" label={t("tier")} hint={t("tierHint")} suggestions={TIER_SUGGESTIONS} required />
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
        <FormError error={error} />
      </form>
    </Dialog>
  );
}
