/**
 * The assistant's shortcuts inside the token editor, by key position (`event.code`) so that they work whatever the
 * keyboard layout types there: Alt+1…9 takes the nth memory match, Alt+Shift+S asks for a suggestion, Alt+Shift+A
 * accepts it.
 */
import type { AssistantKeyHandler } from "./assistant-scope";

export type AssistantCommand = { kind: "take"; index: number } | { kind: "suggest" } | { kind: "accept" };

export function assistantCommand(event: Parameters<AssistantKeyHandler>[0]): AssistantCommand | undefined {
  if (!event.altKey || event.ctrlKey || event.metaKey) return undefined;
  const digit = /^Digit([1-9])$/.exec(event.code);
  if (digit && !event.shiftKey) return { kind: "take", index: Number(digit[1]) - 1 };
  if (event.shiftKey && event.code === "KeyS") return { kind: "suggest" };
  if (event.shiftKey && event.code === "KeyA") return { kind: "accept" };
  return undefined;
}
