"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { z } from "zod";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextField } from "@/components/ui/text-fields";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { usePortalMutation } from "@/lib/api/hooks";
import { refusedByCatalog } from "@/lib/api/catalog-check";
import { iaasOperations } from "@/lib/portal/operations/iaas";
import { applyFieldIssues } from "@/lib/api/form-issues";
import { revealNewRow } from "@/components/ui/new-record";

/** Creates a domain (POST /iaas/domains, name required). */
export function DomainCreateDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("infrastructure.domains.create");
  const tForm = useTranslations("infrastructure.form");
  const schema = useMemo(() => z.object({ name: z.string().trim().min(1, tForm("required")).max(64) }), [tForm]);
  const form = useZodForm(schema, { defaultValues: { name: "" } });
  const [error, setError] = useState<unknown>(null);
  const create = usePortalMutation("iaas.domains.create");

  const close = (next: boolean) => {
    if (!next) {
      form.reset({ name: "" });
      setError(null);
    }
    onOpenChange(next);
  };

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    if (refusedByCatalog(iaasOperations["iaas.domains.create"], values, form.setError, tForm("invalid"), () => "name"))
      return;
    try {
      const created = await create.mutateAsync(values);
      toast({ title: t("created", { name: values.name }), tone: "ok" });
      close(false);
      // A row is known by its id, else its name (records.ts).
      const id = created?.domain?.id;
      revealNewRow("iaas.domain", typeof id === "string" || typeof id === "number" ? String(id) : values.name);
    } catch (caught) {
      if (!applyFieldIssues(caught, form.setError, ["name"])) setError(caught);
    }
  });

  return (
    <FormDialog
      dirty={form.formState.isDirty}
      open={open}
      onOpenChange={close}
      title={t("title")}
      description={t("description")}
      size="sm"
      submitLabel={t("submit")}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      error={error}
    >
      <TextField control={form.control} name="name" label={t("name")} hint={t("nameHint")} required autoFocus mono />
    </FormDialog>
  );
}
