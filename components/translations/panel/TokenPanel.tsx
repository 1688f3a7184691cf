"use client";

import { Check, ClipboardCopy, SkipForward, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useContext, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import type { AssistantKeyHandler } from "../assistant/assistant-scope";
import { AssistantSlot } from "../assistant/AssistantSlot";
import { CheckList } from "../editor/CheckList";
import type { Draft } from "../model/draft-store";
import type { TokenRow } from "../model/rows";
import type { TokenEditorActions } from "../model/use-token-editor";
import { isAcceptAndSave } from "../shortcuts/shortcut-list";
import { PanelScopeContext } from "./panel-scope";
import { SourceAndTerms } from "./SourceAndTerms";
import { useTokenChecks } from "./use-token-checks";
import { WhereUsedSlot } from "./WhereUsedSlot";

export interface TokenPanelProps {
  row: TokenRow;
  draft: Draft;
  lang: string;
  actions: TokenEditorActions;
  /** `inline`: unfolded in the table's row (narrow screens); `side`: beside the list or the page, with the source. */
  variant: "inline" | "side";
  /** Whether "Save and next" is offered (the editor's list has a next token; translate mode saves and stays). */
  saveNext?: boolean;
}

/** Copy-source shortcut: Alt+Shift+C (by key position, so it works whatever the keyboard layout types there). */
const isCopySource = (event: KeyboardEvent) => event.altKey && event.shiftKey && event.code === "KeyC";

/**
 * Keys stay inside the panel (the table around it has its own shortcuts), except Ctrl/⌘+K: the command palette
 * listens for it on the window and must open from here too.
 */
const keepKeyInside = (event: KeyboardEvent) => {
  if (!((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === "k")) event.stopPropagation();
};

/**
 * One token, to translate: its source and the glossary's terms in it, the text, the checks (errors once the
 * translator typed or tried to save; hints that can be dismissed with a reason), Save, the assistant (memory and
 * suggestion) and where the key is used. The one panel of the editor (in the row, or beside the list) and of
 * translate mode. Enter saves, Shift+Enter breaks the line, Ctrl/⌘+Enter saves and opens the next untranslated
 * token, Esc cancels, Alt+Shift+C copies the source.
 */
export function TokenPanel({ row, draft, lang, actions, variant, saveNext = true }: TokenPanelProps) {
  const t = useTranslations("translations");
  const id = useId();
  const scope = useContext(PanelScopeContext);
  const area = useRef<HTMLTextAreaElement>(null);
  const caret = useRef<number | null>(null);
  const [blocked, setBlocked] = useState(false);
  // A text the translator has not touched shows no error yet: an untranslated token opens empty, not "wrong".
  const [touched, setTouched] = useState(draft.value !== draft.base);
  const assistantKeys = useRef<AssistantKeyHandler | null>(null);
  const saveOnTake = useRef(false);
  const { checks, hints, dismiss, hasErrors } = useTokenChecks(row, draft.value, scope, lang);
  const showErrors = touched || blocked;

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

  const change = (value: string) => {
    setBlocked(false);
    setTouched(true);
    actions.change(row.key, value);
  };

  const insert = (text: string) => {
    const element = area.current;
    const from = element?.selectionStart ?? draft.value.length;
    const to = element?.selectionEnd ?? from;
    caret.current = from + text.length;
    change(draft.value.slice(0, from) + text + draft.value.slice(to));
    element?.focus();
  };

  /** A memory match or an accepted suggestion replaces the text; saving stays the translator's step. */
  const take = (text: string) => {
    caret.current = text.length;
    change(text);
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
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey) && saveNext) {
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
      setTouched(true);
      actions.copySource(row.key);
    }
  };

  const side = variant === "side";
  return (
    <div
      className={cn("@container space-y-3", side && "p-3")}
      onKeyDown={keepKeyInside}
      data-testid="token-panel"
      data-key={row.key}
    >
      {side && <p className="break-all font-mono text-xs text-muted">{row.key}</p>}
      <SourceAndTerms row={row} text={draft.value} scope={scope} showSource={side} />
      <div className="space-y-2">
        <label
          htmlFor={`${id}-text`}
          className={side ? "text-xs font-medium uppercase tracking-wide text-muted" : "sr-only"}
        >
          {t("editor.label", { key: row.key })}
        </label>
        <textarea
          id={`${id}-text`}
          ref={area}
          lang={lang}
          rows={side ? 3 : 1}
          value={draft.value}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={(showErrors && hasErrors) || undefined}
          aria-describedby={`${id}-checks ${id}-keys`}
          spellCheck
          className="block w-full resize-none rounded-md border border-line bg-surface px-2 py-1.5 text-sm text-ink focus:outline-2 focus:outline-accent aria-invalid:border-bad"
        />
        <CheckList
          id={`${id}-checks`}
          checks={checks}
          hints={hints}
          showErrors={showErrors}
          onInsert={insert}
          emphasize={blocked}
          dismiss={dismiss}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant="primary"
          icon={<Check aria-hidden className="size-4" />}
          aria-disabled={(showErrors && hasErrors) || undefined}
          onClick={() => save("stay")}
        >
          {t("editor.save")}
        </Button>
        {saveNext && (
          <Button
            size="sm"
            icon={<SkipForward aria-hidden className="size-4" />}
            aria-disabled={(showErrors && hasErrors) || undefined}
            onClick={() => save("next")}
          >
            {t("editor.saveNext")}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          icon={<ClipboardCopy aria-hidden className="size-4" />}
          onClick={() => {
            setTouched(true);
            actions.copySource(row.key);
          }}
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
        {saveNext ? t("editor.shortcuts") : t("editor.shortcutsStay")}
      </p>
      <AssistantSlot row={row} onTake={take} keysRef={assistantKeys} />
      <WhereUsedSlot rowKey={row.key} open={side} />
    </div>
  );
}
