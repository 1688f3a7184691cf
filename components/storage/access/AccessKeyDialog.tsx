"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { z } from "zod";
import { FormDialog } from "@/components/ui/form-dialog";
import { KeyPairFields, keyPairShape } from "@/components/ui/key-pair-fields";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { refusedByCatalog } from "@/lib/api/catalog-check";
import { miscOperations } from "@/lib/portal/operations/misc";
import { applyFieldIssues } from "@/lib/api/form-issues";
import { portalKey, usePortalMutation } from "@/lib/api/hooks";

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
  const schema = useMemo(
    () =>
      z.object(
        keyPairShape({
          required: tForm("required"),
          noSpaces: tForm("noSpaces"),
          tooShort: (min) => tForm("tooShort", { min }),
        }),
      ),
    [tForm],
  );
  const defaults = { access_key: "", secret_key: "" };
  const form = useZodForm(schema, { defaultValues: defaults });
  const [error, setError] = useState<unknown>(null);
  const queryClient = useQueryClient();
  // The pair on screen stops working with the replace. When the catalog's reload of it failed, it is dropped and
  // read once more, so a second failure shows the error with Retry rather than the old pair as if it were current.
  const update = usePortalMutation("objaccess.update", {
    onSuccess: () =>
      queryClient.resetQueries({
        queryKey: portalKey("objaccess.get"),
        predicate: (query) => query.state.status === "error",
      }),
  });

  const close = (next: boolean) => {
    if (!next) {
      form.reset(defaults);
      setError(null);
    }
    onOpenChange(next);
  };

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const payload = { resource_id: resourceId, ...values };
    if (refusedByCatalog(miscOperations["objaccess.update"], payload, form.setError, tForm("invalid"))) return;
    try {
      await update.mutateAsync(payload);
      toast({ title: t("saved"), tone: "ok" });
      close(false);
    } catch (caught) {
      if (!applyFieldIssues(caught, form.setError, FIELDS)) setError(caught);
    }
  });

  return (
    <FormDialog
      dirty={form.formState.isDirty}
      open={open}
      onOpenChange={close}
      title={t("title")}
      description={t("description", { resource: resourceId })}
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
    </FormDialog>
  );
}
