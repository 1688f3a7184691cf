"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { cn } from "./cn";
import { checkDateRange, isCalendarDate, type DateEnd, type DateRangeProblem } from "./date-range-check";
import {
  DATE_RANGE_PRESETS,
  matchPreset,
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

const sameRange = (a: DateRange | null, b: DateRange) => a !== null && a.from === b.from && a.to === b.to;
const readEnd = (input: HTMLInputElement | null, fallback: string): DateEnd => ({
  value: input?.value ?? fallback,
  badInput: input?.validity.badInput ?? false,
});

/**
 * A period chooser: presets in a native select, and two date inputs for a custom range. Typed or picked days stay
 * a draft until the user leaves a field or presses Enter; then both ends are checked and committed together, so a
 * half-typed year never reaches `onChange` and an end set a moment after the other is never lost.
 */
export function DateRangePicker({ value, onChange, label, now, min, max, className }: DateRangePickerProps) {
  const t = useTranslations("common");
  const format = useFormatter();
  const id = useId();
  const [today] = useState(() => now ?? new Date());
  const reference = now ?? today;
  const [customChosen, setCustomChosen] = useState(false);
  const [draft, setDraft] = useState<DateRange>(value);
  const [shown, setShown] = useState<DateRange>(value);
  const [sent, setSent] = useState<DateRange | null>(null);
  const [problem, setProblem] = useState<DateRangeProblem | null>(null);
  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);

  // A value from elsewhere (a preset, back/forward, a link) replaces the draft; the arrival of our own commit does
  // not, so an end being typed meanwhile survives.
  if (!sameRange(shown, value)) {
    setShown(value);
    if (!sameRange(sent, value)) {
      setDraft(value);
      setProblem(null);
    }
  }

  const matched = matchPreset(value, reference);
  const mode: DateRangePreset | "custom" = customChosen ? "custom" : matched;

  const choose = (next: string) => {
    setProblem(null);
    if (next === "custom") {
      setCustomChosen(true);
      setDraft(value);
      return;
    }
    setCustomChosen(false);
    onChange(presetRange(next as DateRangePreset, now ?? new Date()));
  };

  const check = () =>
    checkDateRange(readEnd(fromRef.current, draft.from), readEnd(toRef.current, draft.to), { min, max });

  const commit = () => {
    const result = check();
    if (!result.ok) {
      setProblem(result.problem);
      return;
    }
    setProblem(null);
    if (sameRange(value, result.range)) return;
    setSent(result.range);
    onChange(result.range);
  };

  const edit = (end: "from" | "to", date: string) => {
    setDraft((previous) => ({ ...previous, [end]: date }));
    // A shown message goes as soon as the input is right again; a new one waits for the commit.
    if (problem && check().ok) setProblem(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    commit();
  };

  const fieldName = (end: "from" | "to") => t(`dateRange.${end}`);
  const day = (iso: string) => format.dateTime(new Date(`${iso}T00:00:00`), { dateStyle: "medium" });
  const message =
    problem === null
      ? null
      : problem.kind === "incomplete"
        ? t("dateRange.errors.incomplete", { field: fieldName(problem.end) })
        : problem.kind === "outOfRange"
          ? t("dateRange.errors.outOfRange", {
              field: fieldName(problem.end),
              min: day(problem.min),
              max: day(problem.max),
            })
          : t("dateRange.errors.fromAfterTo", { from: fieldName("from"), to: fieldName("to") });
  const errorId = `${id}-error`;
  const ariaOf = (end: "from" | "to") => ({
    "aria-invalid": problem?.end === end || undefined,
    "aria-describedby": problem?.end === end ? errorId : undefined,
  });

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
              ref={fromRef}
              type="date"
              value={draft.from}
              min={min}
              max={max}
              {...ariaOf("from")}
              onBlur={commit}
              onKeyDown={onKeyDown}
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
              ref={toRef}
              type="date"
              value={draft.to}
              min={isCalendarDate(draft.from) ? draft.from : min}
              max={max}
              {...ariaOf("to")}
              onBlur={commit}
              onKeyDown={onKeyDown}
              onChange={(event) => edit("to", event.target.value)}
              className={cn(inputClasses, "h-9 w-auto")}
            />
          </div>
          {message && (
            <p id={errorId} role="alert" className="basis-full text-xs font-medium text-bad">
              {message}
            </p>
          )}
        </>
      )}
    </fieldset>
  );
}
