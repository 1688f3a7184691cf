"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { cn } from "@/components/ui/cn";
import { inputClasses } from "@/components/ui/field-shell";
import { StatusBadge } from "@/components/ui/status-badge";
import type { MarkState } from "./MarkOverlay";
import type { SeenText } from "./mark-scanner";

/**
 * Every text this page has shown since it was opened, the ones no click reaches included (a toast gone, a menu
 * closed, a label only screen readers hear, the page's title): each opens its key in the panel. The filter is translate
 * mode's: it stays while a text is open in the panel and on the next page.
 */
export function PageTexts({
  texts,
  stateOf,
  onOpen,
  query,
  onQuery,
}: {
  texts: readonly SeenText[];
  stateOf: (key: string) => MarkState | null;
  onOpen: (key: string) => void;
  query: string;
  onQuery: (query: string) => void;
}) {
  const t = useTranslations("translations.inContext.texts");
  const id = useId();
  const needle = query.trim().toLowerCase();
  const shown = needle
    ? texts.filter((text) => text.key.toLowerCase().includes(needle) || text.text.toLowerCase().includes(needle))
    : texts;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2 p-3" data-testid="page-texts">
      <h2 id={`${id}-title`} className="text-sm font-semibold text-ink">
        {t("title", { count: texts.length })}
      </h2>
      <label htmlFor={`${id}-filter`} className="sr-only">
        {t("filter")}
      </label>
      <input
        id={`${id}-filter`}
        type="search"
        value={query}
        placeholder={t("filter")}
        onChange={(event) => onQuery(event.target.value)}
        className={cn(inputClasses, "h-8 w-full text-sm")}
      />
      <ul className="space-y-1">
        {shown.map((text) => {
          const state = stateOf(text.key);
          return (
            <li key={text.key}>
              <button
                type="button"
                data-testid="page-text"
                data-key={text.key}
                onClick={() => onOpen(text.key)}
                className="block w-full rounded-md border border-line px-2 py-1.5 text-left hover:bg-raised focus-visible:outline-2 focus-visible:outline-accent"
              >
                <span className="block whitespace-pre-wrap break-words text-sm text-ink">
                  {text.text || t("empty")}
                </span>
                <span className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
                  <span className="break-all font-mono">{text.key}</span>
                  {text.where !== "text" && <span>{t(`where.${text.where}`)}</span>}
                  {!text.present && <span>{t("gone")}</span>}
                  {state && <StatusBadge tone={state === "finding" ? "bad" : "warn"} label={t(`state.${state}`)} />}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {shown.length === 0 && <p className="text-sm text-muted">{t("none")}</p>}
    </section>
  );
}
