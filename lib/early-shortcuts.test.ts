import { runInNewContext } from "node:vm";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import {
  EARLY_SHORTCUTS_SCRIPT,
  isPaletteShortcut,
  isTranslateShortcut,
  replayEarlyShortcuts,
  type ShortcutPress,
} from "./early-shortcuts";

type Listener = (event: ShortcutPress & { preventDefault: () => void }) => void;

/** The inline script run in a page of its own: its window, and the keydown listener it installed. */
function loadScript() {
  const page: { window?: unknown; listener?: Listener; __earlyShortcuts?: ShortcutPress[] | null } = {};
  page.window = page;
  runInNewContext(EARLY_SHORTCUTS_SCRIPT, {
    ...page,
    addEventListener: (type: string, listener: Listener) => {
      if (type === "keydown") page.listener = listener;
    },
  });
  return page;
}

const press = fc.record({
  key: fc.oneof(fc.constantFrom("k", "K", "t", "T", "a", "Enter", "Escape"), fc.string({ maxLength: 3 })),
  code: fc.oneof(fc.constantFrom("KeyK", "KeyT", "KeyA", "Enter"), fc.string({ maxLength: 5 })),
  ctrlKey: fc.boolean(),
  metaKey: fc.boolean(),
  altKey: fc.boolean(),
  shiftKey: fc.boolean(),
});

/** A window of the test's own, for the replay: an event target that records what is dispatched on it. */
function stubWindow() {
  class KeyboardEventStub extends Event {
    constructor(type: string, { key, code, ctrlKey, metaKey, altKey, shiftKey, ...init }: ShortcutPress & EventInit) {
      super(type, init);
      Object.assign(this, { key, code, ctrlKey, metaKey, altKey, shiftKey });
    }
  }
  const target = new EventTarget();
  Object.assign(globalThis, { window: target, KeyboardEvent: KeyboardEventStub });
  return target as EventTarget & { __earlyShortcuts?: ShortcutPress[] | null };
}

afterEach(() => {
  const global = globalThis as Record<string, unknown>;
  delete global.window;
  delete global.KeyboardEvent;
});

describe("early shortcuts", () => {
  it("the inline script keeps exactly the presses the shell's predicates take, and only those lose their default", () => {
    fc.assert(
      fc.property(fc.array(press, { maxLength: 12 }), (presses) => {
        const page = loadScript();
        const prevented: boolean[] = [];
        for (const p of presses) {
          let defaultPrevented = false;
          page.listener!({ ...p, preventDefault: () => (defaultPrevented = true) });
          prevented.push(defaultPrevented);
        }
        const wanted = presses.filter((p) => isPaletteShortcut(p) || isTranslateShortcut(p));
        expect(page.__earlyShortcuts).toEqual(wanted);
        expect(prevented).toEqual(presses.map((p) => isPaletteShortcut(p) || isTranslateShortcut(p)));
      }),
    );
  });

  it("Ctrl+K, ⌘+K and Alt+Shift+T are shortcuts; Ctrl+Alt+K, Alt+T and a plain K are not", () => {
    const base = { key: "k", code: "KeyK", ctrlKey: false, metaKey: false, altKey: false, shiftKey: false };
    expect(isPaletteShortcut({ ...base, ctrlKey: true })).toBe(true);
    expect(isPaletteShortcut({ ...base, metaKey: true, key: "K" })).toBe(true);
    expect(isPaletteShortcut({ ...base, ctrlKey: true, altKey: true })).toBe(false);
    expect(isPaletteShortcut(base)).toBe(false);
    const t = { ...base, key: "T", code: "KeyT" };
    expect(isTranslateShortcut({ ...t, altKey: true, shiftKey: true })).toBe(true);
    expect(isTranslateShortcut({ ...t, altKey: true })).toBe(false);
    expect(isTranslateShortcut({ ...t, altKey: true, shiftKey: true, ctrlKey: true })).toBe(false);
  });

  it("the shell's replay presses the kept keys again, in order, once; the script stops keeping them", () => {
    const page = loadScript();
    const kept = [
      { key: "k", code: "KeyK", ctrlKey: true, metaKey: false, altKey: false, shiftKey: false },
      { key: "T", code: "KeyT", ctrlKey: false, metaKey: false, altKey: true, shiftKey: true },
    ];
    for (const p of kept) page.listener!({ ...p, preventDefault: () => {} });
    const target = stubWindow();
    target.__earlyShortcuts = page.__earlyShortcuts;
    const seen: ShortcutPress[] = [];
    target.addEventListener("keydown", (event) => {
      const { key, code, ctrlKey, metaKey, altKey, shiftKey } = event as unknown as ShortcutPress;
      seen.push({ key, code, ctrlKey, metaKey, altKey, shiftKey });
    });
    replayEarlyShortcuts();
    replayEarlyShortcuts();
    expect(seen).toEqual(kept);
    expect(target.__earlyShortcuts).toBeNull();
    // Once taken, the script's listener lets presses through to the shell's own listeners.
    page.__earlyShortcuts = target.__earlyShortcuts;
    let prevented = false;
    page.listener!({ ...kept[0], preventDefault: () => (prevented = true) });
    expect(prevented).toBe(false);
  });
});
