"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { cn } from "./cn";
import {
  DATE_RANGE_PRESETS,
  matchPreset,
  orderRange,
  presetRange,
  type DateRange,
  type DateRangePreset,
} from "./date-range-presets";
import { inputClasses } from "./field-shell";

export type { DateRange, DateRangePreset } from "./date-range-presets";

export interface DateRangePickerProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** Visible group label; defaults to "Date range". */
  label?: string;
  /** Reference day for the presets; defaults to today (pass one for reproducible views). */
  now?: Date;
  /** Earliest and latest selectable dates (`YYYY-MM-DD`), e.g. the retention window. */
  min?: string;
  max?: string;
  className?: string;
}

/** A period chooser: presets in a native select, and two date inputs for a custom range. */
export function DateRangePicker({ value, onChange, label, now, min, max, className }: DateRangePickerProps) {
  const t = useTranslations("common");
  const id = useId();
  const [today] = useState(() => now ?? new Date());
  const reference = now ?? today;
  const [customChosen, setCustomChosen] = useState(false);
  const matched = matchPreset(value, reference);
  const mode: DateRangePreset | "custom" = customChosen ? "custom" : matched;

  const choose = (next: string) => {
    if (next === "custom") {
      setCustomChosen(true);
      return;
    }
    setCustomChosen(false);
    onChange(presetRange(next as DateRangePreset, now ?? new Date()));
  };
  const edit = (end: "from" | "to", date: string) => onChange(orderRange({ ...value, [end]: date }, end));

  return (
    <fieldset className={cn("flex flex-wrap items-end gap-2", className)}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{label ?? t("dateRange.label")}</legend>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-preset`} className="sr-only">
          {t("dateRange.preset")}
        </label>
        <select
          id={`${id}-preset`}
          value={mode}
          onChange={(event) => choose(event.target.value)}
          className={cn(inputClasses, "h-9 w-auto pr-8")}
        >
          {DATE_RANGE_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {t(`dateRange.presets.${preset}`)}
            </option>
          ))}
          <option value="custom">{t("dateRange.presets.custom")}</option>
        </select>
      </div>
      {mode === "custom" && (
        <>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-from`} className="text-xs text-muted">
              {t("dateRange.from")}
            </label>
            <input
              id={`${id}-from`}
              type="date"
              value={value.from}
              min={min}
              max={max}
              onChange={(event) => edit("from", event.target.value)}
              className={cn(inputClasses, "h-9 w-auto")}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-to`} className="text-xs text-muted">
              {t("dateRange.to")}
            </label>
            <input
              id={`${id}-to`}
              type="date"
              value={value.to}
              min={value.from || min}
              max={max}
              onChange={(event) => edit("to", event.target.value)}
              className={cn(inputClasses, "h-9 w-auto")}
            />
          </div>
        </>
      )}
    </fieldset>
  );
}
