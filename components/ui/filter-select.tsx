"use client";

import { useId } from "react";
import { cn } from "@/components/ui/cn";
import { inputClasses } from "./field-shell";

export interface FilterSelectProps {
  label: string;
  /** "" is "all". */
  value: string;
  onChange: (value: string) => void;
  allLabel: string;
  /** Choices; a plain string is its own label. */
  options: readonly (string | { value: string; label: string })[];
  /** Lower, for toolbars of a side panel. */
  compact?: boolean;
  /**
   * Options that arrive with a read: the select takes its widest size from the start, so the toolbar does not
   * reflow (and push the table down) when they come.
   */
  lateOptions?: boolean;
  className?: string;
}

/** A labelled native select narrowing a list (a table's column, providers, modalities); "" means "no filter". */
export function FilterSelect({
  label,
  value,
  onChange,
  allLabel,
  options,
  compact,
  lateOptions,
  className,
}: FilterSelectProps) {
  const id = useId();
  return (
    <div className={cn("flex items-center gap-1.5", className)}>
      <label htmlFor={id} className="text-sm text-muted">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(inputClasses, compact ? "h-8" : "h-9", lateOptions ? "min-w-52" : "w-auto", "max-w-52 pr-8")}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => {
          const choice = typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          );
        })}
      </select>
    </div>
  );
}
