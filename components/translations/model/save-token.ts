/**
 * Saving one token without losing anybody's work: the current server text is read again right before the save,
 * and when someone else changed it since the editor opened, nothing is written and both versions go back to the
 * translator.
 */
import type { QueryClient } from "@tanstack/react-query";
import { portalKey } from "@/lib/api/hooks";
import { portal } from "@/lib/api/portal";
import { markTokensSaved } from "@/lib/i18n/overlay-rev";
import type { LanguageToken } from "@/lib/portal/schemas/i18n";

export type SaveOutcome = { kind: "saved" } | { kind: "conflict"; theirs: string };

/** The server's current text of a key ("" when untranslated), from `GET /i18n/lang/{lang}`. */
export async function currentTexts(lang: string): Promise<Readonly<Record<string, string>>> {
  return portal("i18n.lang.get", { lang });
}

export const textOf = (texts: Readonly<Record<string, string>>, key: string) =>
  Object.hasOwn(texts, key) ? texts[key] : "";

export async function saveToken(input: {
  lang: string;
  key: string;
  value: string;
  base: string;
}): Promise<SaveOutcome> {
  const theirs = textOf(await currentTexts(input.lang), input.key);
  if (theirs !== input.base && theirs !== input.value) return { kind: "conflict", theirs };
  await portal("i18n.lang.save", { lang: input.lang, key: input.key, value: input.value });
  return { kind: "saved" };
}

/**
 * Puts saved texts into the cached table without fetching 10,000 rows again, marks other languages' tables stale
 * (their source column may show this text), and tells the live overlay to refresh on the next page load.
 */
export function applySaved(queryClient: QueryClient, lang: string, saved: ReadonlyMap<string, string>): void {
  if (saved.size === 0) return;
  queryClient.setQueryData<LanguageToken[]>(portalKey("i18n.lang.table", { lang }), (rows) =>
    rows?.map((row) =>
      row.key !== undefined && saved.has(row.key)
        ? { ...row, value: saved.get(row.key), translated: saved.get(row.key) !== "" }
        : row,
    ),
  );
  void queryClient.invalidateQueries({
    queryKey: portalKey("i18n.lang.table"),
    predicate: (query) => (query.queryKey[2] as { lang?: string } | undefined)?.lang !== lang,
    refetchType: "none",
  });
  void queryClient.invalidateQueries({ queryKey: portalKey("i18n.lang.get"), refetchType: "none" });
  markTokensSaved();
}
