import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DraftStore, isUnsaved } from "./draft-store";

/** A Map-backed stand-in for the browser's localStorage. */
function fakeStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe("DraftStore", () => {
  let storage: ReturnType<typeof fakeStorage>;
  beforeEach(() => {
    storage = fakeStorage();
    vi.stubGlobal("localStorage", storage);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("notifies only the listeners of the changed key, and tracks unsaved keys with a stable set", () => {
    const store = new DraftStore(null);
    const a = vi.fn();
    const b = vi.fn();
    const all = vi.fn();
    store.subscribe("a", a);
    store.subscribe("b", b);
    store.subscribeAll(all);

    store.set("a", { value: "x", base: "x", status: "draft" });
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).not.toHaveBeenCalled();
    expect(store.unsavedKeys().size).toBe(0);

    const before = store.unsavedKeys();
    store.update("a", { value: "y" });
    expect(store.unsavedKeys()).toEqual(new Set(["a"]));
    const changed = store.unsavedKeys();
    expect(changed).not.toBe(before);
    store.update("a", { value: "yz" });
    expect(store.unsavedKeys()).toBe(changed);
    expect(all).toHaveBeenCalledTimes(3);

    store.set("a", undefined);
    expect(store.unsavedKeys().size).toBe(0);
  });

  it("counts a failed or conflicting save as unsaved even when the text equals its base", () => {
    expect(isUnsaved({ value: "x", base: "x", status: "failed" })).toBe(true);
    expect(isUnsaved({ value: "x", base: "x", status: "conflict", theirs: "y" })).toBe(true);
    expect(isUnsaved({ value: "x", base: "x", status: "draft" })).toBe(false);
  });

  it("keeps unsaved drafts across a reload, and forgets saved ones", () => {
    const first = new DraftStore("drafts:eu:de");
    first.set("a", { value: "Hallo", base: "", status: "failed", error: { code: "upstream_error", message: "" } });
    first.set("b", { value: "same", base: "same", status: "draft" });
    vi.advanceTimersByTime(1_000);
    expect(JSON.parse(storage.data.get("drafts:eu:de")!)).toEqual({ a: { value: "Hallo", base: "" } });

    const second = new DraftStore("drafts:eu:de");
    expect(second.get("a")).toEqual({ value: "Hallo", base: "", status: "draft" });
    expect(second.unsavedKeys()).toEqual(new Set(["a"]));
    second.set("a", undefined);
    second.flush();
    expect(storage.data.has("drafts:eu:de")).toBe(false);
  });

  it("ignores unreadable stored drafts", () => {
    storage.data.set("drafts:eu:de", '{"a": {"value": 3}}');
    expect(new DraftStore("drafts:eu:de").unsavedKeys().size).toBe(0);
    storage.data.set("drafts:eu:de", "not json");
    expect(new DraftStore("drafts:eu:de").unsavedKeys().size).toBe(0);
  });
});
