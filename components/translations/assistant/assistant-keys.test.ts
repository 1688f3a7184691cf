import { describe, expect, it } from "vitest";
import { assistantCommand } from "./assistant-keys";

const key = (
  code: string,
  mods: Partial<{ altKey: boolean; shiftKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {},
) => ({
  key: "",
  code,
  altKey: false,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  ...mods,
});

describe("assistant shortcuts", () => {
  it("maps Alt+digits to memory matches and Alt+Shift+S/A to suggest and accept", () => {
    expect(assistantCommand(key("Digit1", { altKey: true }))).toEqual({ kind: "take", index: 0 });
    expect(assistantCommand(key("Digit9", { altKey: true }))).toEqual({ kind: "take", index: 8 });
    expect(assistantCommand(key("KeyS", { altKey: true, shiftKey: true }))).toEqual({ kind: "suggest" });
    expect(assistantCommand(key("KeyA", { altKey: true, shiftKey: true }))).toEqual({ kind: "accept" });
  });

  it("leaves everything else to the editor", () => {
    expect(assistantCommand(key("Digit1"))).toBeUndefined();
    expect(assistantCommand(key("Digit0", { altKey: true }))).toBeUndefined();
    expect(assistantCommand(key("Digit1", { altKey: true, ctrlKey: true }))).toBeUndefined();
    expect(assistantCommand(key("KeyC", { altKey: true, shiftKey: true }))).toBeUndefined();
    expect(assistantCommand(key("KeyS", { altKey: true }))).toBeUndefined();
  });
});
