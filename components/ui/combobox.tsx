"use client";

import { ChevronsUpDown, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { Popover as PopoverPrimitive } from "radix-ui";
import { useId, useState, type ReactNode } from "react";
import { cn } from "./cn";
import { inputClasses } from "./field-shell";
import { PickerList, type PickerOption } from "./picker-list";

export type { PickerOption } from "./picker-list";

export interface PickerBaseProps {
  options: readonly PickerOption[];
  /** Visible label. */
  label: string;
  hint?: string;
  /** Error text under the field (marks it invalid). */
  error?: string;
  placeholder?: string;
  disabled?: boolean;
  /** Server-side search (user pickers over thousands of users); options are then shown unfiltered. */
  onQueryChange?: (query: string) => void;
  loading?: boolean;
  /** How many matches to render at most; default 100. */
  maxVisible?: number;
  className?: string;
}

export interface ComboboxProps extends PickerBaseProps {
  value: string | null;
  onChange: (value: string | null) => void;
  /** Shows a clear button when a value is chosen. */
  clearable?: boolean;
}

/** Pick one from a long list (a model, a user, a project) with type-ahead search and full keyboard support. */
export function Combobox({ value, onChange, clearable = false, ...props }: ComboboxProps) {
  const [open, setOpen] = useState(false);
  const t = useTranslations("common");
  const current = props.options.find((option) => option.value === value);
  return (
    <PickerShell
      {...props}
      open={open}
      onOpenChange={setOpen}
      display={current?.label ?? (value ? value : null)}
      onClear={clearable && value !== null ? () => onChange(null) : undefined}
      clearLabel={t("actions.clear")}
      list={
        <PickerList
          options={props.options}
          isSelected={(candidate) => candidate === value}
          onPick={(option) => {
            onChange(option.value);
            setOpen(false);
          }}
          multiple={false}
          onQueryChange={props.onQueryChange}
          loading={props.loading}
          maxVisible={props.maxVisible ?? 100}
          searchLabel={props.label}
        />
      }
    />
  );
}

interface PickerShellProps extends PickerBaseProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  display: string | null;
  list: ReactNode;
  onClear?: () => void;
  clearLabel: string;
}

/** Label, trigger button, hint and error around a picker popover; shared by Combobox and MultiSelect. */
export function PickerShell({ open, onOpenChange, display, list, onClear, clearLabel, ...props }: PickerShellProps) {
  const t = useTranslations("common");
  const id = useId();
  const describedBy = [props.hint ? `${id}-hint` : null, props.error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={cn("flex flex-col gap-1.5", props.className)}>
      <span id={`${id}-label`} className="text-sm font-medium text-ink">
        {props.label}
      </span>
      <div className="relative">
        <PopoverPrimitive.Root open={open} onOpenChange={onOpenChange}>
          <PopoverPrimitive.Trigger asChild>
            <button
              id={`${id}-trigger`}
              type="button"
              disabled={props.disabled}
              aria-haspopup="listbox"
              aria-labelledby={`${id}-label ${id}-trigger`}
              aria-describedby={describedBy || undefined}
              className={cn(inputClasses, "flex h-9 items-center justify-between gap-2 text-left", onClear && "pr-16")}
            >
              <span className={cn("truncate", !display && "text-muted")}>
                {display ?? props.placeholder ?? t("picker.placeholder")}
              </span>
              <ChevronsUpDown aria-hidden className="size-4 shrink-0 text-muted" />
            </button>
          </PopoverPrimitive.Trigger>
          <PopoverPrimitive.Portal>
            <PopoverPrimitive.Content
              align="start"
              sideOffset={4}
              collisionPadding={8}
              className="z-50 rounded-md border border-line bg-surface p-2 shadow-lg"
            >
              {list}
            </PopoverPrimitive.Content>
          </PopoverPrimitive.Portal>
        </PopoverPrimitive.Root>
        {onClear && (
          <button
            type="button"
            aria-label={clearLabel}
            onClick={onClear}
            className="absolute right-8 top-1/2 flex size-6 -translate-y-1/2 items-center justify-center rounded text-muted hover:bg-raised hover:text-ink"
          >
            <X aria-hidden className="size-4" />
          </button>
        )}
      </div>
      {props.hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${id}-error`} className="text-xs font-medium text-bad">
          {props.error}
        </p>
      )}
    </div>
  );
}
