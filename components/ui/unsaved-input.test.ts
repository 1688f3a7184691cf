import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { UnsavedInput } from "./unsaved-input";

const texts = { title: "Leave with drafts?", description: "They stay here.", confirm: "Leave", stay: "Stay" };

describe("the one leave guard's registry", () => {
  it("leaves at once when nothing holds unsaved input", () => {
    const registry = new UnsavedInput();
    const proceed = vi.fn();
    registry.leave(proceed);
    expect(proceed).toHaveBeenCalledOnce();
    expect(registry.pending()).toBeNull();
  });

  it("asks before leaving while a form is dirty, and goes only when the user discards", () => {
    const registry = new UnsavedInput();
    const proceed = vi.fn();
    registry.set("budgets", true);
    registry.leave(proceed);
    expect(proceed).not.toHaveBeenCalled();
    expect(registry.pending()?.proceed).toBe(proceed);
    registry.answer(false);
    expect(proceed).not.toHaveBeenCalled();
    expect(registry.pending()).toBeNull();
    registry.leave(proceed);
    registry.answer(true);
    expect(proceed).toHaveBeenCalledOnce();
  });

  it("uses a source's own words only when it is the one dirty source", () => {
    const registry = new UnsavedInput();
    registry.set("drafts", true, texts);
    registry.leave(() => undefined);
    expect(registry.pending()?.texts).toEqual(texts);
    registry.answer(false);
    registry.set("budgets", true);
    registry.leave(() => undefined);
    expect(registry.pending()?.texts).toBeUndefined();
  });

  it("tells its listeners when the page turns dirty or clean, not on every report", () => {
    const registry = new UnsavedInput();
    const listener = vi.fn();
    registry.subscribe(listener);
    registry.set("a", true);
    registry.set("a", true);
    expect(listener).toHaveBeenCalledTimes(1);
    registry.set("a", false);
    registry.set("a", false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("is dirty exactly while some source last reported dirty (any order of reports)", () => {
    const report = fc.tuple(fc.constantFrom("a", "b", "c", "d"), fc.boolean());
    fc.assert(
      fc.property(fc.array(report, { maxLength: 40 }), (reports) => {
        const registry = new UnsavedInput();
        const last = new Map<string, boolean>();
        for (const [id, dirty] of reports) {
          registry.set(id, dirty);
          last.set(id, dirty);
        }
        expect(registry.hasAny()).toBe([...last.values()].some(Boolean));
      }),
    );
  });
});
