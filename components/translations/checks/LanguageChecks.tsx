"use client";

import { Keyboard, ListChecks } from "lucide-react";
import { useTranslations } from "next-intl";
import { Suspense, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { lazyComponent, preloadOn, WhenOpened } from "@/components/ui/lazy";
import type { DraftStore } from "../model/draft-store";
import type { TokenRow } from "../model/rows";
import type { TokenEditorApi } from "../model/use-token-editor";
import { useEditorShortcuts } from "../shortcuts/use-editor-shortcuts";
import { tokenFindings, type Finding, type FindingKind } from "./findings";
import { nextProblem } from "./next-problem";
import type { CompiledGlossary } from "@/lib/i18n/glossary";
import type { Dismissals } from "./use-dismissals";
import { useLanguageFindings } from "./use-language-findings";
import { useTokenJump } from "./use-token-jump";

/** The panel and the sheet load when first opened, not with the page (first-load budget). */
const LazyChecksPanel = lazyComponent(() => import("./ChecksPanel").then((m) => m.ChecksPanel));
const LazyShortcutSheet = lazyComponent(() => import("../shortcuts/ShortcutSheet").then((m) => m.ShortcutSheet));

export interface LanguageChecksProps {
  /** Every token of the language. */
  rows: readonly TokenRow[];
  /** The rows the table shows (its filters applied). */
  visible: readonly TokenRow[];
  lang: string;
  isSource: boolean;
  store: DraftStore;
  unsaved: ReadonlySet<string>;
  api: TokenEditorApi;
  canEdit: boolean;
  /** Whether the assistant's shortcuts are listed (TRANSLATION_ASSISTANT). */
  assistant: boolean;
  /** Changes the table's filters so that it shows this key. */
  reveal: (key: string) => void;
  glossary: CompiledGlossary;
  dismissals: Dismissals;
}

/**
 * Above the token table: the language's checks (a panel with its findings and their fixes), the next-problem
 * shortcut, and the keyboard sheet (`?`).
 */
export function LanguageChecks({
  rows,
  visible,
  lang,
  isSource,
  store,
  unsaved,
  api,
  canEdit,
  assistant,
  reveal,
  glossary,
  dismissals,
}: LanguageChecksProps) {
  const t = useTranslations("translations");
  const panelId = useId();
  const findings = useLanguageFindings({
    rows,
    lang,
    isSource,
    store,
    unsaved,
    editingKey: api.editingKey,
    glossary,
    dismissals,
  });
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<FindingKind | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [note, setNote] = useState("");
  const focusBeforeSheet = useRef<HTMLElement | null>(null);
  const jump = useTokenJump({ visible, actions: api.actions, canEdit, reveal });

  /** The fix of the token's current text (a draft may have changed since the panel listed it), into its draft. */
  const fix = (finding: Finding) => {
    const row = rows.find((r) => r.key === finding.key);
    if (!row) return;
    const text = store.get(row.key)?.value ?? row.value;
    const now = tokenFindings(row.key, row.source, text, lang, isSource, glossary).find(
      (f) => f.problem.code === finding.problem.code,
    );
    jump(row.key, now?.fixed);
    setNote(now?.fixed !== undefined ? t("checksPanel.fixed", { key: row.key }) : "");
  };

  useEditorShortcuts({
    openSheet: () => {
      focusBeforeSheet.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setSheetOpen(true);
    },
    nextProblem: () => {
      const key = nextProblem(visible, api.editingKey ?? api.activeKey, findings.byKey, kind);
      setNote(key ? "" : t("checksPanel.noNext"));
      if (key) jump(key);
    },
  });

  return (
    <>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          icon={<ListChecks aria-hidden className="size-4" />}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen(!open)}
          data-testid="checks-toggle"
          {...preloadOn(LazyChecksPanel.preload)}
        >
          {t("checksPanel.toggle", { count: findings.all.length })}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          icon={<Keyboard aria-hidden className="size-4" />}
          aria-keyshortcuts="?"
          onClick={(event) => {
            focusBeforeSheet.current = event.currentTarget;
            setSheetOpen(true);
          }}
          {...preloadOn(LazyShortcutSheet.preload)}
        >
          {t("shortcuts.open")}
          <kbd className="rounded border border-line px-1 font-mono text-xs">?</kbd>
        </Button>
        <p role="status" data-testid="checks-note" className="text-sm text-muted">
          {note}
        </p>
      </div>
      {open && (
        <Suspense fallback={null}>
          <LazyChecksPanel
            id={panelId}
            findings={findings.all}
            kind={kind}
            onKind={setKind}
            canEdit={canEdit}
            onFix={fix}
            onOpen={(key) => jump(key)}
          />
        </Suspense>
      )}
      <WhenOpened open={sheetOpen}>
        <LazyShortcutSheet
          open={sheetOpen}
          onOpenChange={setSheetOpen}
          assistant={assistant}
          returnFocusTo={focusBeforeSheet}
        />
      </WhenOpened>
    </>
  );
}
