/**
 * Every shortcut of the translation editor, for the sheet that lists them (`?`). The keys themselves are handled
 * where they act (the table, the token editor, the assistant, `use-editor-shortcuts.ts`); this is their one list.
 */
type ShortcutAction =
  | "move"
  | "page"
  | "ends"
  | "edit"
  | "nextProblem"
  | "save"
  | "newLine"
  | "saveNext"
  | "copySource"
  | "cancel"
  | "takeMatch"
  | "suggest"
  | "accept"
  | "acceptSave"
  | "sheet"
  | "palette";

export interface Shortcut {
  /** Message key under `translations.shortcuts.actions`. */
  action: ShortcutAction;
  /** Keys as shown, each one a `<kbd>`; alternatives are separate entries of `keys`. */
  keys: readonly string[][];
}

export interface ShortcutGroup {
  /** Message key under `translations.shortcuts.groups`. */
  group: "table" | "editor" | "assistant" | "page";
  shortcuts: readonly Shortcut[];
  /** Only with the translation assistant switched on. */
  assistant?: boolean;
}

export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = [
  {
    group: "table",
    shortcuts: [
      { action: "move", keys: [["↑"], ["↓"]] },
      { action: "page", keys: [["Page ↑"], ["Page ↓"]] },
      { action: "ends", keys: [["Home"], ["End"]] },
      { action: "edit", keys: [["Enter"], ["F2"]] },
      { action: "nextProblem", keys: [["Alt", "Shift", "N"]] },
    ],
  },
  {
    group: "editor",
    shortcuts: [
      { action: "save", keys: [["Enter"]] },
      { action: "newLine", keys: [["Shift", "Enter"]] },
      { action: "saveNext", keys: [["Ctrl/⌘", "Enter"]] },
      { action: "copySource", keys: [["Alt", "Shift", "C"]] },
      { action: "cancel", keys: [["Esc"]] },
    ],
  },
  {
    group: "assistant",
    assistant: true,
    shortcuts: [
      { action: "takeMatch", keys: [["Alt", "1…9"]] },
      { action: "suggest", keys: [["Alt", "Shift", "S"]] },
      { action: "accept", keys: [["Alt", "Shift", "A"]] },
      { action: "acceptSave", keys: [["Alt", "Shift", "Enter"]] },
    ],
  },
  {
    group: "page",
    shortcuts: [
      { action: "sheet", keys: [["?"]] },
      { action: "palette", keys: [["Ctrl/⌘", "K"]] },
    ],
  },
];

/** Alt+Shift+N, by key position so that any keyboard layout works. */
export const isNextProblem = (event: {
  altKey: boolean;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  code: string;
}) => event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === "KeyN";

/** Alt+Shift+Enter in the token editor: accept the suggestion and save the token. */
export const isAcceptAndSave = (event: {
  altKey: boolean;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  key: string;
}) => event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.key === "Enter";

/** `?` typed outside a text field (there it is a character). */
export function isSheetKey(event: {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  target: EventTarget | null;
}): boolean {
  if (event.key !== "?" || event.altKey || event.ctrlKey || event.metaKey) return false;
  const target = event.target as HTMLElement | null;
  if (!target || typeof target.closest !== "function") return true;
  return !target.isContentEditable && !target.closest("input, textarea, select, [role=dialog]");
}
