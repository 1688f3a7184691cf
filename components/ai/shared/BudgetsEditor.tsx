"use client";

import { useTranslations } from "next-intl";
import { useFieldArray } from "react-hook-form";
import type { PermissionDenial } from "@/components/ui/action-button";
import { Skeleton } from "@/components/ui/feedback";
import { NumberField } from "@/components/ui/text-fields";
import { useZodForm } from "@/components/ui/use-zod-form";
import { budgetsFormSchema } from "../model/limit-forms";
import { budgetDraft, budgetLine, emptyBudgetDraft, type BudgetLine } from "../model/limits";
import { DurationField } from "./DurationField";
import { LimitLine, LimitLinesForm, useLimitLinesSave } from "./LimitLinesForm";
import { useAiFormat } from "./use-ai-format";
import { usePortalCurrency } from "./use-portal-currency";
import { useLimitMessages } from "./use-limit-messages";

export interface BudgetsEditorProps {
  lines: BudgetLine[];
  /** Sends the complete new list; an empty list removes every budget. */
  onSave: (lines: Record<string, unknown>[]) => Promise<unknown>;
  denied?: PermissionDenial;
}

/** Spend limits of a key or project: add, change and remove lines, then save them all at once. */
export function BudgetsEditor({ lines, onSave, denied }: BudgetsEditorProps) {
  const t = useTranslations("ai.limits");
  const format = useAiFormat();
  const currency = usePortalCurrency();
  const schema = budgetsFormSchema(useLimitMessages());
  // A line's fields are checked as they change: adding a line checks the whole list, and a period picked from a list
  // never blurs the amount typed before it, so its "required" would otherwise stay until the next blur.
  const form = useZodForm(schema, { mode: "onChange", defaultValues: { lines: lines.map(budgetDraft) } });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "lines" });
  const { submit, error, saved } = useLimitLinesSave(form, "budgets", (values) => onSave(values.lines.map(budgetLine)));
  // The amounts wait for the portal's currency, so that none shows in another first.
  if (currency === undefined) return <Skeleton lines={4} />;

  return (
    <LimitLinesForm
      testId="budgets-editor"
      title={t("budgetsTitle")}
      addLabel={t("addBudget")}
      onAdd={() => append(emptyBudgetDraft())}
      emptyText={fields.length === 0 && t("noBudgets")}
      note={fields.some((field) => typeof field.extra.current_usage === "number") && t("budgetWindowHint")}
      saveLabel={t("saveBudgets")}
      onSubmit={submit}
      error={error}
      saved={saved}
      dirty={form.formState.isDirty}
      submitting={form.formState.isSubmitting}
      denied={denied}
    >
      {fields.map((field, index) => {
        const used = field.extra.current_usage;
        return (
          <LimitLine
            key={field.id}
            label={t("budgetLine", { n: index + 1 })}
            removeLabel={t("removeBudget", { n: index + 1 })}
            onRemove={() => remove(index)}
          >
            <NumberField
              control={form.control}
              name={`lines.${index}.max_limit`}
              label={t("maxLimit")}
              unit={currency ?? undefined}
              min={0}
              step="any"
              required
              className="w-44"
            />
            <DurationField
              control={form.control}
              name={`lines.${index}.reset_duration`}
              label={t("resetEvery")}
              required
              className="w-40"
            />
            {typeof used === "number" && (
              <p className="pb-2 text-sm text-muted">{t("used", { amount: format.money(used, currency) })}</p>
            )}
          </LimitLine>
        );
      })}
    </LimitLinesForm>
  );
}
