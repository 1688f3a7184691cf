"use client";

import { Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useFieldArray } from "react-hook-form";
import { ActionButton, type PermissionDenial } from "@/components/ui/action-button";
import { Button, IconButton } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { NumberField } from "@/components/ui/text-fields";
import { useZodForm } from "@/components/ui/use-zod-form";
import { emptyRateLimitDraft, rateLimitDraft, rateLimitLine, rateLimitsFormSchema, type RateLimitLine } from "../model/limits";
import { DurationField } from "./SuggestField";
import { applyFieldIssues, useLimitMessages } from "./form-helpers";

export interface RateLimitsEditorProps {
  lines: RateLimitLine[];
  /** Sends the complete new list; an empty list removes every rate limit. */
  onSave: (lines: Record<string, unknown>[]) => Promise<unknown>;
  denied?: PermissionDenial;
}

/** Token and request caps per period of a key or project: add, change and remove lines, then save them at once. */
export function RateLimitsEditor({ lines, onSave, denied }: RateLimitsEditorProps) {
  const t = useTranslations("ai.limits");
  const schema = rateLimitsFormSchema(useLimitMessages());
  const form = useZodForm(schema, { defaultValues: { lines: lines.map(rateLimitDraft) } });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "lines" });
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const titleId = useId();

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    setSaved(false);
    try {
      await onSave(values.lines.map(rateLimitLine));
      form.reset(values);
      setSaved(true);
    } catch (caught) {
      if (!applyFieldIssues(caught, form.setError, ["lines"], { rate_limits: "lines" })) setError(caught);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId} className="space-y-3" data-testid="rate-limits-editor">
      <div className="flex items-center justify-between gap-2">
        <h3 id={titleId} className="font-semibold">
          {t("rateLimitsTitle")}
        </h3>
        <Button size="sm" icon={<Plus aria-hidden className="size-4" />} onClick={() => append(emptyRateLimitDraft())}>
          {t("addRateLimit")}
        </Button>
      </div>
      {fields.length === 0 && <p className="text-sm text-muted">{t("noRateLimits")}</p>}
      <ul className="space-y-2">
        {fields.map((field, index) => (
          <li key={field.id} className="flex flex-wrap items-end gap-3 rounded-md border border-line p-3" aria-label={t("rateLimitLine", { n: index + 1 })}>
            <NumberField control={form.control} name={`lines.${index}.token_max_limit`} label={t("tokenLimit")} unit={t("tokensUnit")} min={1} step={1} className="w-48" />
            <DurationField control={form.control} name={`lines.${index}.token_reset_duration`} label={t("tokenPeriod")} className="w-40" />
            <NumberField control={form.control} name={`lines.${index}.request_max_limit`} label={t("requestLimit")} unit={t("requestsUnit")} min={1} step={1} className="w-48" />
            <DurationField control={form.control} name={`lines.${index}.request_reset_duration`} label={t("requestPeriod")} className="w-40" />
            <IconButton
              className="mb-0.5 ml-auto"
              aria-label={t("removeRateLimit", { n: index + 1 })}
              icon={<Trash2 aria-hidden className="size-4" />}
              onClick={() => remove(index)}
            />
          </li>
        ))}
      </ul>
      <FormError error={error} />
      <div className="flex items-center gap-3">
        <ActionButton type="submit" variant="primary" size="sm" denied={denied} loading={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
          {t("saveRateLimits")}
        </ActionButton>
        <span role="status" className="text-sm text-muted">
          {saved && !form.formState.isDirty ? t("saved") : ""}
        </span>
      </div>
    </form>
  );
}
