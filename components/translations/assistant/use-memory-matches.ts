"use client";

import { useQueries } from "@tanstack/react-query";
import { useMemo } from "react";
import { portalKey } from "@/lib/api/hooks";
import { portal } from "@/lib/api/portal";
import type { LanguageToken } from "@/lib/portal/schemas/i18n";
import type { TokenRow } from "../model/rows";
import { TABLE_QUERY_OPTIONS, useLanguages } from "../model/use-language-tables";
import type { AssistantScope } from "./assistant-scope";
import {
  lookup,
  memoryIndexFor,
  otherLanguageMatches,
  type MemoryMatch,
  type OtherLanguageMatch,
} from "./memory-index";

/** At most this many translations from other languages: a reference, not the main offer. */
const OTHER_LIMIT = 4;

const textsCache = new WeakMap<readonly LanguageToken[], ReadonlyMap<string, string>>();

/** A table's translated texts by key, built once per fetched table. */
function textsOf(tokens: readonly LanguageToken[]): ReadonlyMap<string, string> {
  let texts = textsCache.get(tokens);
  if (!texts) {
    const map = new Map<string, string>();
    for (const token of tokens) if (token.key && token.translated && token.value) map.set(token.key, token.value);
    textsCache.set(tokens, (texts = map));
  }
  return texts;
}

export type TakeableMatch =
  (MemoryMatch & { lang?: undefined }) | (OtherLanguageMatch & { similarity: 1; exact: true; source?: undefined });

/**
 * The memory's matches for one token: this language's exact and similar sources (from an index built once per
 * table), then what the other languages (not the source language) hold for the same source. The other tables come
 * from the same cache the editor of those languages uses.
 */
export function useMemoryMatches(scope: AssistantScope, row: TokenRow) {
  const languages = useLanguages();
  const others = useMemo(
    () =>
      (languages.data ?? [])
        .map((l) => l.lang)
        .filter((lang): lang is string => lang !== undefined && lang !== scope.lang && lang !== scope.defaultLang),
    [languages.data, scope.lang, scope.defaultLang],
  );
  const tables = useQueries({
    queries: others.map((lang) => ({
      queryKey: portalKey("i18n.lang.table", { lang }),
      queryFn: ({ signal }: { signal: AbortSignal }) => portal("i18n.lang.table", { lang }, { signal }),
      ...TABLE_QUERY_OPTIONS,
    })),
  });
  const index = useMemo(() => memoryIndexFor(scope.rows), [scope.rows]);
  const own = useMemo(() => lookup(index, row.source, { excludeKey: row.key }), [index, row.source, row.key]);
  // Cheap (the keys of one source text in a few tables), so computed on each render rather than memoized.
  const loaded = tables.flatMap((table, i) => (table.data ? [{ lang: others[i], texts: textsOf(table.data) }] : []));
  const fromOthers = otherLanguageMatches(index, row.source, loaded).slice(0, OTHER_LIMIT);
  const matches: TakeableMatch[] = [
    ...own,
    ...fromOthers.map((m) => ({ ...m, similarity: 1 as const, exact: true as const })),
  ];
  return { matches, loadingOthers: tables.some((t) => t.isPending) };
}
