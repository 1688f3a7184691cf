"use client";

import { WandSparkles } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { z } from "zod";
import { FormDialog } from "@/components/ui/form-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { catalogInvalidFields } from "@/lib/api/catalog-check";
import { miscOperations } from "@/lib/portal/operations/misc";
import { applyFieldIssues } from "@/lib/api/form-issues";
import { ACCESS_KEY_ALPHABET, randomKey, SECRET_KEY_ALPHABET } from "@/lib/random-key";
import { SuggestField } from "@/components/ui/suggest-field";
import { usePortalMutation } from "@/lib/api/hooks";

const FIELDS = ["access_key", "secret_key"] as const;

export interface AccessKeyDialogProps {
  resourceId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Sets a new access and secret key for a resource (PATCH /objaccess); the old pair stops working. */
export function AccessKeyDialog({ resourceId, open, onOpenChange }: AccessKeyDialogProps) {
  const t = useTranslations("storage.access.update");
  const tForm = useTranslations("storage.form");
  const schema = useMemo(() => {
    const key = (min: number) =>
      z
        .string()
        .trim()
        .min(1, tForm("required"))
        .min(min, tForm("tooShort", { min }))
        .max(256)
        .regex(/^\S+$/, tForm("noSpaces"));
    return z.object({ access_key: key(8), secret_key: key(16) });
  }, [tForm]);
  const defaults = { access_key: "", secret_key: "" };
  const form = useZodForm(schema, { defaultValues: defaults });
  const [error, setError] = useState<unknown>(null);
  const update = usePortalMutation("objaccess.update");

  const close = (next: boolean) => {
    if (!next) {
      form.reset(defaults);
      setError(null);
    }
    onOpenChange(next);
  };
  const generate = (field: (typeof FIELDS)[number]) =>
    form.setValue(
      field,
      field === "access_key" ? randomKey(20, ACCESS_KEY_ALPHABET) : randomKey(40, SECRET_KEY_ALPHABET),
      {
        shouldValidate: true,
        shouldDirty: true,
      },
    );

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const payload = { resource_id: resourceId, ...values };
    const invalid = catalogInvalidFields(miscOperations["objaccess.update"], payload);
    if (invalid.length > 0) {
      invalid.forEach((field) => form.setError(field as (typeof FIELDS)[number], { message: tForm("invalid") }));
      return;
    }
    try {
      await update.mutateAsync(payload);
      toast({ title: t("saved"), tone: "ok" });
      close(false);
    } catch (caught) {
      if (!applyFieldIssues(caught, form.setError, FIELDS)) setError(caught);
    }
  });

  const generateButton = (field: (typeof FIELDS)[number]) => (
    <Button
      size="sm"
      icon={<WandSparkles aria-hidden className="size-4" />}
      onClick={() => generate(field)}
      aria-label={t(field === "access_key" ? "generateAccess" : "generateSecret")}
    >
      {t("generate")}
    </Button>
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={t("title")}
      description={t("description", { resource: resourceId })}
      submitLabel={t("submit")}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      error={error}
    >
      <SuggestField
        control={form.control}
        name="access_key"
        label={t("accessKey")}
        required
        mono
        autoFocus
        suggestions={[]}
        addon={generateButton("access_key")}
      />
      <SuggestField
        control={form.control}
        name="secret_key"
        label={t("secretKey")}
        hint={t("secretHint")}
        required
        mono
        type="password"
        suggestions={[]}
        addon={generateButton("secret_key")}
      />
    </FormDialog>
  );
}
