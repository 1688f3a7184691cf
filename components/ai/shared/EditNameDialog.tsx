"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { z } from "zod";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextAreaField, TextField } from "@/components/ui/text-fields";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { changedFields } from "../model/diff";
import { fieldIssues, setFieldErrors } from "@/lib/api/form-issues";

export interface NameAndDescription {
  name: string;
  description: string;
}

export interface EditNameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  current: NameAndDescription;
  /** Gets only the fields that changed; never called when nothing did. */
  onSave: (changes: Partial<NameAndDescription>) => Promise<unknown>;
  savedMessage: string;
}

/** Renames or redescribes a key or project; a failed save keeps what was typed and shows why. */
export function EditNameDialog({ open, onOpenChange, title, current, onSave, savedMessage }: EditNameDialogProps) {
  const t = useTranslations("ai.form");
  const schema = useMemo(
    () =>
      z.object({ name: z.string().trim().min(1, t("required")).max(200), description: z.string().trim().max(2000) }),
    [t],
  );
  const form = useZodForm(schema, { values: current, resetOptions: { keepDirtyValues: true } });
  const [error, setError] = useState<unknown>(null);

  const close = (next: boolean) => {
    if (!next) {
      form.reset(current);
      setError(null);
    }
    onOpenChange(next);
  };

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const changes = changedFields(current, values);
    if (Object.keys(changes).length === 0) return close(false);
    try {
      await onSave(changes);
      toast({ title: savedMessage });
      close(false);
    } catch (caught) {
      if (!setFieldErrors(form.setError, fieldIssues(caught, ["name", "description"], { at: "path" })))
        setError(caught);
    }
  });

  return (
    <FormDialog
      dirty={form.formState.isDirty}
      open={open}
      onOpenChange={close}
      title={title}
      submitLabel={t("save")}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      error={error}
    >
      <TextField control={form.control} name="name" label={t("name")} required />
      <TextAreaField control={form.control} name="description" label={t("description")} rows={3} />
    </FormDialog>
  );
}
