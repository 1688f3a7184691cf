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
  options: readonly { value: string; label: string }[];
  className?: string;
}

/** A labelled native select for a table filter; the empty choice means "no filter". */
export function FilterSelect({ label, value, onChange, allLabel, options, className }: FilterSelectProps) {
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
        className={cn(inputClasses, "h-9 w-auto max-w-52 pr-8")}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
