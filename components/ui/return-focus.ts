"use client";

import { useRef } from "react";

/**
 * The control to give focus back to when a popup that `element` had focus for closes: the element itself, or, for
 * an item of a menu (closed by the time the popup closes), the button that opened that menu.
 */
export function openerOf(element: Element | null): HTMLElement | null {
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const menu = element.closest<HTMLElement>('[role="menu"]');
  if (menu?.id) {
    const button = document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`);
    if (button) return button;
  }
  return element;
}

/**
 * Radix gives focus back only to its own trigger; a dialog opened by state (a button's handler, a menu item) would
 * leave it on <body>. These handlers remember what had focus when the popup opened and give it back on close, unless
 * that control is gone (then Radix's own behaviour stands).
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = openerOf(document.activeElement);
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
