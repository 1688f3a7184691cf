"use client";

import { useId } from "react";
import type { FieldPath, FieldValues } from "react-hook-form";
import { cn } from "@/components/ui/cn";
import { FieldShell, inputClasses, useFieldControl, type FieldProps } from "@/components/ui/form-field";
import { DURATION_SUGGESTIONS } from "../model/limits";

export interface SuggestFieldProps<T extends FieldValues, N extends FieldPath<T>, TT = T> extends FieldProps<T, N, TT> {
  suggestions: readonly string[];
  mono?: boolean;
}

/**
 * Free text with suggestions (a native datalist, so keyboard and screen readers work everywhere): for values whose
 * set the portal does not specify, such as tiers and reset periods.
 */
export function SuggestField<T extends FieldValues, N extends FieldPath<T>, TT = T>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  className,
  suggestions,
  mono,
}: SuggestFieldProps<T, N, TT>) {
  const { field, inputRef, ids, error, aria } = useFieldControl({ control, name, hint, required, disabled });
  const listId = useId();
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <input
        {...aria}
        list={listId}
        name={field.name}
        ref={inputRef}
        value={field.value ?? ""}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={field.disabled}
        autoComplete="off"
        spellCheck={false}
        className={cn(inputClasses, "h-9", mono && "font-mono")}
      />
      <datalist id={listId}>
        {suggestions.map((value) => (
          <option key={value} value={value} />
        ))}
      </datalist>
    </FieldShell>
  );
}

/** A reset period ("30d", "1m"). */
export function DurationField<T extends FieldValues, N extends FieldPath<T>, TT = T>(props: FieldProps<T, N, TT>) {
  return <SuggestField {...props} suggestions={DURATION_SUGGESTIONS} mono />;
}

/** Tiers offered for new keys and projects; the portal does not list them, so other values stay possible. */
export const TIER_SUGGESTIONS = ["basic", "standard", "premium"] as const;
