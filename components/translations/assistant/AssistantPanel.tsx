"use client";

import { useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, type RefObject } from "react";
import { termsIn } from "@/lib/i18n/glossary";
import type { TokenRow } from "../model/rows";
import { assistantCommand } from "./assistant-keys";
import type { AssistantKeyHandler, AssistantScope } from "./assistant-scope";
import { MemoryList } from "./MemoryList";
import { SuggestionBox, type SuggestionCommands } from "./SuggestionBox";
import { useMemoryMatches } from "./use-memory-matches";

export interface AssistantPanelProps {
  scope: AssistantScope;
  row: TokenRow;
  onTake: (text: string) => void;
  keysRef: RefObject<AssistantKeyHandler | null>;
}

/** Beside the open token: the translation memory's matches and, for a language other than the source, suggestions. */
export function AssistantPanel({ scope, row, onTake, keysRef }: AssistantPanelProps) {
  const t = useTranslations("translations.assistant");
  const { matches, loadingOthers } = useMemoryMatches(scope, row);
  const terms = useMemo(
    () => (scope.isDefault ? [] : termsIn(row.source, scope.glossary)),
    [scope.isDefault, scope.glossary, row.source],
  );
  const suggestion = useRef<SuggestionCommands>(null);
  const suggests = !scope.isDefault;

  // The editor's keydowns reach the panel through this handler (the editor keeps its keys to itself).
  const handle: AssistantKeyHandler = (event) => {
    const command = assistantCommand(event);
    if (!command) return false;
    if (command.kind === "take") {
      const match = matches[command.index];
      if (match) onTake(match.text);
    } else if (command.kind === "suggest") suggestion.current?.suggest();
    else suggestion.current?.accept();
    return true;
  };
  const latest = useRef(handle);
  useEffect(() => {
    latest.current = handle;
  });
  useEffect(() => {
    keysRef.current = (event) => latest.current(event);
    return () => {
      keysRef.current = null;
    };
  }, [keysRef]);

  return (
    <div
      data-testid="assistant"
      className="grid gap-4 border-t border-line pt-3 @2xl:grid-cols-2"
      onKeyDown={(event) => {
        if (handle(event)) event.preventDefault();
      }}
    >
      <h2 className="sr-only">{t("title")}</h2>
      <MemoryList
        lang={scope.lang}
        matches={matches}
        loadingOthers={loadingOthers}
        onTake={onTake}
        glossary={scope.glossary}
        terms={terms}
      />
      {suggests && <SuggestionBox scope={scope} row={row} onTake={onTake} commands={suggestion} />}
      <p className="text-xs text-muted @2xl:col-span-2">{suggests ? t("shortcuts") : t("shortcutsMemory")}</p>
    </div>
  );
}
