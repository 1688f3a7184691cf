"use client";

import type { FieldPath, FieldValues } from "react-hook-form";
import type { FieldProps } from "@/components/ui/form-field";
import { SuggestField } from "@/components/ui/suggest-field";
import { DURATION_SUGGESTIONS } from "../model/limits";

/** A reset period ("30d", "1m") of a budget or rate limit. */
export function DurationField<T extends FieldValues, N extends FieldPath<T>, TT = T>(props: FieldProps<T, N, TT>) {
  return <SuggestField {...props} suggestions={DURATION_SUGGESTIONS} mono />;
}
