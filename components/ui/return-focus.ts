"use client";

import { useInsertionEffect, useRef } from "react";

/**
 * The control to give focus back to when a popup that `element` had focus for closes: the element itself, or, for
 * an item of a menu (closed by the time the popup closes), the button that opened that menu.
 */
export function openerOf(element: EventTarget | null): HTMLElement | null {
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const menu = element.closest<HTMLElement>('[role="menu"]');
  const button = menu?.getAttribute("aria-labelledby");
  return (button && document.getElementById(button)) || element;
}

let lastOpener: HTMLElement | null = null;
let following = false;

/**
 * Remembers, as focus moves, the last control that could open a popup. A menu item that opens a dialog is gone from
 * the page (and focus with it) by the time the dialog mounts in the same render. Started once by the frame.
 */
export function followFocus(): void {
  if (following) return;
  following = true;
  document.addEventListener("focusin", (event) => (lastOpener = openerOf(event.target) ?? lastOpener), true);
}

/**
 * Radix gives focus back only to its own trigger; a dialog opened by state (a button's handler, a menu item) would
 * leave it on <body>. This remembers what had focus when the popup opened and gives it back on close, unless that
 * control is gone (then Radix's own behaviour stands). It is read in an insertion effect: before a field of the
 * popup takes focus with `autoFocus` (layout phase), which also keeps Radix from reporting the opening.
 */
export function useReturnFocus(open: boolean | undefined) {
  const opener = useRef<HTMLElement | null>(null);
  useInsertionEffect(() => {
    if (open) opener.current = openerOf(document.activeElement) ?? (lastOpener?.isConnected ? lastOpener : null);
  }, [open]);
  return {
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
