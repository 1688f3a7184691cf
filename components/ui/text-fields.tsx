"use client";

import type { FieldPath, FieldValues } from "react-hook-form";
import { cn } from "./cn";
import { FieldShell, inputClasses, readOnlyInputClasses, useFieldControl, type FieldProps } from "./form-field";

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
  control,
  name,
  label,
  hint,
  required,
  disabled,
  className,
  type = "text",
  mono,
  ...inputProps
}: TextFieldProps<T, N, TT>) {
  const { field, inputRef, ids, error, aria } = useFieldControl({ control, name, hint, required, disabled });
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <input
        {...inputProps}
        {...aria}
        type={type}
        name={field.name}
        ref={inputRef}
        value={field.value ?? ""}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={field.disabled}
        className={cn(inputProps.readOnly ? readOnlyInputClasses : inputClasses, "h-9", mono && "font-mono")}
      />
    </FieldShell>
  );
}

export interface TextAreaFieldProps<T extends FieldValues, N extends FieldPath<T>, TT = T> extends FieldProps<T, N, TT> {
  rows?: number;
  placeholder?: string;
  readOnly?: boolean;
  mono?: boolean;
}

/** A multi-line text input (descriptions, JSON, prompts). */
export function TextAreaField<T extends FieldValues, N extends FieldPath<T>, TT = T>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  className,
  rows = 4,
  mono,
  ...inputProps
}: TextAreaFieldProps<T, N, TT>) {
  const { field, inputRef, ids, error, aria } = useFieldControl({ control, name, hint, required, disabled });
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <textarea
        {...inputProps}
        {...aria}
        rows={rows}
        name={field.name}
        ref={inputRef}
        value={field.value ?? ""}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={field.disabled}
        className={cn(inputProps.readOnly ? readOnlyInputClasses : inputClasses, "py-2", mono && "font-mono")}
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
  control,
  name,
  label,
  hint,
  required,
  disabled,
  className,
  unit,
  ...inputProps
}: NumberFieldProps<T, N, TT>) {
  const { field, inputRef, ids, error, aria } = useFieldControl({ control, name, hint, required, disabled });
  const value: unknown = field.value;
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <div className="flex items-center gap-2">
        <input
          {...inputProps}
          {...aria}
          type="number"
          inputMode="decimal"
          name={field.name}
          ref={inputRef}
          value={typeof value === "number" && Number.isFinite(value) ? value : ""}
          onChange={(event) => field.onChange(event.target.value === "" ? undefined : event.target.valueAsNumber)}
          onBlur={field.onBlur}
          disabled={field.disabled}
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
  control,
  name,
  label,
  hint,
  required,
  disabled,
  className,
  type = "date",
  ...inputProps
}: DateFieldProps<T, N, TT>) {
  const { field, inputRef, ids, error, aria } = useFieldControl({ control, name, hint, required, disabled });
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <input
        {...inputProps}
        {...aria}
        type={type}
        name={field.name}
        ref={inputRef}
        value={field.value ?? ""}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={field.disabled}
        className={cn(inputClasses, "h-9 w-auto")}
      />
    </FieldShell>
  );
}
