"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { z } from "zod";
import { FormDialog } from "@/components/ui/form-dialog";
import { SwitchField } from "@/components/ui/choice-fields";
import { TextAreaField, TextField } from "@/components/ui/text-fields";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { usePortalMutation } from "@/lib/api/hooks";
import type { ClusterProject } from "../model/project";
import { placeFieldErrors } from "../shared/portal-error";
import { useFormMessages } from "../shared/use-form-messages";

const WIRE_FIELDS = { description: "description", owner: "owner", purpose: "purpose" } as const;

export interface ProjectEditDialogProps {
  project: ClusterProject;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Edits a project (PATCH /clustermgr/projects/{name}); sends only what changed. */
export function ProjectEditDialog({ project, open, onOpenChange }: ProjectEditDialogProps) {
  const t = useTranslations("clusters.projects.edit");
  const tCommon = useTranslations("clusters.common");
  const m = useFormMessages();
  const schema = useMemo(
    () =>
      z.object({
        purpose: z.string().trim().min(1, m.required).max(2000),
        description: z.string().trim().max(2000),
        owner: z.string().trim().max(256),
        prepareDelete: z.boolean(),
      }),
    [m],
  );
  const initial = {
    purpose: project.purpose ?? "",
    description: project.description ?? "",
    owner: project.owner ?? "",
    prepareDelete: project.deletionConfirmed,
  };
  const form = useZodForm(schema, { values: initial });
  const [error, setError] = useState<unknown>(null);
  const update = usePortalMutation("clustermgr.project.update");

  const close = (next: boolean) => {
    if (!next) {
      form.reset(initial);
      setError(null);
    }
    onOpenChange(next);
  };

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const changed = <T,>(after: T, before: T) => (after !== before ? after : undefined);
    try {
      await update.mutateAsync({
        project_name: project.name,
        purpose: changed(values.purpose, initial.purpose),
        description: changed(values.description, initial.description),
        owner: changed(values.owner, initial.owner) || undefined,
        prepare_delete: changed(values.prepareDelete, initial.prepareDelete),
      });
      toast({ title: t("saved", { name: project.name }) });
      close(false);
    } catch (caught) {
      if (!placeFieldErrors(caught, form.setError, WIRE_FIELDS)) setError(caught);
    }
  });

  return (
    <FormDialog
      dirty={form.formState.isDirty}
      open={open}
      onOpenChange={close}
      title={t("title", { name: project.name })}
      submitLabel={tCommon("save")}
      submitting={form.formState.isSubmitting}
      submitDisabled={!form.formState.isDirty}
      onSubmit={submit}
      error={error}
    >
      <TextField control={form.control} name="purpose" label={t("purpose")} required />
      <TextAreaField control={form.control} name="description" label={t("description")} rows={2} />
      <TextField control={form.control} name="owner" label={t("owner")} />
      <SwitchField
        control={form.control}
        name="prepareDelete"
        label={t("prepareDelete")}
        hint={t("prepareDeleteHint")}
      />
    </FormDialog>
  );
}
