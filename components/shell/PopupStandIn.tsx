"use client";

import { cloneElement, useState, type KeyboardEvent, type PointerEvent, type ReactElement } from "react";
import { preloadOn } from "@/components/ui/lazy";

/** What a top-bar popup gets from its owner: the button, to wrap in its Radix trigger (`asChild`). */
export interface PopupTriggerProps {
  trigger: ReactElement;
}

/** The keys that open a Radix menu from its trigger (DropdownMenu.Trigger). */
const MENU_KEYS = ["Enter", " ", "ArrowDown"];

/**
 * The open state of a top-bar popup, kept by its owner so that a press on the stand-in opens the popup once its code
 * is there. `openedByKey` is true while a menu opened from the stand-in by a key is open: Radix's trigger tells a key
 * from a pointer by itself, but the stand-in's press came before the menu existed.
 */
export function usePopupState() {
  const [state, setState] = useState({ open: false, openedByKey: false });
  return {
    ...state,
    onOpenChange: (open: boolean) => setState({ open, openedByKey: false }),
    openBy: (key: boolean) => setState({ open: true, openedByKey: key }),
  };
}

interface PopupStandInProps {
  /** The button, as the popup's Radix trigger shows it once loaded. */
  button: ReactElement;
  /** "menu" opens like a Radix DropdownMenu trigger (pointer down, Enter, Space, ArrowDown); "dialog" on click. */
  kind: "menu" | "dialog";
  /** Starts fetching the popup's code. */
  preload: () => void;
  /** Asks for the popup to open; `key` when a key pressed it. */
  onOpen: (key: boolean) => void;
}

/**
 * A top-bar button standing in for its popup's Radix trigger until the popup's code is loaded (first-load budget):
 * the same look and name, announced as closed; hover and focus start the download, and a press opens the popup,
 * which mounts open as soon as its code is there.
 */
export function PopupStandIn({ button, kind, preload, onOpen }: PopupStandInProps) {
  const press =
    kind === "menu"
      ? {
          onPointerDown: (event: PointerEvent) => {
            if (event.button !== 0 || event.ctrlKey) return;
            // As Radix's trigger does: the button does not take focus, the opening menu will.
            event.preventDefault();
            onOpen(false);
          },
          onKeyDown: (event: KeyboardEvent) => {
            if (!MENU_KEYS.includes(event.key)) return;
            event.preventDefault();
            onOpen(true);
          },
        }
      : { onClick: () => onOpen(false) };
  return cloneElement(button, {
    "aria-haspopup": kind,
    "aria-expanded": false,
    "data-state": "closed",
    ...preloadOn(preload),
    ...press,
  } as Record<string, unknown>);
}
