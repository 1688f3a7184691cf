"use client";

import { useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { z } from "zod";
import { FormDialog } from "@/components/ui/form-dialog";
import { SelectField } from "@/components/ui/choice-fields";
import { TextField } from "@/components/ui/text-fields";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { usePortalMutation } from "@/lib/api/hooks";
import type { ClusterSecret } from "../model/credentials";
import { dnsLabel, SECRET_NAME_MAX } from "../model/forms";
import { placeFieldErrors } from "../shared/portal-error";
import { useFormMessages } from "../shared/use-form-messages";
import { revealNewRow } from "@/components/ui/new-record";

const WIRE_FIELDS = { secretbinding_name: "name", secret_name: "secret" } as const;

export interface BindingCreateDialogProps {
  namespace: string;
  secrets: ClusterSecret[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Binds a secret so clusters can use it (POST /clustermgr/{namespace}/secretbindings). */
export function BindingCreateDialog({ namespace, secrets, open, onOpenChange }: BindingCreateDialogProps) {
  const t = useTranslations("clusters.credentials.bindings.create");
  const m = useFormMessages();
  const schema = useMemo(
    () => z.object({ name: dnsLabel(m, SECRET_NAME_MAX), secret: z.string().min(1, m.required) }),
    [m],
  );
  const onlySecret = secrets.length === 1 ? secrets[0].name : "";
  const form = useZodForm(schema, { defaultValues: { name: "", secret: onlySecret } });
  // Each opening starts fresh, with the project's only secret chosen when there is just one.
  useEffect(() => {
    if (open) form.reset({ name: "", secret: onlySecret });
  }, [open, onlySecret, form]);
  const [error, setError] = useState<unknown>(null);
  const create = usePortalMutation("clustermgr.secretBindings.create");

  const close = (next: boolean) => {
    if (!next) setError(null);
    onOpenChange(next);
  };

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await create.mutateAsync({ namespace, secretbinding_name: values.name, secret_name: values.secret });
      toast({ title: t("created", { name: values.name }) });
      close(false);
      revealNewRow("cluster.binding", values.name);
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
      <TextField control={form.control} name="name" label={t("name")} hint={t("nameHint")} required mono autoFocus />
      <SelectField
        control={form.control}
        name="secret"
        label={t("secret")}
        placeholder={t("choose")}
        options={secrets.map((secret) => ({ value: secret.name, label: secret.name }))}
        required
      />
    </FormDialog>
  );
}
