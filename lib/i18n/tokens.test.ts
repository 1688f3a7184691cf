import { describe, expect, it } from "vitest";
import { flattenMessages, leafAt, unflattenMessages } from "./tokens";

describe("flattenMessages / unflattenMessages", () => {
  it("round-trips nested messages", () => {
    const tree = { shell: { nav: { backups: "Backups", ai: "AI" }, product: "Console" }, common: { ok: "OK" } };
    const flat = flattenMessages(tree);
    expect(flat).toEqual({
      "shell.nav.backups": "Backups",
      "shell.nav.ai": "AI",
      "shell.product": "Console",
      "common.ok": "OK",
    });
    expect(unflattenMessages(flat)).toEqual(tree);
  });

  it("keeps a key that is also a prefix of others, dotted, so nothing is lost", () => {
    const flat = { "a.b": "leaf", "a.b.c": "deeper", "a.d": "x" };
    const tree = unflattenMessages(flat);
    expect(tree).toEqual({ a: { b: "leaf", "b.c": "deeper", d: "x" } });
    expect(flattenMessages(tree)).toEqual(flat);
  });

  it("never reaches an object prototype", () => {
    const tree = unflattenMessages({ "__proto__.polluted": "yes", "a.constructor.x": "no", "ok.key": "fine" });
    expect(tree).toEqual({ ok: { key: "fine" } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("finds leaves by dotted key, own properties only", () => {
    const tree = { shell: { nav: { backups: "Backups" } } };
    expect(leafAt(tree, "shell.nav.backups")).toBe("Backups");
    expect(leafAt(tree, "shell.nav")).toBeUndefined();
    expect(leafAt(tree, "shell.toString")).toBeUndefined();
  });
});
