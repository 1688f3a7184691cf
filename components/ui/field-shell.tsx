import type { ReactNode } from "react";
import { cn } from "./cn";
import { useValidationText } from "./use-validation-text";

/*
 * The field layout and input classes without react-hook-form: inputs outside forms (search boxes, filters, the
 * playground's live settings) import these from here, so a page's first load does not carry react-hook-form
 * (~15 kB gzip; Turbopack ships a module's whole import graph). form-field.tsx re-exports them for forms.
 */

export const inputClasses =
  "w-full rounded-md border border-line bg-surface px-3 text-sm text-ink placeholder:text-muted " +
  "aria-invalid:border-bad disabled:cursor-not-allowed disabled:opacity-50";

/** inputClasses with the read-only background (without tailwind-merge, two bg utilities would race). */
export const readOnlyInputClasses = inputClasses.replace("bg-surface", "bg-raised");

export interface FieldIds {
  input: string;
  hint: string;
  error: string;
}

export interface FieldShellProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  /** A message, or a rule encoded by the forms' zod error map (`validation-messages.ts`). */
  error?: string;
  required?: boolean;
  className?: string;
  /** "inline" puts the control before the label (checkboxes, switches). */
  layout?: "stacked" | "inline";
  children: ReactNode;
}

/** Label, control, hint and error in the console's one field layout. */
export function FieldShell({
  ids,
  label,
  hint,
  error: rawError,
  required,
  className,
  layout = "stacked",
  children,
}: FieldShellProps) {
  // A rule from the forms' zod error map becomes a sentence naming this field's label.
  const error = useValidationText()(rawError, label);
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
