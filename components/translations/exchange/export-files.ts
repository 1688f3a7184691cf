/**
 * The files of an export for translators: each chosen language's table joined with the source language's, with
 * the translator's unsaved drafts of this browser as `draft` units, all of it or only the rows the editor's filters
 * show (applied to each language's own rows), written in the chosen format.
 */
import type { QueryClient } from "@tanstack/react-query";
import { portalKey } from "@/lib/api/hooks";
import { portal } from "@/lib/api/portal";
import { draftsOf, isUnsaved } from "../model/draft-store";
import { filterRows, joinRows, type RowFilters } from "../model/rows";
import { TABLE_QUERY_OPTIONS } from "../model/use-language-tables";
import type { NoteMessages } from "./unit-notes";
import type { ExchangeFormat, ExchangeUnit, ExportRefusal } from "./units";
import { exchangeFileName, writeExchange } from "./write";

const fetchTable = (queryClient: QueryClient, lang: string) =>
  queryClient.fetchQuery({
    queryKey: portalKey("i18n.lang.table", { lang }),
    queryFn: ({ signal }) => portal("i18n.lang.table", { lang }, { signal }),
    ...TABLE_QUERY_OPTIONS,
  });

export interface ExportedFile {
  name: string;
  text: string;
  /** Units the format cannot carry, left out of the file. */
  refused: ExportRefusal[];
}

export async function exportFiles(input: {
  queryClient: QueryClient;
  format: ExchangeFormat;
  langs: readonly string[];
  defaultLang: string;
  region: string;
  notes: NoteMessages;
  /** Only the rows these filters show; null for every row. */
  filters: RowFilters | null;
}): Promise<ExportedFile[]> {
  const source = await fetchTable(input.queryClient, input.defaultLang);
  const files: ExportedFile[] = [];
  for (const lang of [...input.langs].sort()) {
    const table = lang === input.defaultLang ? source : await fetchTable(input.queryClient, lang);
    const drafts = draftsOf(input.region, lang);
    const rows = joinRows(table, lang === input.defaultLang ? null : source);
    const shown = input.filters ? filterRows(rows, input.filters, new Set(), drafts.unsavedKeys()) : rows;
    if (shown.length === 0) continue;
    const units = shown.map((row): ExchangeUnit => {
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
    const written = writeExchange(
      input.format,
      { sourceLang: input.defaultLang, targetLang: lang, units },
      input.notes,
    );
    files.push({ name: exchangeFileName(input.format, lang), ...written });
  }
  return files;
}
