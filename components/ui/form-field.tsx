"use client";

import { useId, type ReactNode } from "react";
import {
  useController,
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
  type UseControllerReturn,
} from "react-hook-form";
import type { FieldIds } from "./field-shell";

export { FieldShell, inputClasses, readOnlyInputClasses, type FieldIds, type FieldShellProps } from "./field-shell";

/**
 * What every form field takes. `control` comes from `useZodForm(...).control` (or, omitted, from a surrounding
 * <FormProvider>); `name` is type-checked against the form's values.
 */
export interface FieldProps<T extends FieldValues, N extends FieldPath<T>, TT = T> {
  control?: UseControllerProps<T, N, TT>["control"];
  name: N;
  /** The visible label (already translated). */
  label: ReactNode;
  /** Help text under the field, linked with aria-describedby. */
  hint?: ReactNode;
  /** Marks the field visually and with aria-required; the schema still decides validity. */
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

export interface FieldControl<T extends FieldValues, N extends FieldPath<T>> {
  field: Omit<UseControllerReturn<T, N>["field"], "ref">;
  inputRef: UseControllerReturn<T, N>["field"]["ref"];
  ids: FieldIds;
  error?: string;
  /** id, aria-invalid, aria-describedby and aria-required for the input element. */
  aria: Record<string, string | boolean | undefined>;
}

/** The field's controller plus the ids and aria attributes that tie the input to its label, hint and error. */
export function useFieldControl<T extends FieldValues, N extends FieldPath<T>, TT>(
  props: Pick<FieldProps<T, N, TT>, "control" | "name" | "hint" | "required" | "disabled">,
): FieldControl<T, N> {
  const controller = useController<T, N, TT>({ control: props.control, name: props.name, disabled: props.disabled });
  // The ref travels apart from the other field props: React's compiler lint treats an object holding a ref as a ref.
  const { ref: inputRef, ...field } = controller.field;
  const base = useId();
  const ids = { input: `${base}-input`, hint: `${base}-hint`, error: `${base}-error` };
  const error = controller.fieldState.error?.message;
  const describedBy = [props.hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(" ");
  return {
    field,
    inputRef,
    ids,
    error,
    aria: {
      id: ids.input,
      "aria-invalid": controller.fieldState.invalid || undefined,
      "aria-describedby": describedBy || undefined,
      "aria-required": props.required || undefined,
    },
  };
}

/**
 * A field component's wiring from its `FieldProps`: the props of its FieldShell, the bound props of its input
 * (value as text; controls with other values read `field`), and the ref, kept apart for the same lint reason.
 */
export function useBoundField<T extends FieldValues, N extends FieldPath<T>, TT>(props: FieldProps<T, N, TT>) {
  const { field, inputRef, ids, error, aria } = useFieldControl(props);
  const { label, hint, required, className } = props;
  return {
    field,
    inputRef,
    shell: { ids, label, hint, error, required, className },
    input: {
      ...aria,
      name: field.name,
      value: field.value ?? "",
      onChange: field.onChange,
      onBlur: field.onBlur,
      disabled: field.disabled,
    },
  };
}
