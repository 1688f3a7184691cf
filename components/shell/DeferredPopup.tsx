"use client";

/**
 * A top-bar button whose popup is off the first load: Radix menus and popovers (menu, popper, floating-ui, focus
 * scope, dismissable layer) are ~40 kB gzip that no page needs for its first paint. The button is real at once
 * (same look, name and keyboard reach); the popup's code is fetched when the page is idle, on hover or focus, or
 * at the first press. A press made before it arrived is not lost:
 * - a menu gets the same press replayed on its real trigger, so Radix opens it exactly as it would have (the first
 *   item focused after a key, the menu itself after a click);
 * - a popover is opened through the `open` state its owner keeps, also when the popup replaced the button between
 *   the press and its release (the click then reaches neither button).
 */
import {
  cloneElement,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
} from "react";
import { whenIdle } from "@/lib/idle";

/** What the loaded popup gets: its trigger, to wrap in its Radix trigger (`asChild`). */
export interface PopupTriggerProps {
  trigger: ReactElement<{ ref?: Ref<HTMLButtonElement> }>;
}

type Press = { type: "pointer" } | { type: "key"; key: string };

/** The keys that open a Radix menu from its trigger (DropdownMenu.Trigger). */
const MENU_KEYS = ["Enter", " ", "ArrowDown"];

interface DeferredPopupProps<P> {
  /** Fetches the popup (a split point): `() => import("./ThemeMenu").then((m) => m.ThemeMenu)`. Keep it stable. */
  load: () => Promise<ComponentType<P & PopupTriggerProps>>;
  /** "menu": a Radix DropdownMenu (opens on pointer down, Enter, Space, ArrowDown); "dialog": a Radix Popover. */
  kind: "menu" | "dialog";
  /** The button; shown alone until the popup is loaded, then handed to it. */
  trigger: ReactElement<{ ref?: Ref<HTMLButtonElement> }>;
  /** The popup's own props. */
  props: P;
  /** Popovers: asked to open (its owner sets `open`) when pressed before the popup is loaded. */
  onPress?: () => void;
  /** True while the owner wants it open: fetches the popup now (e.g. opened from elsewhere on the page). */
  open?: boolean;
}

export function DeferredPopup<P extends object>({
  load,
  kind,
  trigger,
  props,
  onPress,
  open = false,
}: DeferredPopupProps<P>) {
  const [Popup, setPopup] = useState<ComponentType<P & PopupTriggerProps> | null>(null);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const pending = useRef<Press | null>(null);

  const fetchPopup = useCallback(() => {
    // A failed fetch leaves the plain button; the next hover or press tries again.
    load().then(
      (component) => setPopup(() => component),
      () => undefined,
    );
  }, [load]);

  useEffect(() => whenIdle(fetchPopup), [fetchPopup]);
  useEffect(() => {
    if (open) fetchPopup();
  }, [open, fetchPopup]);

  // Runs after the popup's own effects (Radix's keyboard listener included), so a replayed press finds it ready.
  useEffect(() => {
    const press = pending.current;
    if (!Popup || !button || !press) return;
    pending.current = null;
    if (kind === "dialog") onPress?.();
    else if (press.type === "key") {
      // The pressed placeholder was replaced, and focus with it: the key goes where it was pressed.
      button.focus();
      button.dispatchEvent(new window.KeyboardEvent("keydown", { key: press.key, bubbles: true, cancelable: true }));
    } else {
      button.dispatchEvent(
        new window.PointerEvent("pointerdown", { button: 0, bubbles: true, cancelable: true, pointerType: "mouse" }),
      );
    }
  }, [Popup, button, kind, onPress]);

  if (Popup) return <Popup {...props} trigger={cloneElement(trigger, { ref: setButton })} />;
  return (
    <Placeholder
      trigger={trigger}
      kind={kind}
      onHover={fetchPopup}
      onPress={(press) => {
        pending.current = press;
        if (!press) onPress?.();
        fetchPopup();
      }}
    />
  );
}

interface PlaceholderProps {
  trigger: ReactElement;
  kind: "menu" | "dialog";
  onHover: () => void;
  /** A press to replay (a popover's pointer press: to open if its click never comes), or null for a popover's click. */
  onPress: (press: Press | null) => void;
}

/** The trigger before its popup is loaded: announced as closed, and listening for what would open it. */
function Placeholder({ trigger, kind, onHover, onPress }: PlaceholderProps) {
  const handlers =
    kind === "menu"
      ? {
          onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
            if (event.button !== 0 || event.ctrlKey) return;
            // As Radix's trigger does: the pressed button does not take focus, the opening menu will.
            event.preventDefault();
            onPress({ type: "pointer" });
          },
          onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
            if (!MENU_KEYS.includes(event.key)) return;
            event.preventDefault();
            onPress({ type: "key", key: event.key });
          },
        }
      : {
          // The press is remembered in case the popup replaces this button before the release; the click opens.
          onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
            if (event.button === 0) onPress({ type: "pointer" });
          },
          onClick: () => onPress(null),
        };
  return cloneElement(trigger, {
    "aria-haspopup": kind,
    "aria-expanded": false,
    "data-state": "closed",
    onPointerEnter: onHover,
    onFocus: onHover,
    ...handlers,
  } as Record<string, unknown>);
}
