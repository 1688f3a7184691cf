"use client";

import { useId } from "react";
import type { FieldPath, FieldValues } from "react-hook-form";
import { cn } from "@/components/ui/cn";
import { FieldShell, inputClasses, useFieldControl, type FieldProps } from "@/components/ui/form-field";

export interface SuggestFieldProps<T extends FieldValues, N extends FieldPath<T>> extends FieldProps<T, N> {
  /** Offered while typing; any other text is allowed too. */
  suggestions: readonly { value: string; label?: string }[];
  mono?: boolean;
  autoFocus?: boolean;
}

/** A text field with suggestions (a native datalist): pick a known value or type another one. */
export function SuggestField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  className,
  suggestions,
  mono,
  autoFocus,
}: SuggestFieldProps<T, N>) {
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
        autoFocus={autoFocus}
        autoComplete="off"
        spellCheck={false}
        className={cn(inputClasses, "h-9", mono && "font-mono")}
      />
      <datalist id={listId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion.value} value={suggestion.value}>
            {suggestion.label}
          </option>
        ))}
      </datalist>
    </FieldShell>
  );
}
