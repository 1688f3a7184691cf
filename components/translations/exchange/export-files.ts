/**
 * The files of an export for translators: each chosen language's table joined with the source language's, with
 * the translator's unsaved drafts of this browser as `draft` units, written in the chosen format.
 */
import type { QueryClient } from "@tanstack/react-query";
import { portalKey } from "@/lib/api/hooks";
import { portal } from "@/lib/api/portal";
import { DraftStore, isUnsaved } from "../model/draft-store";
import { joinRows } from "../model/rows";
import { TABLE_QUERY_OPTIONS } from "../model/use-language-tables";
import type { ExchangeFormat, ExchangeUnit } from "./units";
import { exchangeFileName, writeExchange } from "./write";

const fetchTable = (queryClient: QueryClient, lang: string) =>
  queryClient.fetchQuery({
    queryKey: portalKey("i18n.lang.table", { lang }),
    queryFn: ({ signal }) => portal("i18n.lang.table", { lang }, { signal }),
    ...TABLE_QUERY_OPTIONS,
  });

export async function exportFiles(input: {
  queryClient: QueryClient;
  format: ExchangeFormat;
  langs: readonly string[];
  defaultLang: string;
  region: string;
}): Promise<{ name: string; text: string }[]> {
  const source = await fetchTable(input.queryClient, input.defaultLang);
  const files: { name: string; text: string }[] = [];
  for (const lang of [...input.langs].sort()) {
    const table = lang === input.defaultLang ? source : await fetchTable(input.queryClient, lang);
    const drafts = new DraftStore(input.region ? `translations:drafts:${input.region}:${lang}` : null);
    const units = joinRows(table, lang === input.defaultLang ? null : source).map((row): ExchangeUnit => {
      const draft = drafts.get(row.key);
      if (draft && isUnsaved(draft) && draft.value.trim() !== "")
        return { key: row.key, source: row.source, target: draft.value, state: "draft" };
      return {
        key: row.key,
        source: row.source,
        target: row.value,
        state: row.translated ? "translated" : "untranslated",
      };
    });
    files.push({
      name: exchangeFileName(input.format, lang),
      text: await writeExchange(input.format, { sourceLang: input.defaultLang, targetLang: lang, units }),
    });
  }
  return files;
}
