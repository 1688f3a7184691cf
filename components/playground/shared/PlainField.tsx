"use client";

import { useId, type ReactNode } from "react";
import { FieldShell } from "@/components/ui/field-shell";

export interface ControlAria {
  id: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

export interface PlainFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  layout?: "stacked" | "inline";
  /** Renders the control with the id and aria attributes that tie it to the label, hint and error. */
  children: (aria: ControlAria) => ReactNode;
}

/**
 * The console's field layout for controlled inputs outside react-hook-form (the playground's settings change
 * the request live, there is no form to submit): label, control, hint, error.
 */
export function PlainField({ label, hint, error, className, layout, children }: PlainFieldProps) {
  const base = useId();
  const ids = { input: `${base}-input`, hint: `${base}-hint`, error: `${base}-error` };
  const describedBy = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(" ");
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} className={className} layout={layout}>
      {children({
        id: ids.input,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
    </FieldShell>
  );
}
