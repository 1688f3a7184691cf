"use client";

import { Plus, RotateCcw, X } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button, IconButton } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/components/ui/cn";
import { inputClasses } from "@/components/ui/field-shell";
import { PlainField } from "../shared/PlainField";
import type { Field } from "./model/params";

interface ParamBase {
  label: string;
  error?: string;
  /** Set when the chosen model does not list this parameter: the field is disabled and says why. */
  unsupported?: string;
  hint?: string;
  disabled?: boolean;
}

/** The common props of one parameter's field, as the parameters panel hands them to each section. */
export interface ParamProps {
  field: Field;
  label: string;
  error?: string;
  unsupported?: string;
  disabled?: boolean;
}

const hintOf = (p: { unsupported?: string; hint?: string }) => p.unsupported ?? p.hint;

/** A number parameter; empty means "not sent" (the model's default). With `range`, a slider sits beside it. */
export function NumberParam({
  label,
  value,
  onChange,
  min,
  max,
  step = 1,
  range = false,
  placeholder,
  ...base
}: ParamBase & {
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  min?: number;
  max?: number;
  step?: number;
  range?: boolean;
  placeholder?: string;
}) {
  const t = useTranslations("playground.params");
  const off = base.disabled || base.unsupported !== undefined;
  return (
    <PlainField label={label} hint={hintOf(base)} error={base.error}>
      {(aria) => (
        <div className="flex items-center gap-2">
          {range && min !== undefined && max !== undefined && (
            <input
              type="range"
              aria-label={t("slider", { label })}
              min={min}
              max={max}
              step={step}
              disabled={off}
              value={
                value !== undefined && Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : (min + max) / 2
              }
              onChange={(event) => onChange(event.target.valueAsNumber)}
              className={cn("min-w-0 flex-1 accent-[var(--accent)]", value === undefined && "opacity-40")}
            />
          )}
          <div className={range ? "w-24 shrink-0" : "min-w-0 flex-1"}>
            <input
              {...aria}
              type="number"
              inputMode="decimal"
              step={step}
              min={min}
              max={max}
              disabled={off}
              placeholder={placeholder ?? t("modelDefault")}
              value={value !== undefined && Number.isFinite(value) ? value : ""}
              onChange={(event) => onChange(event.target.value === "" ? undefined : event.target.valueAsNumber)}
              className={cn(inputClasses, "h-8 tabular-nums")}
            />
          </div>
          {value !== undefined && !off && (
            <IconButton
              size="sm"
              aria-label={t("reset", { label })}
              icon={<RotateCcw aria-hidden className="size-3.5" />}
              onClick={() => onChange(undefined)}
            />
          )}
        </div>
      )}
    </PlainField>
  );
}

export function SelectParam<V extends string>({
  label,
  value,
  onChange,
  options,
  ...base
}: ParamBase & { value: V; onChange: (value: V) => void; options: readonly { value: V; label: string }[] }) {
  return (
    <PlainField label={label} hint={hintOf(base)} error={base.error}>
      {(aria) => (
        <select
          {...aria}
          value={value}
          disabled={base.disabled || base.unsupported !== undefined}
          onChange={(event) => onChange(event.target.value as V)}
          className={cn(inputClasses, "h-8 pr-8")}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </PlainField>
  );
}

export function CheckParam({
  label,
  checked,
  onChange,
  ...base
}: ParamBase & { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <PlainField label={label} hint={hintOf(base)} error={base.error} layout="inline">
      {(aria) => (
        <Checkbox
          {...aria}
          checked={checked}
          disabled={base.disabled || base.unsupported !== undefined}
          onCheckedChange={(next) => onChange(next === true)}
        />
      )}
    </PlainField>
  );
}

/** A JSON editor (a monospace textarea) with "format" and an example to start from; the caller validates. */
export function JsonParam({
  label,
  value,
  onChange,
  example,
  rows = 8,
  actions,
  ...base
}: ParamBase & {
  value: string;
  onChange: (value: string) => void;
  example?: string;
  rows?: number;
  actions?: ReactNode;
}) {
  const t = useTranslations("playground.params");
  const off = base.disabled || base.unsupported !== undefined;
  const format = () => {
    try {
      onChange(JSON.stringify(JSON.parse(value), null, 2));
    } catch {
      // Not JSON yet: the error under the field already says so.
    }
  };
  return (
    <PlainField label={label} hint={hintOf(base)} error={base.error}>
      {(aria) => (
        <div className="space-y-1.5">
          <textarea
            {...aria}
            rows={rows}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            disabled={off}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={cn(inputClasses, "py-2 font-mono text-xs")}
          />
          <div className="flex flex-wrap gap-1.5">
            <Button size="sm" variant="ghost" disabled={off || !value.trim()} onClick={format}>
              {t("format")}
            </Button>
            {example !== undefined && (
              <Button size="sm" variant="ghost" disabled={off} onClick={() => onChange(example)}>
                {t("insertExample")}
              </Button>
            )}
            {actions}
          </div>
        </div>
      )}
    </PlainField>
  );
}

/** Up to `max` stop sequences, one input each. */
export function StopParam({
  label,
  values,
  onChange,
  max,
  ...base
}: ParamBase & { values: string[]; onChange: (values: string[]) => void; max: number }) {
  const t = useTranslations("playground.params");
  const off = base.disabled || base.unsupported !== undefined;
  return (
    <fieldset className="space-y-1.5" aria-describedby={undefined}>
      <legend className="text-sm font-medium text-ink">{label}</legend>
      {values.map((value, index) => (
        <div key={index} className="flex items-center gap-1">
          <input
            aria-label={t("stopItem", { number: index + 1 })}
            value={value}
            disabled={off}
            onChange={(event) => onChange(values.map((v, i) => (i === index ? event.target.value : v)))}
            className={cn(inputClasses, "h-8 font-mono")}
          />
          <IconButton
            size="sm"
            aria-label={t("removeStop", { number: index + 1 })}
            icon={<X aria-hidden className="size-3.5" />}
            disabled={off}
            onClick={() => onChange(values.filter((_, i) => i !== index))}
          />
        </div>
      ))}
      <Button
        size="sm"
        variant="ghost"
        icon={<Plus aria-hidden className="size-3.5" />}
        disabled={off || values.length >= max}
        onClick={() => onChange([...values, ""])}
      >
        {t("addStop")}
      </Button>
      {hintOf(base) && <p className="text-xs text-muted">{hintOf(base)}</p>}
      {base.error && <p className="text-xs font-medium text-bad">{base.error}</p>}
    </fieldset>
  );
}
