import { describe, expect, it } from "vitest";
import { contrast, isSafeColor, parseColor, toHex } from "./colors";
import { parseBrandTheme, safeLogoUrl, themeVariables } from "./theme";

describe("theme colours", () => {
  it("accepts the four allowed forms and normalizes them", () => {
    expect(parseColor("#0f766e")).toEqual([15, 118, 110]);
    expect(parseColor("#FFF")).toEqual([255, 255, 255]);
    expect(parseColor("rgb(15, 118, 110)")).toEqual([15, 118, 110]);
    expect(toHex(parseColor("hsl(0, 100%, 50%)")!)).toBe("#ff0000");
    expect(toHex(parseColor("hsl(240deg, 100%, 25%)")!)).toBe("#000080");
  });

  it.each([
    "red",
    "#12345",
    "#1234567",
    "rgb(256, 0, 0)",
    "rgb(1,2,3,4)",
    "hsl(400, 10%, 10%)",
    "hsl(10, 101%, 10%)",
    "#fff; background: url(https://evil.example/x)",
    "var(--ink)",
    "expression(alert(1))",
    "rgb(1,2,3)} body{display:none",
    " #fff\n;",
    "",
    42,
    null,
  ])("refuses %j", (value) => {
    expect(isSafeColor(value)).toBe(false);
  });

  it("computes WCAG contrast", () => {
    expect(contrast([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 1);
    expect(contrast([255, 255, 255], [255, 255, 255])).toBe(1);
  });
});

describe("portal theme", () => {
  const sandboxTheme = {
    name: "ACME",
    logo_url: "/themes/acme.svg",
    colors: { primary: "#7c3aed", accent: "#22c55e", background: "#ffffff", foreground: "#1e1b4b" },
  };

  it("maps a theme onto the console's variables, with a readable ink on the accent", () => {
    const theme = parseBrandTheme(sandboxTheme);
    expect(theme?.name).toBe("ACME");
    expect(theme?.logoUrl).toBe("/themes/acme.svg");
    const vars = themeVariables(theme, "light");
    expect(vars["--accent"]).toBe("#7c3aed");
    expect(vars["--accent-ink"]).toBe("#ffffff");
    expect(vars["--surface"]).toBe("#ffffff");
    expect(vars["--ink"]).toBe("#1e1b4b");
  });

  it("drops injected values and keeps the valid ones", () => {
    const theme = parseBrandTheme({
      colors: { primary: "#000;}*{display:none", background: "url(x)", foreground: "#111" },
    });
    expect(theme).toEqual({ foreground: [17, 17, 17] });
    expect(themeVariables(theme, "light")).toEqual({});
  });

  it("keeps the fallback for what would be unreadable", () => {
    // A pale primary on a white surface, and a background/foreground pair without contrast.
    const theme = parseBrandTheme({ primary: "#fef9c3", background: "#ffffff", foreground: "#eeeeee" });
    expect(themeVariables(theme, "light")).toEqual({});
    // The same pale colour is fine as an accent on the dark surface; surfaces are never themed in dark mode.
    expect(themeVariables(theme, "dark")).toEqual({ "--accent": "#fef9c3", "--accent-ink": "#0b1220" });
  });

  it("returns null for an answer with nothing usable", () => {
    expect(parseBrandTheme(null)).toBeNull();
    expect(parseBrandTheme("theme")).toBeNull();
    expect(parseBrandTheme({ colors: { primary: "blue" } })).toBeNull();
    expect(themeVariables(null, "light")).toEqual({});
  });

  it.each([
    ["/logo.svg", "/logo.svg"],
    ["https://cdn.example/logo.png", "https://cdn.example/logo.png"],
    ["//evil.example/x.svg", undefined],
    ["javascript:alert(1)", undefined],
    ["data:image/svg+xml,<svg/>", undefined],
    ["http://plain.example/logo.png", undefined],
    ['/a"onerror="x', undefined],
  ])("logo url %s → %s", (input, expected) => {
    expect(safeLogoUrl(input)).toBe(expected);
  });
});
