"use client";

import { useId, type ReactNode } from "react";
import type { FieldPath, FieldValues } from "react-hook-form";
import { cn } from "@/components/ui/cn";
import { FieldShell, inputClasses, useFieldControl, type FieldProps } from "@/components/ui/form-field";

export interface SuggestFieldProps<T extends FieldValues, N extends FieldPath<T>> extends FieldProps<T, N> {
  /** Offered values; `label` is shown next to the value where the browser supports it. */
  suggestions: readonly { value: string; label?: string }[];
  mono?: boolean;
  autoFocus?: boolean;
  placeholder?: string;
  /** A control placed right of the input (a "Generate" button). */
  addon?: ReactNode;
  type?: "text" | "password" | "url";
}

/**
 * Free text with suggestions (a native datalist: keyboard and screen readers work everywhere), for values the
 * portal does not list: clients, resellers, bucket names, quota names.
 */
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
  placeholder,
  addon,
  type = "text",
}: SuggestFieldProps<T, N>) {
  const { field, inputRef, ids, error, aria } = useFieldControl({ control, name, hint, required, disabled });
  const listId = useId();
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <div className="flex items-center gap-2">
        <input
          {...aria}
          type={type}
          list={suggestions.length > 0 ? listId : undefined}
          name={field.name}
          ref={inputRef}
          value={field.value ?? ""}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={field.disabled}
          autoComplete="off"
          autoFocus={autoFocus}
          placeholder={placeholder}
          spellCheck={false}
          className={cn(inputClasses, "h-9", mono && "font-mono")}
        />
        {addon}
      </div>
      {suggestions.length > 0 && (
        <datalist id={listId}>
          {suggestions.map((option) => (
            <option key={option.value} value={option.value} label={option.label} />
          ))}
        </datalist>
      )}
    </FieldShell>
  );
}
