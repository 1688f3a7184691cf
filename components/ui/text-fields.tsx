"use client";

import type { FieldPath, FieldValues } from "react-hook-form";
import { cn } from "./cn";
import { FieldShell, inputClasses, readOnlyInputClasses, useBoundField, type FieldProps } from "./form-field";

export interface TextFieldProps<T extends FieldValues, N extends FieldPath<T>, TT = T> extends FieldProps<T, N, TT> {
  type?: "text" | "email" | "password" | "url" | "search" | "tel";
  placeholder?: string;
  autoComplete?: string;
  readOnly?: boolean;
  autoFocus?: boolean;
  spellCheck?: boolean;
  /** Monospace for ids, names and keys. */
  mono?: boolean;
}

/**
 * A single-line text input bound to a react-hook-form field. No `maxLength`: the browser would cut a pasted text
 * silently; the form's schema states the limit and its message names it.
 */
export function TextField<T extends FieldValues, N extends FieldPath<T>, TT = T>({
  type = "text",
  placeholder,
  autoComplete,
  readOnly,
  autoFocus,
  spellCheck,
  mono,
  ...props
}: TextFieldProps<T, N, TT>) {
  const { shell, input, inputRef } = useBoundField(props);
  return (
    <FieldShell {...shell}>
      <input
        {...input}
        ref={inputRef}
        type={type}
        placeholder={placeholder}
        autoComplete={autoComplete}
        readOnly={readOnly}
        autoFocus={autoFocus}
        spellCheck={spellCheck}
        className={cn(readOnly ? readOnlyInputClasses : inputClasses, "h-9", mono && "font-mono")}
      />
    </FieldShell>
  );
}

export interface TextAreaFieldProps<T extends FieldValues, N extends FieldPath<T>, TT = T> extends FieldProps<
  T,
  N,
  TT
> {
  rows?: number;
  placeholder?: string;
  readOnly?: boolean;
  mono?: boolean;
}

/** A multi-line text input (descriptions, JSON, prompts). */
export function TextAreaField<T extends FieldValues, N extends FieldPath<T>, TT = T>({
  rows = 4,
  placeholder,
  readOnly,
  mono,
  ...props
}: TextAreaFieldProps<T, N, TT>) {
  const { shell, input, inputRef } = useBoundField(props);
  return (
    <FieldShell {...shell}>
      <textarea
        {...input}
        ref={inputRef}
        rows={rows}
        placeholder={placeholder}
        readOnly={readOnly}
        className={cn(readOnly ? readOnlyInputClasses : inputClasses, "py-2", mono && "font-mono")}
      />
    </FieldShell>
  );
}

export interface NumberFieldProps<T extends FieldValues, N extends FieldPath<T>, TT = T> extends FieldProps<T, N, TT> {
  min?: number;
  max?: number;
  step?: number | "any";
  placeholder?: string;
  /** Unit shown after the input ("GB", "€", "requests/min"), already translated. */
  unit?: string;
}

/**
 * A number input whose form value is a number, or `undefined` when empty (so `z.number().optional()` works and a
 * required `z.number()` reports the empty field).
 */
export function NumberField<T extends FieldValues, N extends FieldPath<T>, TT = T>({
  min,
  max,
  step,
  placeholder,
  unit,
  ...props
}: NumberFieldProps<T, N, TT>) {
  const { shell, input, inputRef, field } = useBoundField(props);
  const value: unknown = field.value;
  return (
    <FieldShell {...shell}>
      <div className="flex items-center gap-2">
        <input
          {...input}
          ref={inputRef}
          type="number"
          inputMode="decimal"
          min={min}
          max={max}
          step={step}
          placeholder={placeholder}
          value={typeof value === "number" && Number.isFinite(value) ? value : ""}
          onChange={(event) => field.onChange(event.target.value === "" ? undefined : event.target.valueAsNumber)}
          className={cn(inputClasses, "h-9 tabular-nums")}
        />
        {unit && <span className="shrink-0 text-sm text-muted">{unit}</span>}
      </div>
    </FieldShell>
  );
}

export interface DateFieldProps<T extends FieldValues, N extends FieldPath<T>, TT = T> extends FieldProps<T, N, TT> {
  /** "date" keeps `YYYY-MM-DD`, "datetime-local" keeps `YYYY-MM-DDTHH:mm` (local time, no zone). */
  type?: "date" | "datetime-local";
  min?: string;
  max?: string;
}

/** A native date picker; the form value is the input's ISO string ("" when empty). */
export function DateField<T extends FieldValues, N extends FieldPath<T>, TT = T>({
  type = "date",
  min,
  max,
  ...props
}: DateFieldProps<T, N, TT>) {
  const { shell, input, inputRef } = useBoundField(props);
  return (
    <FieldShell {...shell}>
      <input {...input} ref={inputRef} type={type} min={min} max={max} className={cn(inputClasses, "h-9 w-auto")} />
    </FieldShell>
  );
}
