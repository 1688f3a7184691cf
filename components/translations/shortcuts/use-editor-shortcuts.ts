"use client";

import { useEffect, useRef } from "react";
import { isNextProblem, isSheetKey } from "./shortcut-list";

/**
 * The page-wide shortcuts of the translation editor: `?` opens the sheet (not while typing), Alt+Shift+N goes to
 * the next token with a problem (also from inside the token editor, which keeps other keys to itself: hence the
 * capture phase).
 */
export function useEditorShortcuts(handlers: { openSheet: () => void; nextProblem: () => void }): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      if (isNextProblem(event)) {
        event.preventDefault();
        latest.current.nextProblem();
      } else if (isSheetKey(event)) {
        event.preventDefault();
        latest.current.openSheet();
      }
    };
    window.addEventListener("keydown", onKeyDown, { capture: true });
    return () => window.removeEventListener("keydown", onKeyDown, { capture: true });
  }, []);
}
