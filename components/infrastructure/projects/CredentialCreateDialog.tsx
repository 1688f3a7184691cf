"use client";

import { TriangleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { z } from "zod";
import { Dialog } from "@/components/ui/dialog";
import { FormDialog } from "@/components/ui/form-dialog";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/choice-fields";
import { CopyButton } from "@/components/ui/copy-button";
import { SecretField } from "@/components/ui/secret-field";
import { TextField } from "@/components/ui/text-fields";
import { useZodForm } from "@/components/ui/use-zod-form";
import { usePortalMutation } from "@/lib/api/hooks";
import { refusedByCatalog } from "@/lib/api/catalog-check";
import { iaasOperations } from "@/lib/portal/operations/iaas";
import { applyFieldIssues } from "@/lib/api/form-issues";
import { KeyPairFields, keyPairShape, type KeyPairMessages } from "@/components/ui/key-pair-fields";
import { SuggestField } from "@/components/ui/suggest-field";
import { createdKeys, parseRoles } from "./credential-model";

const FIELDS = ["access_key", "secret_key", "description", "roles", "user_bound"] as const;
const ROLE_SUGGESTIONS = [{ value: "member" }, { value: "reader" }, { value: "admin" }];

function credentialSchema(messages: KeyPairMessages) {
  return z.object({
    ...keyPairShape(messages),
    description: z.string().trim().min(1, messages.required).max(2000),
    roles: z.string().refine((text) => parseRoles(text).length > 0, messages.required),
    user_bound: z.boolean(),
  });
}

export interface CredentialCreateDialogProps {
  projectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Creates a credential (POST /iaas/credentials/{project_id}). On success the dialog turns into the one place the
 * secret key is ever shown, with copy buttons; closing it forgets the secret.
 */
export function CredentialCreateDialog({ projectId, open, onOpenChange }: CredentialCreateDialogProps) {
  const t = useTranslations("infrastructure.credentials.create");
  const tForm = useTranslations("infrastructure.form");
  const schema = useMemo(
    () => credentialSchema({ required: tForm("required"), noSpaces: tForm("noSpaces"), tooShort: () => t("tooShort") }),
    [t, tForm],
  );
  const defaults = { access_key: "", secret_key: "", description: "", roles: "member", user_bound: false };
  const form = useZodForm(schema, { defaultValues: defaults });
  const [error, setError] = useState<unknown>(null);
  const [created, setCreated] = useState<{ access: string; secret: string } | null>(null);
  const create = usePortalMutation("iaas.credentials.create");

  const close = (next: boolean) => {
    if (!next) {
      form.reset(defaults);
      setError(null);
      setCreated(null);
    }
    onOpenChange(next);
  };

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const payload = {
      project_id: projectId,
      access_key: values.access_key,
      secret_key: values.secret_key,
      description: values.description,
      roles: parseRoles(values.roles),
      user_bound: values.user_bound,
    };
    if (refusedByCatalog(iaasOperations["iaas.credentials.create"], payload, form.setError, tForm("invalid"))) return;
    try {
      const answer = await create.mutateAsync(payload);
      setCreated(createdKeys(answer?.credential, values));
      // The secret now lives only in the one-time view; the form forgets it.
      form.reset(defaults);
    } catch (caught) {
      if (!applyFieldIssues(caught, form.setError, FIELDS)) setError(caught);
    }
  });

  if (created) {
    return (
      <Dialog
        open={open}
        onOpenChange={close}
        title={t("createdTitle")}
        description={t("createdDescription")}
        footer={
          <Button variant="primary" onClick={() => close(false)}>
            {t("done")}
          </Button>
        }
      >
        <div className="space-y-4" data-testid="credential-created">
          <p
            role="note"
            className="flex items-start gap-2 rounded-md border border-warn/40 bg-warn/10 px-3 py-2 text-sm text-ink"
          >
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warn" />
            {t("onceWarning")}
          </p>
          <div className="space-y-1.5">
            <span className="text-sm font-medium text-ink">{t("accessKey")}</span>
            <div className="flex items-center gap-1 rounded-md border border-line bg-raised pl-3">
              <output className="min-w-0 flex-1 truncate py-2 font-mono text-sm">{created.access}</output>
              <CopyButton value={created.access} label={t("copyAccess")} />
            </div>
          </div>
          <SecretField label={t("secretKey")} value={created.secret} defaultRevealed />
        </div>
      </Dialog>
    );
  }

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
      <KeyPairFields
        form={form}
        labels={{
          accessKey: t("accessKey"),
          secretKey: t("secretKey"),
          secretHint: t("secretHint"),
          generate: t("generate"),
          generateAccess: t("generateAccess"),
          generateSecret: t("generateSecret"),
        }}
      />
      <TextField control={form.control} name="description" label={t("descriptionField")} required />
      <SuggestField
        control={form.control}
        name="roles"
        label={t("roles")}
        hint={t("rolesHint")}
        required
        suggestions={ROLE_SUGGESTIONS}
      />
      <CheckboxField control={form.control} name="user_bound" label={t("userBound")} hint={t("userBoundHint")} />
    </FormDialog>
  );
}
