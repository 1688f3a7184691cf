"use client";

import { useMemo } from "react";
import { usePortalQuery } from "@/lib/api/hooks";
import type { ApiError } from "@/lib/api/error";
import { isRecordMissing } from "@/components/shell/NotFoundContent";
import type { Language } from "@/lib/portal/schemas/i18n";
import { joinRows, progressOf, type Progress, type TokenRow } from "./rows";

/** Token tables are large (10,000 rows and more): fetched once, kept a while, updated in place after saves. */
export const TABLE_QUERY_OPTIONS = { staleTime: 5 * 60_000, refetchOnWindowFocus: false } as const;

export function useLanguages() {
  return usePortalQuery("i18n.langs.list", {}, { staleTime: 5 * 60_000 });
}

/** The default (source) language: the one the portal marks, else English. */
export const defaultLanguageOf = (languages: readonly Language[] | undefined) =>
  languages?.find((l) => l.default)?.lang ?? "en";

export interface LanguageTables {
  language: Language | undefined;
  defaultLang: string;
  isDefault: boolean;
  rows: TokenRow[] | undefined;
  progress: Progress | undefined;
  error: ApiError | null;
  /** The portal has no such language: its table answered 404, or its list (read) does not hold it and no table came. */
  missing: boolean;
  retry: () => void;
}

/** One language's table joined with the default language's (its source texts). */
export function useLanguageTables(lang: string): LanguageTables {
  const languages = useLanguages();
  const defaultLang = defaultLanguageOf(languages.data);
  const isDefault = lang === defaultLang;
  const table = usePortalQuery("i18n.lang.table", { lang }, TABLE_QUERY_OPTIONS);
  const source = usePortalQuery(
    "i18n.lang.table",
    { lang: defaultLang },
    { ...TABLE_QUERY_OPTIONS, enabled: !languages.isPending && !isDefault },
  );
  // Without the language list (not allowed, or down) English is taken as the source rather than showing nothing.
  const ready = table.data && !languages.isPending && (isDefault || source.data);
  const rows = useMemo(
    () => (ready && table.data ? joinRows(table.data, isDefault ? null : (source.data ?? null)) : undefined),
    [ready, table.data, source.data, isDefault],
  );
  const progress = useMemo(() => (table.data ? progressOf(table.data) : undefined), [table.data]);
  const language = languages.data?.find((l) => l.lang === lang);
  return {
    language,
    defaultLang,
    isDefault,
    rows,
    progress,
    error: table.error ?? languages.error ?? source.error ?? null,
    missing: isRecordMissing(table.error) || (languages.data !== undefined && !language && !table.data),
    retry: () => {
      if (languages.error) void languages.refetch();
      if (table.error) void table.refetch();
      if (source.error) void source.refetch();
    },
  };
}
