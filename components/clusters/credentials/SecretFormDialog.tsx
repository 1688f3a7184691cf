"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { z } from "zod";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextField } from "@/components/ui/text-fields";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { usePortalMutation } from "@/lib/api/hooks";
import type { ClusterSecret } from "../model/credentials";
import { dnsLabel, SECRET_NAME_MAX } from "../model/forms";
import { placeFieldErrors } from "../shared/portal-error";
import { useFormMessages } from "../shared/use-form-messages";
import { revealNewRow } from "@/components/ui/new-record";

const CREDENTIAL_FIELDS = [
  "appCredentialId",
  "appCredentialName",
  "appCredentialSecret",
  "domainName",
  "projectName",
] as const;
const WIRE_FIELDS = {
  secret_name: "name",
  app_credential_id: "appCredentialId",
  app_credential_name: "appCredentialName",
  app_credential_secret: "appCredentialSecret",
  domain_name: "domainName",
  project_name: "projectName",
} as const;

export interface SecretFormDialogProps {
  namespace: string;
  /** Edits this secret; creates one when absent. */
  secret?: ClusterSecret;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Creates or edits an infrastructure credential secret. Values are write-only: the form never shows what was
 * stored (the portal masks it anyway), and on edit an empty field keeps the stored value.
 */
export function SecretFormDialog({ namespace, secret, open, onOpenChange }: SecretFormDialogProps) {
  const t = useTranslations("clusters.credentials.secrets.form");
  const tCommon = useTranslations("clusters.common");
  const m = useFormMessages();
  const editing = secret !== undefined;
  const schema = useMemo(() => {
    // Secrets are taken as typed; the other fields lose stray spaces from copy and paste.
    const secretValue = editing ? z.string().max(4096) : z.string().min(1, m.required).max(4096);
    const value = editing ? z.string().trim().max(4096) : z.string().trim().min(1, m.required).max(4096);
    return z
      .object({
        name: editing ? z.string() : dnsLabel(m, SECRET_NAME_MAX),
        appCredentialId: value,
        appCredentialName: value,
        appCredentialSecret: secretValue,
        domainName: value,
        projectName: value,
      })
      .refine((v) => !editing || CREDENTIAL_FIELDS.some((field) => v[field] !== ""), {
        path: ["appCredentialSecret"],
        message: t("nothingToChange"),
      });
  }, [editing, m, t]);
  const defaults = {
    name: "",
    appCredentialId: "",
    appCredentialName: "",
    appCredentialSecret: "",
    domainName: "",
    projectName: "",
  };
  const form = useZodForm(schema, { defaultValues: defaults });
  const [error, setError] = useState<unknown>(null);
  const create = usePortalMutation("clustermgr.secrets.create");
  const update = usePortalMutation("clustermgr.secret.update");

  const close = (next: boolean) => {
    if (!next) {
      // Nothing typed here outlives the dialog, the secret least of all.
      form.reset(defaults);
      setError(null);
    }
    onOpenChange(next);
  };

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const given = (value: string) => (value === "" ? undefined : value);
    try {
      if (secret) {
        await update.mutateAsync({
          namespace,
          secret_name: secret.name,
          app_credential_id: given(values.appCredentialId),
          app_credential_name: given(values.appCredentialName),
          app_credential_secret: given(values.appCredentialSecret),
          domain_name: given(values.domainName),
          project_name: given(values.projectName),
        });
      } else {
        await create.mutateAsync({
          namespace,
          secret_name: values.name,
          app_credential_id: values.appCredentialId,
          app_credential_name: values.appCredentialName,
          app_credential_secret: values.appCredentialSecret,
          domain_name: values.domainName,
          project_name: values.projectName,
        });
      }
      toast({ title: t(editing ? "saved" : "created", { name: secret?.name ?? values.name }) });
      close(false);
      if (!secret) revealNewRow("cluster.secret", values.name);
    } catch (caught) {
      if (!placeFieldErrors(caught, form.setError, WIRE_FIELDS)) setError(caught);
    }
  });

  const keepHint = editing ? t("keepHint") : undefined;
  return (
    <FormDialog
      dirty={form.formState.isDirty}
      open={open}
      onOpenChange={close}
      title={editing ? t("editTitle", { name: secret.name }) : t("createTitle")}
      description={t("description")}
      submitLabel={editing ? tCommon("save") : t("create")}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      error={error}
      autoComplete="off"
    >
      {!editing && (
        <TextField control={form.control} name="name" label={t("name")} hint={t("nameHint")} required mono autoFocus />
      )}
      <TextField
        control={form.control}
        name="appCredentialId"
        label={t("appCredentialId")}
        hint={keepHint}
        required={!editing}
        mono
      />
      <TextField
        control={form.control}
        name="appCredentialName"
        label={t("appCredentialName")}
        hint={keepHint}
        required={!editing}
      />
      <TextField
        control={form.control}
        name="appCredentialSecret"
        type="password"
        autoComplete="new-password"
        label={t("appCredentialSecret")}
        hint={editing ? t("secretKeepHint") : t("secretHint")}
        required={!editing}
        mono
      />
      <TextField control={form.control} name="domainName" label={t("domainName")} hint={keepHint} required={!editing} />
      <TextField
        control={form.control}
        name="projectName"
        label={t("projectName")}
        hint={keepHint}
        required={!editing}
      />
    </FormDialog>
  );
}
