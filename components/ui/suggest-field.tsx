"use client";

import { useId, type ReactNode } from "react";
import type { FieldPath, FieldValues } from "react-hook-form";
import { cn } from "./cn";
import { FieldShell, inputClasses, useBoundField, type FieldProps } from "./form-field";

/** An offered value; `label` is shown next to it where the browser supports it. */
export type Suggestion = string | { value: string; label?: string };

export interface SuggestFieldProps<T extends FieldValues, N extends FieldPath<T>, TT = T> extends FieldProps<T, N, TT> {
  suggestions: readonly Suggestion[];
  mono?: boolean;
  autoFocus?: boolean;
  placeholder?: string;
  /** A control placed right of the input (a "Generate" button). */
  addon?: ReactNode;
  type?: "text" | "password" | "url";
}

/**
 * Free text with suggestions (a native datalist: keyboard and screen readers work everywhere), for values the
 * portal does not list: tiers, reset periods, clients, bucket names, quota names. Any other text is allowed too.
 */
export function SuggestField<T extends FieldValues, N extends FieldPath<T>, TT = T>({
  suggestions,
  mono,
  autoFocus,
  placeholder,
  addon,
  type = "text",
  ...props
}: SuggestFieldProps<T, N, TT>) {
  const { shell, input: bound, inputRef } = useBoundField(props);
  const listId = useId();
  const options = suggestions.map((option) => (typeof option === "string" ? { value: option } : option));
  const input = (
    <input
      {...bound}
      ref={inputRef}
      type={type}
      list={options.length > 0 ? listId : undefined}
      autoComplete="off"
      autoFocus={autoFocus}
      placeholder={placeholder}
      spellCheck={false}
      className={cn(inputClasses, "h-9", mono && "font-mono")}
    />
  );
  return (
    <FieldShell {...shell}>
      {addon ? (
        <div className="flex items-center gap-2">
          {input}
          {addon}
        </div>
      ) : (
        input
      )}
      {options.length > 0 && (
        <datalist id={listId}>
          {options.map((option) => (
            <option key={option.value} value={option.value} label={option.label} />
          ))}
        </datalist>
      )}
    </FieldShell>
  );
}
