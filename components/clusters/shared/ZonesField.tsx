"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { useController, type FieldPath, type FieldValues, type Control } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";

export interface ZonesFieldProps<T extends FieldValues, N extends FieldPath<T>> {
  control?: Control<T>;
  name: N;
  label: string;
  /** The zones of the chosen region. */
  zones: readonly string[];
  hint?: string;
  required?: boolean;
}

/** A group of checkboxes, one per zone of the region; the value is the list of chosen zones. */
export function ZonesField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  zones,
  hint,
  required,
}: ZonesFieldProps<T, N>) {
  const t = useTranslations("clusters.workers");
  const { field, fieldState } = useController({ control, name });
  const base = useId();
  const chosen: string[] = Array.isArray(field.value) ? field.value : [];
  const toggle = (zone: string, on: boolean) =>
    field.onChange(on ? zones.filter((z) => z === zone || chosen.includes(z)) : chosen.filter((z) => z !== zone));
  const error = fieldState.error?.message;
  return (
    <fieldset
      className="flex flex-col gap-1.5"
      aria-describedby={
        [hint ? `${base}-hint` : "", error ? `${base}-error` : ""].filter(Boolean).join(" ") || undefined
      }
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-ink">
        {label}
        {required && (
          <span aria-hidden className="ml-0.5 text-bad">
            *
          </span>
        )}
      </legend>
      {zones.length === 0 ? (
        <p className="text-sm text-muted">{t("noZones")}</p>
      ) : (
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {zones.map((zone) => {
            const id = `${base}-${zone}`;
            return (
              <div key={zone} className="flex items-center gap-2">
                <Checkbox
                  id={id}
                  checked={chosen.includes(zone)}
                  onCheckedChange={(checked) => toggle(zone, checked === true)}
                  onBlur={field.onBlur}
                />
                <label htmlFor={id} className="font-mono text-sm text-ink">
                  {zone}
                </label>
              </div>
            );
          })}
        </div>
      )}
      {hint && (
        <p id={`${base}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${base}-error`} className="text-xs font-medium text-bad">
          {error}
        </p>
      )}
    </fieldset>
  );
}
