"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { useWatch } from "react-hook-form";
import { z } from "zod";
import { CheckboxField } from "@/components/ui/choice-fields";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextAreaField, TextField } from "@/components/ui/text-fields";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { foldTerm, NOTE_MAX, TERM_MAX, TRANSLATION_MAX, type Glossary, type GlossaryEntry } from "@/lib/i18n/glossary";
import { removeGlossaryEntry, saveGlossaryEntry } from "./glossary-save";

export interface GlossaryEntryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lang: string;
  /** The entry to change; null adds one. */
  entry: GlossaryEntry | null;
  glossary: Glossary;
}

/** Adds or changes one glossary entry; a changed term moves the entry to the new term's key. */
export function GlossaryEntryDialog({ open, onOpenChange, lang, entry, glossary }: GlossaryEntryDialogProps) {
  const t = useTranslations("translations.glossary.form");
  const queryClient = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const taken = useMemo(
    () => new Set(glossary.entries.filter((e) => e !== entry).map((e) => foldTerm(e.term))),
    [glossary.entries, entry],
  );
  const schema = useMemo(
    () =>
      z
        .object({
          term: z
            .string()
            .trim()
            .min(1, t("termRequired"))
            .max(TERM_MAX)
            .refine((term) => !taken.has(foldTerm(term)), t("termTaken")),
          translation: z.string().trim().max(TRANSLATION_MAX),
          note: z.string().trim().max(NOTE_MAX),
          doNotTranslate: z.boolean(),
        })
        .superRefine((values, context) => {
          if (!values.doNotTranslate && values.translation === "")
            context.addIssue({ code: "custom", path: ["translation"], message: t("translationRequired") });
        }),
    [t, taken],
  );
  const defaults = entry ?? { term: "", translation: "", note: "", doNotTranslate: false };
  const form = useZodForm(schema, { defaultValues: defaults });
  const doNotTranslate = useWatch({ control: form.control, name: "doNotTranslate" });

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const next: GlossaryEntry = { ...values, translation: values.doNotTranslate ? "" : values.translation };
    try {
      await saveGlossaryEntry(queryClient, lang, next, glossary.keys);
      if (entry && foldTerm(entry.term) !== foldTerm(next.term))
        await removeGlossaryEntry(queryClient, lang, entry.term, glossary.keys);
    } catch (caught) {
      setError(caught);
      return;
    }
    toast({ title: t(entry ? "saved" : "added", { term: next.term }) });
    onOpenChange(false);
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={entry ? t("editTitle", { term: entry.term }) : t("addTitle")}
      description={t("description")}
      submitLabel={entry ? t("save") : t("add")}
      submitting={form.formState.isSubmitting}
      dirty={form.formState.isDirty}
      onSubmit={submit}
      error={error}
    >
      <TextField control={form.control} name="term" label={t("term")} hint={t("termHint")} required autoFocus />
      <CheckboxField
        control={form.control}
        name="doNotTranslate"
        label={t("doNotTranslate")}
        hint={t("doNotTranslateHint")}
      />
      {!doNotTranslate && (
        <TextField control={form.control} name="translation" label={t("translation", { lang })} required />
      )}
      <TextAreaField control={form.control} name="note" label={t("note")} hint={t("noteHint")} rows={2} />
    </FormDialog>
  );
}
