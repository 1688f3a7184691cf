"use client";

import { useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";
import { inputClasses } from "@/components/ui/field-shell";
import type { Model } from "@/lib/gateway/schemas";
import { PlainField } from "./PlainField";
import { providerOf, providersOf } from "./gateway-models";

export interface ModelSelectProps {
  label: string;
  models: readonly Model[];
  value: string;
  onChange: (id: string) => void;
  hint?: string;
  error?: string;
  disabled?: boolean;
  /** Offers an empty first choice with this text (e.g. "Add a fallback…"). */
  placeholder?: string;
  className?: string;
}

/** A native select of models grouped by provider: fast, searchable by typing, and keyboard friendly everywhere. */
export function ModelSelect({ label, models, value, onChange, hint, error, disabled, placeholder, className }: ModelSelectProps) {
  const t = useTranslations("playground");
  const known = models.some((m) => m.id === value);
  return (
    <PlainField label={label} hint={hint} error={error} className={className}>
      {(aria) => (
        <select
          {...aria}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          className={cn(inputClasses, "h-9 pr-8")}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {!known && value !== "" && <option value={value}>{t("models.unlisted", { id: value })}</option>}
          {providersOf(models).map((provider) => (
            <optgroup key={provider} label={provider}>
              {models
                .filter((m) => providerOf(m) === provider)
                .map((m) => (
                  <option key={m.id} value={m.id ?? ""}>
                    {m.id}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      )}
    </PlainField>
  );
}
