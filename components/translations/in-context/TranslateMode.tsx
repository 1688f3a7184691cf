"use client";

import { Languages } from "lucide-react";
import { useRouter, useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { setTranslateCookie } from "@/lib/i18n/translate-mode";
import { TRANSLATE_PARAM, type WhereUsedData } from "@/lib/i18n/where-used";
import whereUsed from "@/lib/i18n/where-used.json";
import { AssistantScopeContext } from "../assistant/assistant-scope";
import { findingId, tokenFindings } from "../checks/findings";
import type { TokenRow } from "../model/rows";
import { useTokenEditor } from "../model/use-token-editor";
import { useTranslationWorkspace } from "../model/use-workspace";
import { PanelScopeContext } from "../panel/panel-scope";
import { readMarks } from "@/lib/i18n/key-marks";
import { InContextPanel, type PanelView } from "./InContextPanel";
import { KEYS_ATTRIBUTE, UI_ATTRIBUTE } from "./mark-scanner";
import { MarkOverlay, type MarkState } from "./MarkOverlay";
import { usePageGestures } from "./use-page-gestures";
import { usePanelRoom } from "./use-panel-room";
import { useMarkScanner } from "./use-mark-scanner";

const KEYS = (whereUsed as WhereUsedData).keys;
const CURRENT = "data-i18n-current";
const NO_PIN = () => {};
/** A text as shown, without its marks. */
const shownText = (text: string | null) =>
  readMarks(text ?? "")
    .text.replace(/\s+/g, " ")
    .trim();

/**
 * Translate mode, loaded only while it is on: the page's marked texts outlined and badged, Alt+click or Alt+Shift+↓/↑
 * to open one in the side panel, the token saved there and the page redrawn by the server with the new text (the
 * live overlay refreshes for the save mark, lib/i18n/overlay-rev.ts) without a reload.
 */
export function TranslateMode({ assistant: withAssistant }: { assistant: boolean }) {
  const t = useTranslations("translations.inContext");
  const lang = useLocale();
  const router = useRouter();
  const params = useSearchParams();
  const workspace = useTranslationWorkspace(lang, withAssistant);
  const { data, store, canEdit, dismissals } = workspace;
  const rows = useMemo(() => new Map<string, TokenRow>((data.rows ?? []).map((row) => [row.key, row])), [data.rows]);
  const [status, setStatus] = useState("");
  const api = useTokenEditor({
    lang,
    rows: data.rows ?? [],
    store,
    canEdit,
    pin: NO_PIN,
    onSaved: (key) => {
      setStatus(t("saved", { key }));
      router.refresh();
    },
  });
  const { scanner, version } = useMarkScanner(KEYS);
  const [open, setOpen] = useState(true);
  const [view, setView] = useState<PanelView>("token");
  const [keys, setKeys] = useState<readonly string[]>([]);
  const [shown, setShown] = useState("");
  const [textsQuery, setTextsQuery] = useState("");
  const current = useRef<Element | null>(null);
  const currentKeys = useRef("");
  const panelRef = useRef<HTMLElement>(null);
  usePanelRoom(panelRef, open);

  const stateOf = useCallback(
    (key: string): MarkState | null => {
      const row = rows.get(key);
      if (!row) return null;
      if (!row.translated) return "untranslated";
      const text = store.get(key)?.value ?? row.value;
      const open = tokenFindings(key, row.source, text, lang, data.isDefault, workspace.glossary).filter(
        (finding) => !dismissals.of(key, findingId(finding.problem), text),
      );
      return open.length > 0 ? "finding" : null;
    },
    [rows, store, lang, data.isDefault, workspace.glossary, dismissals],
  );

  const highlight = (element: Element | null) => {
    current.current?.removeAttribute(CURRENT);
    current.current = element;
    currentKeys.current = element?.getAttribute(KEYS_ATTRIBUTE) ?? "";
    element?.setAttribute(CURRENT, "");
    element?.scrollIntoView({ block: "nearest", inline: "nearest" });
  };

  const openKeys = useCallback(
    (next: readonly string[], note = "") => {
      setKeys(next);
      setView("token");
      setOpen(true);
      setStatus(note);
      if (next.length >= 1 && rows.has(next[0])) api.actions.startEdit(next[0]);
      else api.actions.closeEdit();
    },
    [rows, api.actions],
  );

  // The key a "where used" link asks for, and whether it has been answered: once the language's tokens are there,
  // unless the user opened a text of their own first (the link's text would replace it under their hands).
  const asked = params.get(TRANSLATE_PARAM);
  const answered = useRef<string | null>(null);

  const openElement = (element: Element) => {
    answered.current = asked;
    highlight(element);
    const keysOfElement = scanner.keysOf(element);
    setShown(keysOfElement.length === 1 ? shownText(element.textContent || element.getAttribute("aria-label")) : "");
    openKeys(keysOfElement);
  };

  const cycle = (step: 1 | -1) => {
    const elements = scanner.elements(true);
    if (elements.length === 0) return setStatus(t("noTexts"));
    const at = current.current ? elements.indexOf(current.current) : -1;
    const index = at < 0 ? (step === 1 ? 0 : elements.length - 1) : (at + step + elements.length) % elements.length;
    const element = elements[index];
    openElement(element);
    const text = shownText(element.textContent || element.getAttribute("aria-label"));
    setStatus(t("cycled", { index: index + 1, count: elements.length, text: text.slice(0, 80) }));
  };

  usePageGestures({ open: openElement, cycle });

  // A "where used" link: the page opens with that key's text highlighted and its token in the panel.
  useEffect(() => {
    if (!asked || data.rows === undefined || answered.current === asked) return;
    answered.current = asked;
    const element = scanner.elements().find((e) => scanner.keysOf(e).includes(asked)) ?? null;
    highlight(element);
    setShown(element ? shownText(element.textContent) : "");
    openKeys([asked], element ? "" : t("notShown", { key: asked }));
  }, [asked, scanner, data.rows, openKeys, t]);

  // The keys of a text opened before the language's tokens arrived open once they are there.
  useEffect(() => {
    if (keys.length > 0 && api.editingKey === null && rows.has(keys[0]) && view === "token")
      api.actions.startEdit(keys[0]);
  }, [rows]); // eslint-disable-line react-hooks/exhaustive-deps

  // The page may put a new element in place of the highlighted one (a button swapped for the one its tooltip wraps,
  // once the tooltip's code is there): the highlight moves to the element now showing the same keys.
  useEffect(() => {
    const element = current.current;
    if (!element || element.isConnected) return;
    const again = scanner.elements().find((e) => e.getAttribute(KEYS_ATTRIBUTE) === currentKeys.current);
    if (!again) return;
    current.current = again;
    again.setAttribute(CURRENT, "");
  }, [version, scanner]);

  useEffect(() => () => current.current?.removeAttribute(CURRENT), []);

  const turnOff = () => {
    setTranslateCookie(false);
    router.refresh();
  };

  return (
    <PanelScopeContext value={workspace.panelScope}>
      <AssistantScopeContext value={workspace.assistant}>
        <MarkOverlay scanner={scanner} version={version} stateOf={stateOf} />
        {open ? (
          <InContextPanel
            ref={panelRef}
            shown={shown}
            lang={lang}
            view={view}
            onView={setView}
            keys={keys}
            rows={rows}
            loading={data.rows === undefined}
            canEdit={canEdit}
            api={api}
            store={store}
            texts={scanner.seenTexts()}
            textsQuery={textsQuery}
            onTextsQuery={setTextsQuery}
            stateOf={stateOf}
            status={status}
            onOpenKey={(key) => {
              highlight(scanner.elements().find((e) => scanner.keysOf(e).includes(key)) ?? null);
              setShown(scanner.seenTexts().find((text) => text.key === key)?.text ?? "");
              if (!keys.includes(key)) return openKeys([key]);
              setView("token");
              api.actions.startEdit(key);
            }}
            onClose={() => setOpen(false)}
            onTurnOff={turnOff}
          />
        ) : (
          <div {...{ [UI_ATTRIBUTE]: "" }} className="fixed bottom-4 right-4 z-[60]">
            <Button variant="primary" icon={<Languages aria-hidden className="size-4" />} onClick={() => setOpen(true)}>
              {t("reopen")}
            </Button>
          </div>
        )}
      </AssistantScopeContext>
    </PanelScopeContext>
  );
}
