"use client";

import { BookA } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useMemo } from "react";
import { followsEntry, termsIn } from "@/lib/i18n/glossary";
import type { TokenRow } from "../model/rows";
import type { PanelScope } from "./panel-scope";

/**
 * The source text (where the panel has room for it) and the glossary's terms it holds, each with the translation
 * to use and whether the text being edited uses it.
 */
export function SourceAndTerms({
  row,
  text,
  scope,
  showSource,
}: {
  row: TokenRow;
  text: string;
  scope: PanelScope | null;
  showSource: boolean;
}) {
  const t = useTranslations("translations.panel");
  const id = useId();
  const glossary = scope?.glossary;
  const terms = useMemo(
    () => (glossary && scope && !scope.isSource ? termsIn(row.source, glossary) : []),
    [glossary, scope, row.source],
  );
  return (
    <>
      {showSource && !scope?.isSource && (
        <section aria-labelledby={`${id}-source`} className="space-y-1">
          <h3 id={`${id}-source`} className="text-xs font-medium uppercase tracking-wide text-muted">
            {t("source", { lang: scope?.defaultLang ?? "" })}
          </h3>
          <p
            lang={scope?.defaultLang}
            className="whitespace-pre-wrap break-words text-sm text-ink"
            data-testid="panel-source"
          >
            {row.source || <span className="text-muted">{t("noSource")}</span>}
          </p>
        </section>
      )}
      {terms.length > 0 && glossary && (
        <section aria-labelledby={`${id}-terms`} className="space-y-1" data-testid="panel-terms">
          <h3
            id={`${id}-terms`}
            className="flex items-center gap-1.5 text-xs font-medium uppercase tracking-wide text-muted"
          >
            <BookA aria-hidden className="size-3.5" />
            {t("terms")}
          </h3>
          <ul className="flex flex-wrap gap-1.5">
            {terms.map((entry) => {
              const follows = text.trim() !== "" && followsEntry(text, entry, glossary);
              return (
                <li
                  key={entry.term}
                  className="rounded-md border border-line bg-raised px-2 py-0.5 text-xs text-ink"
                  title={entry.note || undefined}
                  data-follows={follows || undefined}
                >
                  {entry.doNotTranslate
                    ? t("termKeep", { term: entry.term })
                    : t("termUse", { term: entry.term, translation: entry.translation })}
                  {entry.note && <span className="sr-only"> ({entry.note})</span>}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </>
  );
}
