"use client";

import { Check } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { cn } from "./cn";
import { inputClasses } from "./field-shell";
import { Spinner } from "./spinner";

export interface PickerOption {
  value: string;
  label: string;
  /** A second line (e-mail of a user, provider of a model). */
  description?: string;
  disabled?: boolean;
}

export interface PickerListProps {
  options: readonly PickerOption[];
  isSelected: (value: string) => boolean;
  onPick: (option: PickerOption) => void;
  multiple: boolean;
  /** Server-side search: receives the query and the options are taken as already filtered. */
  onQueryChange?: (query: string) => void;
  loading?: boolean;
  /** Rendering cap: more matches than this ask the user to refine the search (keeps huge lists instant). */
  maxVisible: number;
  searchLabel: string;
}

function matches(option: PickerOption, query: string) {
  const needle = query.toLocaleLowerCase();
  return (
    option.label.toLocaleLowerCase().includes(needle) ||
    option.value.toLocaleLowerCase().includes(needle) ||
    (option.description?.toLocaleLowerCase().includes(needle) ?? false)
  );
}

/**
 * The searchable list inside Combobox and MultiSelect: a combobox input that owns focus and points at the active
 * option with aria-activedescendant; arrows, Home/End and Enter work without leaving the input.
 */
export function PickerList({
  options,
  isSelected,
  onPick,
  multiple,
  onQueryChange,
  loading,
  maxVisible,
  searchLabel,
}: PickerListProps) {
  const t = useTranslations("common");
  const id = useId();
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);

  const found = useMemo(
    () => (onQueryChange || query === "" ? options : options.filter((option) => matches(option, query))),
    [options, query, onQueryChange],
  );
  const visible = found.slice(0, maxVisible);
  const activeIndex = Math.min(active, Math.max(0, visible.length - 1));
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${activeIndex}"]`)?.scrollIntoView({ block: "nearest" });
  }, [activeIndex]);

  const move = (from: number, step: 1 | -1) => {
    for (let index = from + step; index >= 0 && index < visible.length; index += step) {
      if (!visible[index].disabled) return index;
    }
    return from;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const keys: Record<string, () => number> = {
      ArrowDown: () => move(activeIndex, 1),
      ArrowUp: () => move(activeIndex, -1),
      Home: () => move(-1, 1),
      End: () => move(visible.length, -1),
    };
    if (keys[event.key]) {
      event.preventDefault();
      setActive(keys[event.key]());
    } else if (event.key === "Enter") {
      event.preventDefault();
      const option = visible[activeIndex];
      if (option && !option.disabled) onPick(option);
    }
  };

  return (
    <div className="flex w-72 flex-col gap-2">
      <input
        role="combobox"
        aria-label={searchLabel}
        aria-expanded
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={visible.length > 0 ? optionId(activeIndex) : undefined}
        autoFocus
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          onQueryChange?.(event.target.value);
        }}
        onKeyDown={onKeyDown}
        placeholder={t("picker.search")}
        className={cn(inputClasses, "h-9")}
      />
      <ul
        ref={listRef}
        id={`${id}-list`}
        role="listbox"
        aria-label={searchLabel}
        aria-multiselectable={multiple || undefined}
        aria-busy={loading || undefined}
        className="max-h-64 overflow-y-auto"
      >
        {visible.map((option, index) => {
          const selected = isSelected(option.value);
          return (
            <li
              key={option.value}
              id={optionId(index)}
              data-index={index}
              role="option"
              aria-selected={selected}
              aria-disabled={option.disabled || undefined}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => !option.disabled && setActive(index)}
              onClick={() => !option.disabled && onPick(option)}
              className={cn(
                "flex cursor-pointer items-start gap-2 rounded px-2 py-1.5 text-sm",
                index === activeIndex && "bg-raised",
                option.disabled && "cursor-not-allowed opacity-50",
              )}
            >
              <Check aria-hidden className={cn("mt-0.5 size-4 shrink-0 text-accent", !selected && "invisible")} />
              <span className="min-w-0">
                <span className="block truncate text-ink">{option.label}</span>
                {option.description && <span className="block truncate text-xs text-muted">{option.description}</span>}
              </span>
            </li>
          );
        })}
      </ul>
      {loading && <Spinner size="sm" className="self-center" />}
      {!loading && found.length === 0 && <p className="px-2 py-1.5 text-sm text-muted">{t("picker.noResults")}</p>}
      {found.length > visible.length && (
        <p className="px-2 text-xs text-muted">{t("picker.moreResults", { count: found.length - visible.length })}</p>
      )}
    </div>
  );
}
