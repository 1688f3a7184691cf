"use client";

import { useMemo } from "react";
import type { DraftStore } from "../model/draft-store";
import type { TokenRow } from "../model/rows";
import { languageFindings, withDrafts, type LanguageFindings } from "./findings";

const NONE: LanguageFindings = { all: [], byKey: new Map() };

/**
 * The language's findings: the saved texts checked once per token table (a save replaces it), the unsaved drafts
 * on top, checked again when the set of drafts changes or the open editor closes — never per keystroke.
 */
export function useLanguageFindings(options: {
  rows: readonly TokenRow[] | undefined;
  lang: string;
  isSource: boolean;
  store: DraftStore;
  unsaved: ReadonlySet<string>;
  editingKey: string | null;
}): LanguageFindings {
  const { rows, lang, isSource, store, unsaved, editingKey } = options;
  const base = useMemo(() => (rows ? languageFindings(rows, lang, isSource) : NONE), [rows, lang, isSource]);
  return useMemo(() => {
    if (!rows || unsaved.size === 0) return base;
    const drafts = new Map<string, string>();
    for (const key of unsaved) {
      const draft = store.get(key);
      if (draft) drafts.set(key, draft.value);
    }
    return withDrafts(base, rows, drafts, lang, isSource);
    // editingKey: the text typed in the editor is checked again when it closes.
  }, [base, rows, unsaved, store, lang, isSource, editingKey]); // eslint-disable-line react-hooks/exhaustive-deps
}
