"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { z } from "zod";
import { CheckboxField, SelectField } from "@/components/ui/choice-fields";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextAreaField, TextField } from "@/components/ui/text-fields";
import { revealNewRow } from "@/components/ui/new-record";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { refusedByCatalog } from "@/lib/api/catalog-check";
import { aiOperations } from "@/lib/portal/operations/ai";
import { fieldIssues, setFieldErrors } from "@/lib/api/form-issues";
import { usePortalMutation } from "@/lib/api/hooks";
import { TierField } from "../shared/TierField";
import { useAiUsers } from "../shared/use-ai-users";

const FIELDS = ["name", "description", "tier", "user_bound", "project_id", "user"] as const;

function createKeySchema(required: string) {
  return z.object({
    name: z.string().trim().min(1, required).max(200),
    description: z.string().trim().min(1, required).max(2000),
    tier: z.string().trim().min(1, required).max(100),
    user_bound: z.boolean(),
    project_id: z.string(),
    user: z.string(),
  });
}

export interface KeyCreateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projects: { value: string; label: string }[];
  /** Preselects a project (when creating from a project's page). */
  projectId?: string;
}

/** Creates a key (POST /ai/keys); required fields left empty show their error and nothing is sent. */
export function KeyCreateDialog({ open, onOpenChange, projects, projectId }: KeyCreateDialogProps) {
  const t = useTranslations("ai.keys.create");
  const tForm = useTranslations("ai.form");
  const schema = useMemo(() => createKeySchema(tForm("required")), [tForm]);
  const defaults = {
    name: "",
    description: "",
    tier: "standard",
    user_bound: false,
    project_id: projectId ?? "",
    user: "",
  };
  const form = useZodForm(schema, { defaultValues: defaults });
  const { users } = useAiUsers();
  const [error, setError] = useState<unknown>(null);
  const create = usePortalMutation("ai.keys.create");

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
      user_bound: values.user_bound,
      project_id: values.project_id || undefined,
      user: values.user || undefined,
    };
    if (refusedByCatalog(aiOperations["ai.keys.create"], payload, form.setError, tForm("invalid"))) return;
    try {
      const key = await create.mutateAsync(payload);
      toast({ title: t("created", { name: key?.name ?? values.name }) });
      close(false);
      if (key?.id) revealNewRow("ai.key", key.id);
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
      <SelectField
        control={form.control}
        name="project_id"
        label={t("project")}
        placeholder={t("noProject")}
        options={projects}
      />
      <SelectField
        control={form.control}
        name="user"
        label={t("user")}
        hint={t("userHint")}
        placeholder={t("noUser")}
        options={users.map((u) => ({ value: u.id, label: u.detail ? `${u.label} (${u.detail})` : u.label }))}
      />
      <CheckboxField control={form.control} name="user_bound" label={t("userBound")} hint={t("userBoundHint")} />
    </FormDialog>
  );
}
