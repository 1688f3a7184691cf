"use client";

import { Search, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { cn } from "./cn";
import { inputClasses } from "./field-shell";

export interface SearchInputProps {
  value: string;
  /** Called after typing pauses (`debounceMs`), so URL updates and filtering of large lists stay cheap. */
  onChange: (value: string) => void;
  /** Accessible name; defaults to "Search". */
  label?: string;
  placeholder?: string;
  debounceMs?: number;
  className?: string;
}

/** A search box with a clear button; Esc clears it. */
export function SearchInput({ value, onChange, label, placeholder, debounceMs = 200, className }: SearchInputProps) {
  const t = useTranslations("common");
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [committed, setCommitted] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // The value changed from outside (URL navigation, "clear search"): show it instead of the stale draft.
  if (value !== committed) {
    setCommitted(value);
    setDraft(value);
  }

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const update = (next: string, immediately = false) => {
    setDraft(next);
    if (timer.current) clearTimeout(timer.current);
    const commit = () => {
      setCommitted(next);
      onChange(next);
    };
    if (immediately) commit();
    else timer.current = setTimeout(commit, debounceMs);
  };

  return (
    <div className={cn("relative w-full max-w-xs", className)}>
      <label htmlFor={id} className="sr-only">
        {label ?? t("table.search")}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-muted"
      />
      <input
        id={id}
        type="search"
        value={draft}
        placeholder={placeholder ?? t("table.searchPlaceholder")}
        onChange={(event) => update(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape" && draft !== "") {
            event.preventDefault();
            update("", true);
          }
        }}
        className={cn(inputClasses, "h-9 pl-8 pr-8 [&::-webkit-search-cancel-button]:hidden")}
      />
      {draft !== "" && (
        <button
          type="button"
          aria-label={t("table.clearSearch")}
          onClick={() => update("", true)}
          className="absolute right-1.5 top-1/2 flex size-6 -translate-y-1/2 items-center justify-center rounded text-muted hover:bg-raised hover:text-ink"
        >
          <X aria-hidden className="size-4" />
        </button>
      )}
    </div>
  );
}
