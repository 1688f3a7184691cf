"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { z } from "zod";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextAreaField, TextField } from "@/components/ui/text-fields";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { usePortalMutation, usePortalQuery } from "@/lib/api/hooks";
import { toProject } from "../model/project";
import { object, readEach, text } from "../model/wire";
import { placeFieldErrors } from "../shared/portal-error";
import { SuggestField } from "@/components/ui/suggest-field";
import { useFormMessages } from "../shared/use-form-messages";

/** An infrastructure project offered as a suggestion; one without an id is skipped. */
function toIaasProject(raw: unknown) {
  const wire = object(raw);
  const id = text(wire?.id);
  return id === undefined ? undefined : { id, name: text(wire?.name), domain_name: text(wire?.domain_name) };
}

const WIRE_FIELDS = {
  project_id: "projectId",
  purpose: "purpose",
  description: "description",
  owner: "owner",
  reseller_prefix: "resellerPrefix",
} as const;

export interface ProjectCreateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the new project's name. */
  onCreated: (name: string) => void;
}

/** Creates a cluster project for an infrastructure project (POST /clustermgr/projects). */
export function ProjectCreateDialog({ open, onOpenChange, onCreated }: ProjectCreateDialogProps) {
  const t = useTranslations("clusters.projects.create");
  const m = useFormMessages();
  const schema = useMemo(
    () =>
      z.object({
        projectId: z.string().trim().min(1, m.required).max(256),
        purpose: z.string().trim().min(1, m.required).max(2000),
        description: z.string().trim().max(2000),
        owner: z.string().trim().max(256),
        resellerPrefix: z.string().trim().max(64),
      }),
    [m],
  );
  const defaults = { projectId: "", purpose: "", description: "", owner: "", resellerPrefix: "" };
  const form = useZodForm(schema, { defaultValues: defaults });
  const [error, setError] = useState<unknown>(null);
  // Suggestions only: without the permission the field stays a plain text field.
  const iaas = usePortalQuery("iaas.projects.list", {}, { enabled: open, retry: false });
  const suggestions = useMemo(
    () =>
      readEach(toIaasProject, iaas.data).map((p) => ({
        value: p.id,
        label: [p.name, p.domain_name].filter(Boolean).join(" · "),
      })),
    [iaas.data],
  );
  const create = usePortalMutation("clustermgr.projects.create");

  const close = (next: boolean) => {
    if (!next) {
      form.reset(defaults);
      setError(null);
    }
    onOpenChange(next);
  };

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const created = await create.mutateAsync({
        project_id: values.projectId,
        purpose: values.purpose,
        description: values.description || undefined,
        owner: values.owner || undefined,
        reseller_prefix: values.resellerPrefix || undefined,
      });
      const name = toProject(created)?.name ?? values.projectId;
      toast({ title: t("created", { name }) });
      close(false);
      onCreated(name);
    } catch (caught) {
      if (!placeFieldErrors(caught, form.setError, WIRE_FIELDS)) setError(caught);
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
      <SuggestField
        control={form.control}
        name="projectId"
        label={t("projectId")}
        hint={t("projectIdHint")}
        suggestions={suggestions}
        required
        mono
        autoFocus
      />
      <TextField control={form.control} name="purpose" label={t("purpose")} hint={t("purposeHint")} required />
      <TextAreaField control={form.control} name="description" label={t("descriptionField")} rows={2} />
      <TextField control={form.control} name="owner" label={t("owner")} hint={t("ownerHint")} />
      <TextField
        control={form.control}
        name="resellerPrefix"
        label={t("resellerPrefix")}
        hint={t("resellerPrefixHint")}
        mono
      />
    </FormDialog>
  );
}
