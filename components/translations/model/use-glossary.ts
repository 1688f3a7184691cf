"use client";

import { useMemo } from "react";
import { usePortalQuery } from "@/lib/api/hooks";
import { compileGlossary, EMPTY_GLOSSARY, glossaryOf, type CompiledGlossary, type Glossary } from "@/lib/i18n/glossary";
import { TABLE_QUERY_OPTIONS } from "./use-language-tables";

/**
 * A language's glossary, read from its token table (the same cached read as the editor's): the entries and their
 * compiled patterns. Apart from the tables' hook, so that a page showing only progress does not load the ICU parser
 * the glossary's matching needs.
 */
export function useGlossary(lang: string): { glossary: Glossary; compiled: CompiledGlossary } {
  const table = usePortalQuery("i18n.lang.table", { lang }, TABLE_QUERY_OPTIONS);
  const glossary = useMemo(() => (table.data ? glossaryOf(table.data) : EMPTY_GLOSSARY), [table.data]);
  const compiled = useMemo(() => compileGlossary(glossary.entries), [glossary]);
  return { glossary, compiled };
}
