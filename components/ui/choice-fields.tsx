"use client";

import type { FieldPath, FieldValues } from "react-hook-form";
import { Checkbox, Switch } from "./checkbox";
import { cn } from "./cn";
import { FieldShell, inputClasses, useFieldControl, type FieldProps } from "./form-field";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps<T extends FieldValues, N extends FieldPath<T>, TT = T> extends FieldProps<T, N, TT> {
  options: readonly SelectOption[];
  /** An empty first option ("Choose…"); its value is "" so the schema can require a choice. */
  placeholder?: string;
}

/** A native <select>: fast with many options, keyboard and screen-reader friendly on every platform. */
export function SelectField<T extends FieldValues, N extends FieldPath<T>, TT = T>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  className,
  options,
  placeholder,
}: SelectFieldProps<T, N, TT>) {
  const { field, inputRef, ids, error, aria } = useFieldControl({ control, name, hint, required, disabled });
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <select
        {...aria}
        name={field.name}
        ref={inputRef}
        value={field.value ?? ""}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={field.disabled}
        className={cn(inputClasses, "h-9 pr-8")}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** A checkbox bound to a boolean form value. */
export function CheckboxField<T extends FieldValues, N extends FieldPath<T>, TT = T>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  className,
}: FieldProps<T, N, TT>) {
  const { field, inputRef, ids, error, aria } = useFieldControl({ control, name, hint, required, disabled });
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} className={className} layout="inline">
      <Checkbox
        {...aria}
        name={field.name}
        ref={inputRef}
        checked={field.value === true}
        onCheckedChange={(checked) => field.onChange(checked === true)}
        onBlur={field.onBlur}
        disabled={field.disabled}
      />
    </FieldShell>
  );
}

/** A switch bound to a boolean form value, for settings that take effect as a whole ("Enabled"). */
export function SwitchField<T extends FieldValues, N extends FieldPath<T>, TT = T>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  className,
}: FieldProps<T, N, TT>) {
  const { field, inputRef, ids, error, aria } = useFieldControl({ control, name, hint, required, disabled });
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} className={className} layout="inline">
      <Switch
        {...aria}
        name={field.name}
        ref={inputRef}
        checked={field.value === true}
        onCheckedChange={(checked) => field.onChange(checked)}
        onBlur={field.onBlur}
        disabled={field.disabled}
      />
    </FieldShell>
  );
}
