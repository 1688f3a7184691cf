"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { z } from "zod";
import { TextAreaField, TextField } from "@/components/ui/text-fields";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { applyFieldIssues } from "@/lib/api/form-issues";
import { FormDialog } from "@/components/ui/form-dialog";
import { usePortalMutation } from "@/lib/api/hooks";
import type { PropertyRow } from "./settings-model";
import { revealNewRow } from "@/components/ui/new-record";

const FIELDS = ["property", "value", "description"] as const;

export interface PropertyDialogProps {
  /** The property being edited; null for a new one. */
  editing: PropertyRow | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Names of inherited properties: read-only here, so a new property may not take one. */
  inherited: readonly string[];
}

/** Creates or updates a property (POST /property: description, property and value, all required). */
export function PropertyDialog({ editing, open, onOpenChange, inherited }: PropertyDialogProps) {
  const t = useTranslations("settings.properties.dialog");
  const tForm = useTranslations("settings.form");
  const schema = useMemo(
    () =>
      z.object({
        property: z
          .string()
          .trim()
          .min(1, tForm("required"))
          .max(200, tForm("tooLong"))
          .regex(/^\S+$/, t("noSpaces"))
          .refine((name) => editing !== null || !inherited.includes(name), t("inherited")),
        value: z.string().trim().min(1, tForm("required")).max(10_000, tForm("tooLong")),
        description: z.string().trim().min(1, tForm("required")).max(500, tForm("tooLong")),
      }),
    [t, tForm, editing, inherited],
  );
  const values = useMemo(
    () => ({ property: editing?.property ?? "", value: editing?.value ?? "", description: editing?.description ?? "" }),
    [editing],
  );
  const form = useZodForm(schema, { values });
  const [error, setError] = useState<unknown>(null);
  const save = usePortalMutation("property.save");
  const close = (next: boolean) => {
    if (!next) {
      form.reset(values);
      setError(null);
    }
    onOpenChange(next);
  };
  const submit = form.handleSubmit(async (input) => {
    setError(null);
    try {
      await save.mutateAsync(input);
      toast({ title: t("saved", { property: input.property }), tone: "ok" });
      close(false);
      revealNewRow("setting.property", input.property);
    } catch (caught) {
      if (!applyFieldIssues(caught, form.setError, FIELDS)) setError(caught);
    }
  });
  return (
    <FormDialog
      dirty={form.formState.isDirty}
      open={open}
      onOpenChange={close}
      title={editing ? t("editTitle", { property: editing.property }) : t("createTitle")}
      description={t("description")}
      submitLabel={t("submit")}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      error={error}
    >
      <TextField
        control={form.control}
        name="property"
        label={t("property")}
        required
        mono
        readOnly={editing !== null}
        autoFocus={editing === null}
      />
      <TextField control={form.control} name="value" label={t("value")} required autoFocus={editing !== null} />
      <TextAreaField control={form.control} name="description" label={t("descriptionField")} required rows={2} />
    </FormDialog>
  );
}
