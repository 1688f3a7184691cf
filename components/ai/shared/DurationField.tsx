"use client";

import { useTranslations } from "next-intl";
import { useWatch, type FieldPath, type FieldValues } from "react-hook-form";
import { SelectField } from "@/components/ui/choice-fields";
import type { FieldProps } from "@/components/ui/form-field";
import { isResetPeriod, RESET_PERIODS } from "../model/limits";

/**
 * A reset period of a budget or rate limit, chosen from the listed durations. A period the portal sent that is not
 * listed stays shown as it is (so it is not silently changed), and the schema asks for a listed one on save.
 */
export function DurationField<T extends FieldValues, N extends FieldPath<T>, TT = T>(props: FieldProps<T, N, TT>) {
  const t = useTranslations("ai.limits.periods");
  const value: unknown = useWatch({ control: props.control, name: props.name });
  const current = typeof value === "string" ? value.trim() : "";
  const options = RESET_PERIODS.map((period) => ({ value: period, label: t(period) }));
  const unlisted = current !== "" && !isResetPeriod(current) ? [{ value: current, label: current }] : [];
  return <SelectField {...props} options={[...unlisted, ...options]} placeholder={props.required ? undefined : ""} />;
}
