import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { guard } from "./guards";
import { readLocalSetting, writeLocalSetting } from "./use-local-setting";

/** A minimal browser stand-in: an in-memory Storage and an event target, as the module sees `window`. */
function installWindow() {
  const data = new Map<string, string>();
  const events: string[] = [];
  const storage = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, String(value)),
    removeItem: (key: string) => void data.delete(key),
  };
  Object.assign(globalThis, {
    window: { localStorage: storage, dispatchEvent: (event: Event) => events.push(event.type) },
  });
  return { data, events };
}

const columns = z.record(z.string(), z.boolean());
const fallback = { created: false };

describe("local settings", () => {
  let browser: ReturnType<typeof installWindow>;
  beforeEach(() => {
    browser = installWindow();
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, "window");
  });

  it("returns the fallback while nothing is stored", () => {
    expect(readLocalSetting("t1", columns, fallback)).toBe(fallback);
  });

  it("round-trips a value under a namespaced key and notifies listeners", () => {
    writeLocalSetting("t2", { status: false });
    expect([...browser.data.keys()]).toEqual(["console:t2"]);
    expect(readLocalSetting("t2", columns, fallback)).toEqual({ status: false });
    expect(browser.events).toContain("console:local-setting");
  });

  it("returns the same object while the stored text is unchanged", () => {
    writeLocalSetting("t3", { a: true });
    expect(readLocalSetting("t3", columns, fallback)).toBe(readLocalSetting("t3", columns, fallback));
  });

  it("falls back on values that are not JSON or do not fit the schema", () => {
    browser.data.set("console:t4", "{not json");
    expect(readLocalSetting("t4", columns, fallback)).toBe(fallback);
    browser.data.set("console:t4", JSON.stringify({ a: "yes" }));
    expect(readLocalSetting("t4", columns, fallback)).toBe(fallback);
  });

  it("accepts a guard as well as a zod schema", () => {
    const visible = guard.recordOf(guard.boolean);
    writeLocalSetting("t7", { a: true });
    expect(readLocalSetting("t7", visible, fallback)).toEqual({ a: true });
    browser.data.set("console:t7", JSON.stringify({ a: "yes" }));
    expect(readLocalSetting("t7", visible, fallback)).toBe(fallback);
  });

  it("forgets a value when set to null", () => {
    writeLocalSetting("t5", { a: true });
    writeLocalSetting("t5", null);
    expect(browser.data.has("console:t5")).toBe(false);
    expect(readLocalSetting("t5", columns, fallback)).toBe(fallback);
  });

  it("works without a window (server rendering)", () => {
    Reflect.deleteProperty(globalThis, "window");
    expect(readLocalSetting("t6", columns, fallback)).toBe(fallback);
  });
});
