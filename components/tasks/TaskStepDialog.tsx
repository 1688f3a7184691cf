"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { z } from "zod";
import { SelectField } from "@/components/ui/choice-fields";
import { TextAreaField, TextField } from "@/components/ui/text-fields";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { applyFieldIssues } from "@/lib/api/form-issues";
import { FormDialog } from "@/components/ui/form-dialog";
import { usePortalMutation } from "@/lib/api/hooks";

const METHODS = ["GET", "POST", "PATCH", "PUT", "DELETE"] as const;
const FIELDS = ["description", "method", "params", "step_path"] as const;

/** Adds a step to a task (POST /task/{id}/step): description, method, params (a JSON text) and path are required. */
export function TaskStepDialog({
  taskId,
  open,
  onOpenChange,
}: {
  taskId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations("tasks.step");
  const tForm = useTranslations("tasks.form");
  const schema = useMemo(
    () =>
      z.object({
        description: z.string().trim().min(1, tForm("required")).max(500, tForm("tooLong")),
        method: z.string().min(1, tForm("required")),
        params: z
          .string()
          .trim()
          .min(1, tForm("required"))
          .refine((text) => {
            try {
              JSON.parse(text);
              return true;
            } catch {
              return false;
            }
          }, t("paramsJson")),
        step_path: z
          .string()
          .trim()
          .min(1, tForm("required"))
          .max(2000, tForm("tooLong"))
          .startsWith("/", t("pathSlash")),
      }),
    [t, tForm],
  );
  const defaults = { description: "", method: "GET", params: "{}", step_path: "" };
  const form = useZodForm(schema, { defaultValues: defaults });
  const [error, setError] = useState<unknown>(null);
  const add = usePortalMutation("task.steps.create");
  const close = (next: boolean) => {
    if (!next) {
      form.reset(defaults);
      setError(null);
    }
    onOpenChange(next);
  };
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await add.mutateAsync({ task_id: taskId, ...values });
      toast({ title: t("added"), tone: "ok" });
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
      description={t("description")}
      submitLabel={t("submit")}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      error={error}
    >
      <TextField control={form.control} name="description" label={t("descriptionField")} required autoFocus />
      <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
        <SelectField
          control={form.control}
          name="method"
          label={t("method")}
          required
          options={METHODS.map((m) => ({ value: m, label: m }))}
        />
        <TextField control={form.control} name="step_path" label={t("path")} hint={t("pathHint")} required mono />
      </div>
      <TextAreaField
        control={form.control}
        name="params"
        label={t("params")}
        hint={t("paramsHint")}
        required
        rows={4}
        mono
      />
    </FormDialog>
  );
}
