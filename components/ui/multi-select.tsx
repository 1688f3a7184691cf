"use client";

import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { PickerShell, type PickerBaseProps } from "./combobox";
import { PickerList } from "./picker-list";

export interface MultiSelectProps extends PickerBaseProps {
  value: readonly string[];
  onChange: (value: string[]) => void;
}

/**
 * Pick several (project members, allowed models): the list stays open while toggling, and the chosen ones are
 * listed under the field, each with its own remove button.
 */
export function MultiSelect({ value, onChange, ...props }: MultiSelectProps) {
  const t = useTranslations("common");
  const [open, setOpen] = useState(false);
  const chosen = new Set(value);
  const labelOf = (candidate: string) => props.options.find((option) => option.value === candidate)?.label ?? candidate;
  const toggle = (candidate: string) =>
    onChange(chosen.has(candidate) ? value.filter((item) => item !== candidate) : [...value, candidate]);
  return (
    <div className="flex flex-col gap-2">
      <PickerShell
        {...props}
        open={open}
        onOpenChange={setOpen}
        display={value.length > 0 ? t("picker.selectedCount", { count: value.length }) : null}
        onClear={value.length > 0 && !props.disabled ? () => onChange([]) : undefined}
        clearLabel={t("actions.clear")}
        list={
          <PickerList
            options={props.options}
            isSelected={(candidate) => chosen.has(candidate)}
            onPick={(option) => toggle(option.value)}
            multiple
            onQueryChange={props.onQueryChange}
            loading={props.loading}
            maxVisible={props.maxVisible ?? 100}
            searchLabel={props.label}
          />
        }
      />
      {value.length > 0 && (
        <ul aria-label={props.label} className="flex flex-wrap gap-1.5">
          {value.map((item) => (
            <li
              key={item}
              className="inline-flex items-center gap-1 rounded-full border border-line bg-raised py-0.5 pl-2.5 pr-1 text-xs text-ink"
            >
              {labelOf(item)}
              <button
                type="button"
                disabled={props.disabled}
                aria-label={t("actions.remove", { label: labelOf(item) })}
                onClick={() => toggle(item)}
                className="flex size-5 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-ink"
              >
                <X aria-hidden className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
