"use client";

import { Check, X } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { formatPercent } from "@/lib/format";
import { followsEntry, termsIn, type CompiledGlossary, type GlossaryEntry } from "@/lib/i18n/glossary";
import type { TakeableMatch } from "./use-memory-matches";

export interface MemoryListProps {
  lang: string;
  matches: readonly TakeableMatch[];
  loadingOthers: boolean;
  onTake: (text: string) => void;
  /** The language's glossary and the terms of the token's source: each match shows whether it uses them. */
  glossary: CompiledGlossary;
  terms: readonly GlossaryEntry[];
}

/**
 * The memory's matches, each a button that takes its text into the editor (the first nine also by Alt+n), with the
 * glossary's terms of the token's source that the match also translates, and whether it uses the glossary's words.
 */
export function MemoryList({ lang, matches, loadingOthers, onTake, glossary, terms }: MemoryListProps) {
  const t = useTranslations("translations.assistant.memory");
  const locale = useLocale();
  const id = useId();
  return (
    <section aria-labelledby={id} data-testid="memory" className="min-w-0 space-y-2">
      <h3 id={id} className="text-xs font-medium uppercase tracking-wide text-muted">
        {t("title")}
      </h3>
      {matches.length === 0 ? (
        <p className="text-sm text-muted">{loadingOthers ? t("loading") : t("none")}</p>
      ) : (
        <ol className="space-y-1">
          {matches.map((match, index) => (
            <li key={`${match.lang ?? ""}\u0000${match.key}\u0000${match.text}`}>
              <button
                type="button"
                data-testid="memory-match"
                aria-keyshortcuts={index < 9 ? `Alt+${index + 1}` : undefined}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onTake(match.text)}
                className="block w-full rounded-md border border-line bg-surface px-2 py-1.5 text-left hover:bg-raised focus-visible:outline-2 focus-visible:outline-accent"
              >
                <span className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
                  {index < 9 && <kbd className="rounded border border-line px-1 font-mono">Alt+{index + 1}</kbd>}
                  <span>
                    {match.lang ? t("otherLanguage", { lang: match.lang }) : match.exact ? t("exact") : t("fuzzy")}
                  </span>
                  <span className="tabular-nums" data-testid="memory-similarity">
                    {t("similarity", { percent: formatPercent(match.similarity, locale, 0) })}
                  </span>
                  <span className="min-w-0 font-mono [overflow-wrap:anywhere]" data-testid="memory-key">
                    {match.key}
                    {match.more > 0 && ` ${t("more", { count: match.more })}`}
                  </span>
                </span>
                <span lang={match.lang ?? lang} className="block whitespace-pre-wrap break-words text-sm text-ink">
                  {match.text}
                </span>
                {!match.exact && match.source && (
                  <span className="block whitespace-pre-wrap break-words text-xs text-muted">{match.source}</span>
                )}
                {!match.lang && <TermHits match={match} glossary={glossary} terms={terms} />}
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The token's glossary terms this match's source also holds, each marked as used or not by its translation. */
function TermHits({
  match,
  glossary,
  terms,
}: {
  match: TakeableMatch;
  glossary: CompiledGlossary;
  terms: readonly GlossaryEntry[];
}) {
  const t = useTranslations("translations.assistant.memory");
  if (terms.length === 0) return null;
  const inMatch = match.source ? termsIn(match.source, glossary) : terms;
  const hits = terms.filter((entry) => inMatch.includes(entry));
  if (hits.length === 0) return null;
  return (
    <span className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-xs" data-testid="memory-terms">
      {hits.map((entry) => {
        const follows = followsEntry(match.text, entry, glossary);
        const Icon = follows ? Check : X;
        return (
          <span key={entry.term} className="inline-flex items-center gap-1 text-muted" data-follows={follows}>
            <Icon aria-hidden className={follows ? "size-3.5 text-ok" : "size-3.5 text-bad"} />
            {follows
              ? t("termUsed", { term: entry.term, translation: entry.doNotTranslate ? entry.term : entry.translation })
              : t("termNotUsed", {
                  term: entry.term,
                  translation: entry.doNotTranslate ? entry.term : entry.translation,
                })}
          </span>
        );
      })}
    </span>
  );
}
