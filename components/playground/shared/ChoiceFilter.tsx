"use client";

import { useId } from "react";
import { cn } from "@/components/ui/cn";
import { inputClasses } from "@/components/ui/field-shell";

export interface ChoiceFilterProps {
  label: string;
  /** "" means no filter. */
  value: string;
  onChange: (value: string) => void;
  allLabel: string;
  options: readonly string[];
  className?: string;
}

/** A labelled native select narrowing a list (provider, modality, method); the first choice is "all". */
export function ChoiceFilter({ label, value, onChange, allLabel, options, className }: ChoiceFilterProps) {
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
        className={cn(inputClasses, "h-8 w-auto max-w-52 pr-8")}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
