"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { useWatch } from "react-hook-form";
import { z } from "zod";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextAreaField, TextField } from "@/components/ui/text-fields";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { ApiError } from "@/lib/api/error";
import { portalKey } from "@/lib/api/hooks";
import { portal } from "@/lib/api/portal";
import { checkTranslation, parseMessage } from "@/lib/i18n/icu-checks";
import { markTokensSaved } from "@/lib/i18n/overlay-rev";
import { CheckList } from "../editor/CheckList";
import type { TokenRow } from "../model/rows";

/** Dotted words of letters, digits, `_` and `-`: what the portal accepts as a token key. */
const TOKEN_KEY = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;

export interface AddKeyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lang: string;
  defaultLang: string;
  rows: readonly TokenRow[];
  onAdded: (key: string) => void;
}

/**
 * Adds a token (POST with `insert: true`): its key and source text in the default language, and optionally this
 * language's translation. A key that exists is refused here and by the portal (409); editing never adds keys.
 */
export function AddKeyDialog({ open, onOpenChange, lang, defaultLang, rows, onAdded }: AddKeyDialogProps) {
  const t = useTranslations("translations.addKey");
  const queryClient = useQueryClient();
  const isDefault = lang === defaultLang;
  const existing = useMemo(() => new Set(rows.map((row) => row.key)), [rows]);
  const schema = useMemo(
    () =>
      z.object({
        key: z
          .string()
          .trim()
          .min(1, t("keyRequired"))
          .max(512, t("keyFormat"))
          .regex(TOKEN_KEY, t("keyFormat"))
          .refine((key) => !existing.has(key), t("exists")),
        source: z
          .string()
          .refine((text) => text.trim() !== "", t("sourceRequired"))
          .refine((text) => parseMessage(text).ok, t("sourceInvalid")),
        text: z.string(),
      }),
    [t, existing],
  );
  const defaults = { key: "", source: "", text: "" };
  const form = useZodForm(schema, { defaultValues: defaults });
  const [error, setError] = useState<unknown>(null);
  const [source, text] = useWatch({ control: form.control, name: ["source", "text"] });
  const checks = useMemo(
    () => (text.trim() ? checkTranslation(source, text, lang) : { errors: [], warnings: [] }),
    [source, text, lang],
  );

  const close = (next: boolean) => {
    if (!next) {
      form.reset(defaults);
      setError(null);
    }
    onOpenChange(next);
  };

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    if (checks.errors.length > 0) return;
    try {
      await portal("i18n.lang.save", { lang: defaultLang, key: values.key, value: values.source, insert: true });
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 409)
        form.setError("key", { type: "server", message: t("exists") });
      else setError(caught);
      return;
    }
    let translationError: unknown = null;
    if (!isDefault && values.text.trim()) {
      try {
        await portal("i18n.lang.save", { lang, key: values.key, value: values.text });
      } catch (caught) {
        translationError = caught;
      }
    }
    await queryClient.invalidateQueries({ queryKey: portalKey("i18n.lang.table") });
    markTokensSaved();
    if (translationError) {
      // The key exists now; only its translation is missing, so the dialog closes and says so.
      toast({ tone: "warn", title: t("addedWithoutText", { key: values.key }) });
    } else {
      toast({ title: t("added", { key: values.key }) });
    }
    onAdded(values.key);
    close(false);
  });

  return (
    <FormDialog
      dirty={form.formState.isDirty}
      open={open}
      onOpenChange={close}
      title={t("title")}
      description={t("description")}
      size="lg"
      submitLabel={t("submit")}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      error={error}
    >
      <TextField control={form.control} name="key" label={t("key")} hint={t("keyHint")} required autoFocus mono />
      <TextAreaField
        control={form.control}
        name="source"
        label={t("source", { lang: defaultLang })}
        required
        rows={2}
      />
      {!isDefault && (
        <>
          <TextAreaField control={form.control} name="text" label={t("text", { lang })} hint={t("textHint")} rows={2} />
          <CheckList checks={checks} />
        </>
      )}
    </FormDialog>
  );
}
