"use client";

import { useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";
import { inputClasses } from "@/components/ui/field-shell";
import { MODEL_ID } from "@/lib/gateway/limits";
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

/**
 * A native select of models grouped by provider (ids without a provider prefix stand first, ungrouped): fast,
 * searchable by typing, and keyboard friendly everywhere. With no model listed (a gateway without `/v1/models`)
 * it becomes a text field, so a model id can still be typed.
 */
export function ModelSelect({
  label,
  models,
  value,
  onChange,
  hint,
  error,
  disabled,
  placeholder,
  className,
}: ModelSelectProps) {
  const t = useTranslations("playground");
  if (models.length === 0 && placeholder === undefined) {
    return (
      <PlainField label={label} hint={hint ?? t("models.typeId")} error={error} className={className}>
        {(aria) => (
          <input
            {...aria}
            value={value}
            disabled={disabled}
            maxLength={MODEL_ID.maxLength}
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => onChange(event.target.value.trim())}
            className={cn(inputClasses, "h-9 font-mono")}
          />
        )}
      </PlainField>
    );
  }
  const known = models.some((m) => m.id === value);
  const option = (m: Model) => (
    <option key={m.id} value={m.id ?? ""}>
      {m.id}
    </option>
  );
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
          {models.filter((m) => providerOf(m) === "").map(option)}
          {providersOf(models).map((provider) => (
            <optgroup key={provider} label={provider}>
              {models.filter((m) => providerOf(m) === provider).map(option)}
            </optgroup>
          ))}
        </select>
      )}
    </PlainField>
  );
}
