"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { z } from "zod";
import { TextField } from "@/components/ui/text-fields";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { applyFieldIssues } from "@/lib/api/form-issues";
import { FormDialog } from "@/components/ui/form-dialog";
import { usePortalMutation } from "@/lib/api/hooks";
import { taskHref } from "./task-model";
import { openNewRecord } from "@/components/ui/new-record";

/** Creates a task with a name (POST /task), then opens it to add steps. */
export function TaskCreateDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("tasks.create");
  const tForm = useTranslations("tasks.form");
  const router = useRouter();
  const schema = useMemo(
    () => z.object({ name: z.string().trim().min(1, tForm("required")).max(200, tForm("tooLong")) }),
    [tForm],
  );
  const form = useZodForm(schema, { defaultValues: { name: "" } });
  const [error, setError] = useState<unknown>(null);
  const create = usePortalMutation("tasks.create");
  const close = (next: boolean) => {
    if (!next) {
      form.reset({ name: "" });
      setError(null);
    }
    onOpenChange(next);
  };
  const submit = form.handleSubmit(async ({ name }) => {
    setError(null);
    try {
      const created = await create.mutateAsync({ name });
      toast({ title: t("created", { name }), tone: "ok" });
      close(false);
      if (created?.id) openNewRecord(router, taskHref(created.id));
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
      submitLabel={t("submit")}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      error={error}
    >
      <TextField control={form.control} name="name" label={t("name")} required autoFocus />
    </FormDialog>
  );
}
