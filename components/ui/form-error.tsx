"use client";

import { CircleAlert } from "lucide-react";
import { cn } from "./cn";
import { useErrorMessage } from "./use-error-message";

export interface FormErrorProps {
  /** Whatever the submit threw (a console error, an Error, a string); nothing renders while it is null/undefined. */
  error: unknown;
  className?: string;
}

/** The form-level error banner, announced when it appears (role=alert). Field errors sit under their fields. */
export function FormError({ error, className }: FormErrorProps) {
  const message = useErrorMessage();
  if (error === null || error === undefined || error === false) return null;
  return (
    <div
      role="alert"
      className={cn(
        "flex items-start gap-2 rounded-md border border-bad/40 bg-bad/10 px-3 py-2 text-sm text-ink",
        className,
      )}
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-bad" />
      <span className="min-w-0 break-words">{message(error)}</span>
    </div>
  );
}
