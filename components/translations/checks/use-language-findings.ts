"use client";

import { useMemo } from "react";
import type { CompiledGlossary } from "@/lib/i18n/glossary";
import type { DraftStore } from "../model/draft-store";
import type { TokenRow } from "../model/rows";
import { languageFindings, withDrafts, withoutDismissed, type LanguageFindings } from "./findings";
import type { Dismissals } from "./use-dismissals";

const NONE: LanguageFindings = { all: [], byKey: new Map() };

/**
 * The language's findings: the saved texts checked once per token table (a save replaces it) and glossary, the
 * unsaved drafts on top, checked again when the set of drafts changes or the open editor closes — never per
 * keystroke. Findings a translator dismissed for the token's current text are left out (they leave the count).
 */
export function useLanguageFindings(options: {
  rows: readonly TokenRow[] | undefined;
  lang: string;
  isSource: boolean;
  store: DraftStore;
  unsaved: ReadonlySet<string>;
  editingKey: string | null;
  glossary: CompiledGlossary;
  dismissals: Dismissals;
}): LanguageFindings {
  const { rows, lang, isSource, store, unsaved, editingKey, glossary, dismissals } = options;
  const base = useMemo(
    () => (rows ? languageFindings(rows, lang, isSource, glossary) : NONE),
    [rows, lang, isSource, glossary],
  );
  const drafted = useMemo(() => {
    if (!rows || unsaved.size === 0) return base;
    const drafts = new Map<string, string>();
    for (const key of unsaved) {
      const draft = store.get(key);
      if (draft) drafts.set(key, draft.value);
    }
    return withDrafts(base, rows, drafts, lang, isSource, glossary);
    // editingKey: the text typed in the editor is checked again when it closes.
  }, [base, rows, unsaved, store, lang, isSource, glossary, editingKey]); // eslint-disable-line react-hooks/exhaustive-deps
  return useMemo(() => {
    if (!rows) return drafted;
    const textOf = new Map(rows.map((row) => [row.key, row.value]));
    return withoutDismissed(drafted, (key, id) => {
      const text = store.get(key)?.value ?? textOf.get(key) ?? "";
      return dismissals.of(key, id, text) !== undefined;
    });
  }, [drafted, rows, store, dismissals]);
}
