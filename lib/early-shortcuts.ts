/**
 * The console's global shortcuts, and the presses of them made while the page is still loading. The shell's
 * listeners exist only once React has hydrated the page; a press before that reached nothing and was lost (or did
 * the browser's own thing: Ctrl+K focuses its search bar). A listener installed before the first paint keeps those
 * presses, and the shell hands them to its listeners once they are attached.
 */

/** What the shortcuts read of a key press. */
export type ShortcutPress = Pick<KeyboardEvent, "key" | "code" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey">;

/** Ctrl+K or ⌘+K (not with Alt): the command palette. */
export const isPaletteShortcut = (press: ShortcutPress) =>
  (press.metaKey || press.ctrlKey) && !press.altKey && press.key.toLowerCase() === "k";

/** Alt+Shift+T (by the key's place, whatever the layout types there): translate mode on or off. */
export const isTranslateShortcut = (press: ShortcutPress) =>
  press.altKey && press.shiftKey && !press.ctrlKey && !press.metaKey && press.code === "KeyT";

const QUEUE = "__earlyShortcuts";

/**
 * The pre-paint listener, for the root layout's inline script. Its test holds it to the two predicates above over
 * generated presses (an inline script cannot import them). It queues only until the shell takes the queue.
 */
export const EARLY_SHORTCUTS_SCRIPT = `try{var s=window.${QUEUE}=[];addEventListener("keydown",function(e){if(window.${QUEUE}!==s)return;var p=(e.metaKey||e.ctrlKey)&&!e.altKey&&String(e.key).toLowerCase()==="k";var t=e.altKey&&e.shiftKey&&!e.ctrlKey&&!e.metaKey&&e.code==="KeyT";if(!p&&!t)return;e.preventDefault();s.push({key:e.key,code:e.code,ctrlKey:e.ctrlKey,metaKey:e.metaKey,altKey:e.altKey,shiftKey:e.shiftKey})},true)}catch(e){}`;

/**
 * Ends the queueing and presses again, on the window, what was kept: for the shell, once its shortcut listeners are
 * attached. Later calls find nothing.
 */
export function replayEarlyShortcuts() {
  const store = window as unknown as Record<typeof QUEUE, ShortcutPress[] | null | undefined>;
  const kept = store[QUEUE] ?? [];
  store[QUEUE] = null;
  for (const press of kept)
    window.dispatchEvent(new KeyboardEvent("keydown", { ...press, bubbles: true, cancelable: true }));
}
