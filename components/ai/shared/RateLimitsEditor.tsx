"use client";

import { useTranslations } from "next-intl";
import { useFieldArray } from "react-hook-form";
import type { PermissionDenial } from "@/components/ui/action-button";
import { NumberField } from "@/components/ui/text-fields";
import { useZodForm } from "@/components/ui/use-zod-form";
import { rateLimitsFormSchema } from "../model/limit-forms";
import { emptyRateLimitDraft, rateLimitDraft, rateLimitLine, type RateLimitLine } from "../model/limits";
import { DurationField } from "./DurationField";
import { LimitLine, LimitLinesForm, useLimitLinesSave } from "./LimitLinesForm";
import { useLimitMessages } from "./use-limit-messages";

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
  // A line's fields are checked as they change: adding a line checks the whole list, and a period picked from a list
  // never blurs the amount typed before it, so its "required" would otherwise stay until the next blur.
  const form = useZodForm(schema, { mode: "onChange", defaultValues: { lines: lines.map(rateLimitDraft) } });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "lines" });
  const { submit, error, saved } = useLimitLinesSave(form, "rate_limits", (values) =>
    onSave(values.lines.map(rateLimitLine)),
  );

  return (
    <LimitLinesForm
      testId="rate-limits-editor"
      title={t("rateLimitsTitle")}
      addLabel={t("addRateLimit")}
      onAdd={() => append(emptyRateLimitDraft())}
      emptyText={fields.length === 0 && t("noRateLimits")}
      saveLabel={t("saveRateLimits")}
      onSubmit={submit}
      error={error}
      saved={saved}
      dirty={form.formState.isDirty}
      submitting={form.formState.isSubmitting}
      denied={denied}
    >
      {fields.map((field, index) => (
        <LimitLine
          key={field.id}
          label={t("rateLimitLine", { n: index + 1 })}
          removeLabel={t("removeRateLimit", { n: index + 1 })}
          onRemove={() => remove(index)}
        >
          <NumberField
            control={form.control}
            name={`lines.${index}.token_max_limit`}
            label={t("tokenLimit")}
            unit={t("tokensUnit")}
            min={1}
            step={1}
            className="w-48"
          />
          <DurationField
            control={form.control}
            name={`lines.${index}.token_reset_duration`}
            label={t("tokenPeriod")}
            className="w-40"
          />
          <NumberField
            control={form.control}
            name={`lines.${index}.request_max_limit`}
            label={t("requestLimit")}
            unit={t("requestsUnit")}
            min={1}
            step={1}
            className="w-48"
          />
          <DurationField
            control={form.control}
            name={`lines.${index}.request_reset_duration`}
            label={t("requestPeriod")}
            className="w-40"
          />
        </LimitLine>
      ))}
    </LimitLinesForm>
  );
}
