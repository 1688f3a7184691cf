import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PalettePage } from "./palette-entries";
import { matchActions, matchPages } from "./palette-match";

/** The area's key plays no part in matching (it filters what the token may read, before). */
const page = (href: string, title: string, area: string, actions: PalettePage["actions"] = []): PalettePage => ({
  href,
  title,
  area,
  areaKey: "home",
  actions,
});

const PAGES = [
  page("/ai/keys", "AI keys", "AI", [{ label: "Create key", keywords: [] }]),
  page("/ai/projects", "AI projects", "AI", [{ label: "Create project", keywords: [] }]),
  page("/infrastructure/projects", "Projects", "Infrastructure", [{ label: "Create project", keywords: [] }]),
  page("/clusters/new", "New cluster", "Clusters"),
  page("/translations/[lang]", "Translations", "Translations", [
    { label: "Export for translators", keywords: ["XLIFF", "PO"] },
  ]),
  page("/de-keys", "KI-Schlüssel", "KI"),
];

describe("palette matching", () => {
  it("finds a page by its title, its words in any order, and its area", () => {
    expect(matchPages(PAGES, "AI keys").map((p) => p.href)).toEqual(["/ai/keys"]);
    expect(matchPages(PAGES, "keys ai").map((p) => p.href)).toEqual(["/ai/keys"]);
    expect(matchPages(PAGES, "infrastructure projects").map((p) => p.href)).toEqual(["/infrastructure/projects"]);
    expect(matchPages(PAGES, "projects").map((p) => p.href)).toEqual(["/infrastructure/projects", "/ai/projects"]);
  });

  it("ignores case and accents", () => {
    expect(matchPages(PAGES, "schlussel").map((p) => p.href)).toEqual(["/de-keys"]);
    expect(matchPages(PAGES, "SCHLÜSSEL").map((p) => p.href)).toEqual(["/de-keys"]);
  });

  it("never offers a page of one record as a page, and all others for an empty query", () => {
    expect(matchPages(PAGES, "").map((p) => p.href)).not.toContain("/translations/[lang]");
    expect(matchPages(PAGES, "")).toHaveLength(PAGES.length - 1);
  });

  it("finds actions by their label, their page's title or their keywords; a record page's only where it is open", () => {
    expect(matchActions(PAGES, "create key", "/").map((a) => [a.label, a.target])).toEqual([
      ["Create key", "/ai/keys"],
    ]);
    expect(matchActions(PAGES, "create project", "/").map((a) => a.target)).toEqual([
      "/ai/projects",
      "/infrastructure/projects",
    ]);
    expect(matchActions(PAGES, "xliff", "/ai/keys")).toEqual([]);
    expect(matchActions(PAGES, "xliff", "/translations/de").map((a) => [a.label, a.target])).toEqual([
      ["Export for translators", "/translations/de"],
    ]);
    expect(matchActions(PAGES, "", "/translations/de")).toEqual([]);
  });

  it("finds every page by its own title, whatever else the list holds (generated titles)", () => {
    const title = fc.string({ minLength: 1, maxLength: 30 }).filter((text) => text.trim().length > 0);
    fc.assert(
      fc.property(fc.uniqueArray(title, { minLength: 1, maxLength: 12 }), (titles) => {
        const pages = titles.map((text, index) => page(`/p${index}`, text, "Area"));
        for (const [index, text] of titles.entries())
          expect(matchPages(pages, text).map((p) => p.href)).toContain(`/p${index}`);
      }),
    );
  });
});
