"use client";

import { Check, ClipboardCopy, SkipForward, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { checkTranslation } from "@/lib/i18n/icu-checks";
import type { AssistantKeyHandler } from "../assistant/assistant-scope";
import { AssistantSlot } from "../assistant/AssistantSlot";
import { isAcceptAndSave } from "../shortcuts/shortcut-list";
import type { Draft } from "../model/draft-store";
import type { TokenRow } from "../model/rows";
import type { TokenEditorActions } from "../model/use-token-editor";
import { CheckList } from "./CheckList";

export interface TokenEditorProps {
  row: TokenRow;
  draft: Draft;
  lang: string;
  actions: TokenEditorActions;
}

/** Copy-source shortcut: Alt+Shift+C (by key position, so it works whatever the keyboard layout types there). */
const isCopySource = (event: KeyboardEvent) => event.altKey && event.shiftKey && event.code === "KeyC";

/**
 * Keys stay inside the editor (the table around it has its own shortcuts), except Ctrl/⌘+K: the command palette
 * listens for it on the window and must open from here too.
 */
const keepKeyInside = (event: KeyboardEvent) => {
  if (!((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === "k")) event.stopPropagation();
};

/**
 * The inline editor of one token. Enter saves, Shift+Enter breaks the line, Ctrl/⌘+Enter saves and opens the next
 * untranslated token, Esc cancels, Alt+Shift+C copies the source. Checks run on every keystroke; errors block the
 * save and offer to insert what is missing.
 */
export function TokenEditor({ row, draft, lang, actions }: TokenEditorProps) {
  const t = useTranslations("translations");
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const caret = useRef<number | null>(null);
  const [blocked, setBlocked] = useState(false);
  const assistantKeys = useRef<AssistantKeyHandler | null>(null);
  const saveOnTake = useRef(false);
  const checks = useMemo(() => checkTranslation(row.source, draft.value, lang), [row.source, draft.value, lang]);
  const hasErrors = checks.errors.length > 0;

  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return;
    element.style.height = "auto";
    element.style.height = `${Math.min(element.scrollHeight + 2, 240)}px`;
    if (caret.current !== null) {
      element.setSelectionRange(caret.current, caret.current);
      caret.current = null;
    }
  }, [draft.value]);

  // Focus on opening, but never away from a field the translator types in: filtering the rows in the search box
  // can unmount and mount the open token again.
  useEffect(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement && focused.matches("input, textarea, select"))) area.current?.focus();
  }, []);

  const save = (then: "stay" | "next") => {
    const result = actions.save(row.key, then);
    setBlocked(result === "blocked");
    if (result === "blocked") area.current?.focus();
  };

  const insert = (text: string) => {
    const element = area.current;
    const from = element?.selectionStart ?? draft.value.length;
    const to = element?.selectionEnd ?? from;
    caret.current = from + text.length;
    actions.change(row.key, draft.value.slice(0, from) + text + draft.value.slice(to));
    element?.focus();
  };

  /** A memory match or an accepted suggestion replaces the text; saving stays the translator's step. */
  const take = (text: string) => {
    setBlocked(false);
    caret.current = text.length;
    actions.change(row.key, text);
    area.current?.focus();
    if (saveOnTake.current) save("stay");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    keepKeyInside(event);
    if (isAcceptAndSave(event)) {
      // Accept (refused for a flagged suggestion: then nothing is taken or saved), then save what was taken.
      event.preventDefault();
      saveOnTake.current = true;
      assistantKeys.current?.({ key: "A", code: "KeyA", altKey: true, shiftKey: true, ctrlKey: false, metaKey: false });
      saveOnTake.current = false;
      return;
    }
    if (assistantKeys.current?.(event)) {
      event.preventDefault();
      return;
    }
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      save("next");
    } else if (event.key === "Enter" && !event.shiftKey && !event.altKey) {
      event.preventDefault();
      save("stay");
    } else if (event.key === "Escape") {
      event.preventDefault();
      actions.cancelEdit();
    } else if (isCopySource(event)) {
      event.preventDefault();
      actions.copySource(row.key);
    }
  };

  return (
    <div className="space-y-2" onKeyDown={keepKeyInside}>
      <label htmlFor={`${id}-text`} className="sr-only">
        {t("editor.label", { key: row.key })}
      </label>
      <textarea
        id={`${id}-text`}
        ref={area}
        lang={lang}
        rows={1}
        value={draft.value}
        onChange={(event) => {
          setBlocked(false);
          actions.change(row.key, event.target.value);
        }}
        onKeyDown={onKeyDown}
        aria-invalid={hasErrors || undefined}
        aria-describedby={`${id}-checks ${id}-keys`}
        spellCheck
        className="block w-full resize-none rounded-md border border-line bg-surface px-2 py-1.5 text-sm text-ink focus:outline-2 focus:outline-accent aria-invalid:border-bad"
      />
      <CheckList id={`${id}-checks`} checks={checks} onInsert={insert} emphasize={blocked} />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant="primary"
          icon={<Check aria-hidden className="size-4" />}
          aria-disabled={hasErrors || undefined}
          onClick={() => save("stay")}
        >
          {t("editor.save")}
        </Button>
        <Button
          size="sm"
          icon={<SkipForward aria-hidden className="size-4" />}
          aria-disabled={hasErrors || undefined}
          onClick={() => save("next")}
        >
          {t("editor.saveNext")}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          icon={<ClipboardCopy aria-hidden className="size-4" />}
          onClick={() => actions.copySource(row.key)}
        >
          {t("editor.copySource")}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          icon={<X aria-hidden className="size-4" />}
          onClick={() => actions.cancelEdit()}
        >
          {t("editor.cancel")}
        </Button>
      </div>
      <p id={`${id}-keys`} className="text-xs text-muted">
        {t("editor.shortcuts")}
      </p>
      <AssistantSlot row={row} onTake={take} keysRef={assistantKeys} />
    </div>
  );
}
