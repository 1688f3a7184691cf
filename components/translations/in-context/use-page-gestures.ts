"use client";

import { useEffect, useRef } from "react";
import { KEYS_ATTRIBUTE, UI_ATTRIBUTE } from "./mark-scanner";

/** The marked element under an Alt-press, outside translate mode's own panel. */
function markedTarget(event: MouseEvent | PointerEvent): Element | null {
  if (!event.altKey || !(event.target instanceof Element)) return null;
  if (event.target.closest(`[${UI_ATTRIBUTE}]`)) return null;
  return event.target.closest(`[${KEYS_ATTRIBUTE}]`);
}

const PRESS_EVENTS = ["pointerdown", "mousedown", "pointerup", "mouseup", "click", "auxclick", "dblclick"] as const;

/**
 * Alt+click on a marked text opens it, and does nothing else: the press never reaches the page (a sortable header
 * does not sort, a link does not open or download, a menu item is not chosen). Alt+Shift+↓ and ↑ move to the next
 * and previous marked text, from anywhere (the panel's text box included).
 */
export function usePageGestures(handlers: { open: (element: Element) => void; cycle: (step: 1 | -1) => void }) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const onPress = (event: MouseEvent) => {
      const target = markedTarget(event);
      if (!target) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (event.type === "click") latest.current.open(target);
    };
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || !event.shiftKey || event.ctrlKey || event.metaKey) return;
      if (event.code !== "ArrowDown" && event.code !== "ArrowUp") return;
      event.preventDefault();
      event.stopImmediatePropagation();
      latest.current.cycle(event.code === "ArrowDown" ? 1 : -1);
    };
    for (const type of PRESS_EVENTS) window.addEventListener(type, onPress, { capture: true });
    window.addEventListener("keydown", onKey, { capture: true });
    return () => {
      for (const type of PRESS_EVENTS) window.removeEventListener(type, onPress, { capture: true });
      window.removeEventListener("keydown", onKey, { capture: true });
    };
  }, []);
}
