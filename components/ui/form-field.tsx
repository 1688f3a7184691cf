"use client";

import { useId, type ReactNode } from "react";
import {
  useController,
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
  type UseControllerReturn,
} from "react-hook-form";
import { cn } from "./cn";

export const inputClasses =
  "w-full rounded-md border border-line bg-surface px-3 text-sm text-ink placeholder:text-muted " +
  "aria-invalid:border-bad disabled:cursor-not-allowed disabled:opacity-50";

/** inputClasses with the read-only background (without tailwind-merge, two bg utilities would race). */
export const readOnlyInputClasses = inputClasses.replace("bg-surface", "bg-raised");

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

export interface FieldIds {
  input: string;
  hint: string;
  error: string;
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

export interface FieldShellProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  className?: string;
  /** "inline" puts the control before the label (checkboxes, switches). */
  layout?: "stacked" | "inline";
  children: ReactNode;
}

/** Label, control, hint and error in the console's one field layout. */
export function FieldShell({ ids, label, hint, error, required, className, layout = "stacked", children }: FieldShellProps) {
  const labelNode = (
    <label htmlFor={ids.input} className="text-sm font-medium text-ink">
      {label}
      {required && (
        <span aria-hidden className="ml-0.5 text-bad">
          *
        </span>
      )}
    </label>
  );
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      {layout === "inline" ? (
        <div className="flex items-center gap-2">
          {children}
          {labelNode}
        </div>
      ) : (
        <>
          {labelNode}
          {children}
        </>
      )}
      {hint && (
        <p id={ids.hint} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.error} className="text-xs font-medium text-bad">
          {error}
        </p>
      )}
    </div>
  );
}
