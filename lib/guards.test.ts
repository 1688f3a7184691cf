import { describe, expect, it } from "vitest";
import { guard } from "./guards";

describe("guards", () => {
  it("accept their primitive type and refuse others", () => {
    expect(guard.string.safeParse("a")).toEqual({ success: true, data: "a" });
    expect(guard.string.safeParse(1).success).toBe(false);
    expect(guard.boolean.safeParse(false)).toEqual({ success: true, data: false });
    expect(guard.boolean.safeParse("false").success).toBe(false);
    expect(guard.number.safeParse(2.5)).toEqual({ success: true, data: 2.5 });
    expect(guard.number.safeParse(Number.NaN).success).toBe(false);
    expect(guard.number.safeParse("2").success).toBe(false);
    expect(guard.unknown.safeParse(undefined)).toEqual({ success: true, data: undefined });
  });

  it("oneOf accepts listed values only", () => {
    const kind = guard.oneOf(["line", "bar"] as const);
    expect(kind.safeParse("bar")).toEqual({ success: true, data: "bar" });
    expect(kind.safeParse("pie").success).toBe(false);
    expect(kind.safeParse(undefined).success).toBe(false);
  });

  it("optional passes undefined, maybe never fails", () => {
    expect(guard.optional(guard.string).safeParse(undefined)).toEqual({ success: true, data: undefined });
    expect(guard.optional(guard.string).safeParse(3).success).toBe(false);
    expect(guard.maybe(guard.string).safeParse(3)).toEqual({ success: true, data: undefined });
    expect(guard.maybe(guard.string).safeParse("x")).toEqual({ success: true, data: "x" });
  });

  it("arrayOf and recordOf fail when one entry does not pass", () => {
    expect(guard.arrayOf(guard.string).safeParse(["a", "b"])).toEqual({ success: true, data: ["a", "b"] });
    expect(guard.arrayOf(guard.string).safeParse(["a", 1]).success).toBe(false);
    expect(guard.arrayOf(guard.string).safeParse({ 0: "a" }).success).toBe(false);
    expect(guard.recordOf(guard.boolean).safeParse({ a: true })).toEqual({ success: true, data: { a: true } });
    expect(guard.recordOf(guard.boolean).safeParse({ a: "yes" }).success).toBe(false);
    expect(guard.recordOf(guard.boolean).safeParse([true]).success).toBe(false);
    expect(guard.recordOf(guard.boolean).safeParse(null).success).toBe(false);
  });

  it("objectOf keeps listed keys, leaves out undefined ones and fails on a required field", () => {
    const Issue = guard.objectOf({
      path: guard.string,
      hint: guard.maybe(guard.string),
      note: guard.optional(guard.string),
    });
    expect(Issue.safeParse({ path: "a", hint: 1, extra: true })).toEqual({ success: true, data: { path: "a" } });
    expect(Issue.safeParse({ path: "a", note: "n" })).toEqual({ success: true, data: { path: "a", note: "n" } });
    expect(Issue.safeParse({ hint: "h" }).success).toBe(false);
    expect(Issue.safeParse({ path: "a", note: 1 }).success).toBe(false);
    expect(Issue.safeParse("a").success).toBe(false);
    const parsed = Issue.safeParse({ path: "p" });
    // The failure branch has no data, as with zod: `.data?.path` reads safely either way.
    expect(parsed.data?.path).toBe("p");
  });

  it("looseObjectOf keeps the other keys as they are", () => {
    const Entry = guard.looseObjectOf({ name: guard.maybe(guard.string) });
    const status = { phase: "ok" };
    const parsed = Entry.safeParse({ name: 7, status });
    expect(parsed).toEqual({ success: true, data: { status } });
    expect(parsed.data?.status).toBe(status);
    expect(Entry.safeParse([1]).success).toBe(false);
  });
});
