"use client";

import { useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import type { RowFilters } from "./rows";

const URL_DELAY_MS = 250;

/**
 * The table's filters, read from the URL once and written back to it (`q`, `untranslated`, `prefix`, `drafts`, `unused`)
 * with the History API: a filter keystroke updates the rows at once and never waits for a navigation.
 */
export function useEditorFilters(): [RowFilters, (patch: Partial<RowFilters>) => void] {
  const params = useSearchParams();
  const [filters, setFilters] = useState<RowFilters>(() => ({
    query: params?.get("q") ?? "",
    untranslated: params?.get("untranslated") === "1",
    prefix: params?.get("prefix") ?? "",
    draftsOnly: params?.get("drafts") === "1",
    unusedOnly: params?.get("unused") === "1",
  }));

  useEffect(() => {
    const timer = setTimeout(() => {
      const url = new URL(window.location.href);
      const set = (name: string, value: string) =>
        value ? url.searchParams.set(name, value) : url.searchParams.delete(name);
      set("q", filters.query);
      set("untranslated", filters.untranslated ? "1" : "");
      set("prefix", filters.prefix);
      set("drafts", filters.draftsOnly ? "1" : "");
      set("unused", filters.unusedOnly ? "1" : "");
      if (url.href !== window.location.href) window.history.replaceState(null, "", url);
    }, URL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filters]);

  return [filters, (patch) => setFilters((previous) => ({ ...previous, ...patch }))];
}
