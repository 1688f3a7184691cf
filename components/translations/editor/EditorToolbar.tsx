"use client";

import { Search, X } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useId, type ReactNode } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { inputClasses } from "@/components/ui/field-shell";
import { cn } from "@/components/ui/cn";
import { formatNumber } from "@/lib/format";
import type { RowFilters } from "../model/rows";

export interface EditorToolbarProps {
  filters: RowFilters;
  onChange: (patch: Partial<RowFilters>) => void;
  shown: number;
  total: number;
  unsaved: number;
  /** How many of the console's keys no code uses, once known. */
  unused?: number;
  /** Actions on the shown rows (batch pre-translation), placed before the row count. */
  actions?: ReactNode;
}

/**
 * Search (key, source and text; no debounce: filtering 10,000 rows takes a few milliseconds), untranslated only,
 * unsaved drafts only, keys used nowhere, the chosen key prefix, and how many rows are shown.
 */
export function EditorToolbar({ filters, onChange, shown, total, unsaved, unused, actions }: EditorToolbarProps) {
  const t = useTranslations("translations");
  const locale = useLocale();
  const id = useId();
  return (
    <div className="mb-3 flex flex-wrap items-center gap-x-5 gap-y-2">
      <div className="relative w-full max-w-sm">
        <label htmlFor={`${id}-q`} className="sr-only">
          {t("filters.search")}
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-muted"
        />
        <input
          id={`${id}-q`}
          type="search"
          value={filters.query}
          placeholder={t("filters.searchPlaceholder")}
          onChange={(event) => onChange({ query: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === "Escape" && filters.query) {
              event.preventDefault();
              onChange({ query: "" });
            }
          }}
          className={cn(inputClasses, "h-9 pl-8 [&::-webkit-search-cancel-button]:hidden")}
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-ink">
        <Checkbox
          checked={filters.untranslated}
          onCheckedChange={(checked) => onChange({ untranslated: checked === true })}
        />
        {t("filters.untranslated")}
      </label>
      <label className="flex items-center gap-2 text-sm text-ink">
        <Checkbox
          checked={filters.draftsOnly}
          onCheckedChange={(checked) => onChange({ draftsOnly: checked === true })}
        />
        {t("filters.drafts", { count: unsaved })}
      </label>
      <label className="flex items-center gap-2 text-sm text-ink">
        <Checkbox
          checked={filters.unusedOnly}
          onCheckedChange={(checked) => onChange({ unusedOnly: checked === true })}
        />
        {unused === undefined ? t("filters.unused") : t("filters.unusedCount", { count: unused })}
      </label>
      {filters.prefix && (
        <span className="inline-flex items-center gap-1 rounded-full border border-line bg-raised py-0.5 pl-2.5 pr-1 text-sm">
          <span className="font-mono text-xs">{t("filters.prefix", { prefix: filters.prefix })}</span>
          <button
            type="button"
            aria-label={t("filters.clearPrefix")}
            onClick={() => onChange({ prefix: "" })}
            className="flex size-5 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-ink"
          >
            <X aria-hidden className="size-3.5" />
          </button>
        </span>
      )}
      {actions}
      <p role="status" className="ml-auto text-sm tabular-nums text-muted" data-testid="row-count">
        {t("filters.shown", { shown: formatNumber(shown, locale), total: formatNumber(total, locale) })}
      </p>
    </div>
  );
}
