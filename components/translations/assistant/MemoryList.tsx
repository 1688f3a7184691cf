"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { formatPercent } from "@/lib/format";
import type { TakeableMatch } from "./use-memory-matches";

export interface MemoryListProps {
  lang: string;
  matches: readonly TakeableMatch[];
  loadingOthers: boolean;
  onTake: (text: string) => void;
}

/** The memory's matches, each a button that takes its text into the editor (the first nine also by Alt+n). */
export function MemoryList({ lang, matches, loadingOthers, onTake }: MemoryListProps) {
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
                  <span className="min-w-0 truncate font-mono" data-testid="memory-key" title={match.key}>
                    {match.key}
                    {match.more > 0 && ` ${t("more", { count: match.more })}`}
                  </span>
                </span>
                <span lang={match.lang ?? lang} className="block whitespace-pre-wrap break-words text-sm text-ink">
                  {match.text}
                </span>
                {!match.exact && match.source && (
                  <span className="block truncate text-xs text-muted">{match.source}</span>
                )}
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
