import { describe, expect, it } from "vitest";
import { mergeSearchParams, parseSort, serializeSort } from "./url-state";

describe("mergeSearchParams", () => {
  it("sets, replaces and removes keys while keeping the others", () => {
    expect(mergeSearchParams("q=old&page=3&region=eu", { q: "new key", page: null })).toBe("q=new+key&region=eu");
  });
  it("treats an empty string as removal", () => {
    expect(mergeSearchParams("?q=x", { q: "" })).toBe("");
  });
  it("encodes reserved characters", () => {
    const merged = mergeSearchParams("", { q: "a&b=c" });
    expect(new URLSearchParams(merged).get("q")).toBe("a&b=c");
  });
});

describe("sort codec", () => {
  it("parses directions and ignores junk", () => {
    expect(parseSort("-created,name,,-,name")).toEqual([
      { id: "created", desc: true },
      { id: "name", desc: false },
    ]);
    expect(parseSort(null)).toEqual([]);
  });
  it("round-trips", () => {
    const sorting = [
      { id: "spend", desc: true },
      { id: "name", desc: false },
    ];
    expect(serializeSort(sorting)).toBe("-spend,name");
    expect(parseSort(serializeSort(sorting))).toEqual(sorting);
    expect(serializeSort([])).toBeNull();
  });
});
