import { describe, expect, it } from "vitest";
import { contextIds, parseTheme } from "./settings-model";

describe("parseTheme", () => {
  it("keeps the named fields and the colours that are hex", () => {
    const theme = parseTheme({
      name: "ACME",
      logo_url: "/logo.svg",
      extra: 1,
      colors: { primary: "#1a2b3c", accent: "red", background: "#fff", foreground: 3 },
    });
    expect(theme).toEqual({ name: "ACME", logo_url: "/logo.svg", colors: { primary: "#1a2b3c", background: "#fff" } });
  });

  it("drops fields of another type and refuses what is not an object", () => {
    expect(parseTheme({ name: 7, colors: "#fff" })).toEqual({});
    expect(parseTheme(null)).toBeNull();
    expect(parseTheme([{ name: "x" }])).toBeNull();
    expect(parseTheme("theme")).toBeNull();
  });
});

describe("contextIds", () => {
  it("reads non-empty text ids only", () => {
    expect(contextIds({ client: { id: "c-1" }, reseller: { id: "" } })).toEqual({ client: "c-1" });
    expect(contextIds({ client: { id: 5 } })).toEqual({});
    expect(contextIds(undefined)).toEqual({});
  });
});
