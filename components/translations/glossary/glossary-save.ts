/**
 * Writing the glossary: one `POST /i18n/lang/{lang}` per entry, its key inserted the first time (the portal then
 * adds the key, untranslated, to the other languages) and updated afterwards. A removed entry is written as such:
 * the portal cannot delete a token. The cached table is updated in place, as after saving a token.
 */
import type { QueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api/error";
import { portalKey } from "@/lib/api/hooks";
import { portal } from "@/lib/api/portal";
import { encodeEntry, glossaryKey, removedValue, type GlossaryEntry } from "@/lib/i18n/glossary";
import type { LanguageToken } from "@/lib/portal/schemas/i18n";

async function writeToken(lang: string, key: string, value: string, exists: boolean): Promise<void> {
  try {
    await portal("i18n.lang.save", { lang, key, value, insert: !exists });
  } catch (error) {
    // Someone else added (409) the key meanwhile, or the table was older than the portal (404): the other way.
    const retry = error instanceof ApiError && ((!exists && error.status === 409) || (exists && error.status === 404));
    if (!retry) throw error;
    await portal("i18n.lang.save", { lang, key, value, insert: exists });
  }
}

function applyToken(queryClient: QueryClient, lang: string, key: string, value: string): void {
  queryClient.setQueryData<LanguageToken[]>(portalKey("i18n.lang.table", { lang }), (rows) => {
    if (!rows) return rows;
    const row = { key, value, translated: true };
    return rows.some((r) => r.key === key) ? rows.map((r) => (r.key === key ? row : r)) : [...rows, row];
  });
  // The other languages now hold the key too (untranslated); they read it when next fetched.
  void queryClient.invalidateQueries({
    queryKey: portalKey("i18n.lang.table"),
    predicate: (query) => (query.queryKey[2] as { lang?: string } | undefined)?.lang !== lang,
    refetchType: "none",
  });
}

/** Adds or changes one entry. `keys`: the glossary keys the language's table holds. */
export async function saveGlossaryEntry(
  queryClient: QueryClient,
  lang: string,
  entry: GlossaryEntry,
  keys: ReadonlySet<string>,
): Promise<void> {
  const key = glossaryKey(entry.term);
  const value = encodeEntry(entry);
  await writeToken(lang, key, value, keys.has(key));
  applyToken(queryClient, lang, key, value);
}

export async function removeGlossaryEntry(
  queryClient: QueryClient,
  lang: string,
  term: string,
  keys: ReadonlySet<string>,
): Promise<void> {
  const key = glossaryKey(term);
  await writeToken(lang, key, removedValue(term), keys.has(key));
  applyToken(queryClient, lang, key, removedValue(term));
}
