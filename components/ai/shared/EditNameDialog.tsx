"use client";

import { useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormError } from "@/components/ui/form-error";
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
  const formId = useId();
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
    <Dialog
      open={open}
      onOpenChange={close}
      title={title}
      dismissible={!form.formState.isSubmitting}
      footer={
        <>
          <Button onClick={() => close(false)} disabled={form.formState.isSubmitting}>
            {t("cancel")}
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={form.formState.isSubmitting}>
            {t("save")}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        <TextField control={form.control} name="name" label={t("name")} required />
        <TextAreaField control={form.control} name="description" label={t("description")} rows={3} />
        <FormError error={error} />
      </form>
    </Dialog>
  );
}
