"use client";

import { useEffect, useMemo } from "react";
import { useDenied } from "@/lib/api/permissions";
import { useSession } from "@/lib/api/session";
import type { AssistantScope } from "../assistant/assistant-scope";
import { useDismissals } from "../checks/use-dismissals";
import type { PanelScope } from "../panel/panel-scope";
import { draftsOf } from "./draft-store";
import { useGlossary } from "./use-glossary";
import { useLanguageTables } from "./use-language-tables";

/**
 * What a screen that edits one language's tokens holds: the language's tables, the translator's drafts (kept in
 * this browser across reloads, shared by the editor and translate mode), its glossary, the dismissed findings, and
 * the scopes the token panel and its assistant read. The editor page and translate mode both start from here.
 */
export function useTranslationWorkspace(lang: string, withAssistant: boolean) {
  const session = useSession();
  const region = session.data?.region ?? "";
  const data = useLanguageTables(lang);
  const saveDenied = useDenied("i18n.lang.save");

  const store = useMemo(() => draftsOf(region, lang), [region, lang]);
  useEffect(() => {
    const flush = () => store.flush();
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [store]);

  const dismissals = useDismissals(region, lang);
  const { glossary: entries, compiled: glossary } = useGlossary(lang);
  const languageName = data.language?.name;
  const assistant = useMemo<AssistantScope | null>(
    () =>
      withAssistant && data.rows
        ? { lang, languageName, defaultLang: data.defaultLang, isDefault: data.isDefault, rows: data.rows, glossary }
        : null,
    [withAssistant, lang, languageName, data.defaultLang, data.isDefault, data.rows, glossary],
  );
  const panelScope = useMemo<PanelScope>(
    () => ({ lang, defaultLang: data.defaultLang, isSource: data.isDefault, glossary, dismissals }),
    [lang, data.defaultLang, data.isDefault, glossary, dismissals],
  );
  return {
    region,
    data,
    glossary,
    entries,
    saveDenied,
    canEdit: !saveDenied,
    store,
    dismissals,
    assistant,
    panelScope,
  };
}
