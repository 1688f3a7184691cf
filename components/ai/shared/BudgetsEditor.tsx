"use client";

import { Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useFieldArray } from "react-hook-form";
import type { PermissionDenial } from "@/components/ui/action-button";
import { ActionButton } from "@/components/ui/action-button";
import { Button, IconButton } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { NumberField } from "@/components/ui/text-fields";
import { useZodForm } from "@/components/ui/use-zod-form";
import { budgetDraft, budgetLine, budgetsFormSchema, emptyBudgetDraft, type BudgetLine } from "../model/limits";
import { DurationField } from "./SuggestField";
import { applyFieldIssues, useLimitMessages } from "./form-helpers";
import { useAiFormat } from "./use-ai-format";

export interface BudgetsEditorProps {
  lines: BudgetLine[];
  currency: string;
  /** Sends the complete new list; an empty list removes every budget. */
  onSave: (lines: Record<string, unknown>[]) => Promise<unknown>;
  denied?: PermissionDenial;
}

/** Spend limits of a key or project: add, change and remove lines, then save them all at once. */
export function BudgetsEditor({ lines, currency, onSave, denied }: BudgetsEditorProps) {
  const t = useTranslations("ai.limits");
  const format = useAiFormat();
  const schema = budgetsFormSchema(useLimitMessages());
  const form = useZodForm(schema, { defaultValues: { lines: lines.map(budgetDraft) } });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "lines" });
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const titleId = useId();

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    setSaved(false);
    try {
      await onSave(values.lines.map(budgetLine));
      // What was saved becomes the new baseline, so "Save" disables until the next change.
      form.reset(values);
      setSaved(true);
    } catch (caught) {
      if (!applyFieldIssues(caught, form.setError, ["lines"], { budgets: "lines" })) setError(caught);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId} className="space-y-3" data-testid="budgets-editor">
      <div className="flex items-center justify-between gap-2">
        <h3 id={titleId} className="font-semibold">
          {t("budgetsTitle")}
        </h3>
        <Button size="sm" icon={<Plus aria-hidden className="size-4" />} onClick={() => append(emptyBudgetDraft())}>
          {t("addBudget")}
        </Button>
      </div>
      {fields.length === 0 && <p className="text-sm text-muted">{t("noBudgets")}</p>}
      <ul className="space-y-2">
        {fields.map((field, index) => {
          const used = field.extra.current_usage;
          return (
            <li key={field.id} className="flex flex-wrap items-end gap-3 rounded-md border border-line p-3" aria-label={t("budgetLine", { n: index + 1 })}>
              <NumberField
                control={form.control}
                name={`lines.${index}.max_limit`}
                label={t("maxLimit")}
                unit={currency}
                min={0}
                step="any"
                required
                className="w-44"
              />
              <DurationField control={form.control} name={`lines.${index}.reset_duration`} label={t("resetEvery")} required className="w-40" />
              {typeof used === "number" && (
                <p className="pb-2 text-sm text-muted">{t("used", { amount: format.money(used, currency) })}</p>
              )}
              <IconButton
                className="mb-0.5 ml-auto"
                aria-label={t("removeBudget", { n: index + 1 })}
                icon={<Trash2 aria-hidden className="size-4" />}
                onClick={() => remove(index)}
              />
            </li>
          );
        })}
      </ul>
      <FormError error={error} />
      <div className="flex items-center gap-3">
        <ActionButton type="submit" variant="primary" size="sm" denied={denied} loading={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
          {t("saveBudgets")}
        </ActionButton>
        <span role="status" className="text-sm text-muted">
          {saved && !form.formState.isDirty ? t("saved") : ""}
        </span>
      </div>
    </form>
  );
}
