"use client";

import type { FieldPath, FieldValues } from "react-hook-form";
import { Checkbox, Switch } from "./checkbox";
import { cn } from "./cn";
import { FieldShell, inputClasses, useBoundField, type FieldProps } from "./form-field";

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
  options,
  placeholder,
  ...props
}: SelectFieldProps<T, N, TT>) {
  const { shell, input, inputRef } = useBoundField(props);
  return (
    <FieldShell {...shell}>
      <select {...input} ref={inputRef} className={cn(inputClasses, "h-9 pr-8")}>
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
export function CheckboxField<T extends FieldValues, N extends FieldPath<T>, TT = T>(props: FieldProps<T, N, TT>) {
  return <BooleanField {...props} Control={Checkbox} />;
}

/** A switch bound to a boolean form value, for settings that take effect as a whole ("Enabled"). */
export function SwitchField<T extends FieldValues, N extends FieldPath<T>, TT = T>(props: FieldProps<T, N, TT>) {
  return <BooleanField {...props} Control={Switch} />;
}

/** A boolean form value as a checkbox or a switch, its label after it; required marks no boolean. */
function BooleanField<T extends FieldValues, N extends FieldPath<T>, TT = T>({
  Control,
  ...props
}: FieldProps<T, N, TT> & { Control: typeof Checkbox | typeof Switch }) {
  const { shell, input, inputRef, field } = useBoundField(props);
  const { value: _text, onChange: _onChange, ...bound } = input;
  return (
    <FieldShell {...shell} required={undefined} layout="inline">
      <Control
        {...bound}
        ref={inputRef}
        checked={field.value === true}
        onCheckedChange={(checked) => field.onChange(checked === true)}
      />
    </FieldShell>
  );
}
