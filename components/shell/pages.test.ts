import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { bundled, en } from "@/messages";
import { NAV } from "./nav";
import { ADDRESSABLE_PAGES, CONSOLE_PAGE_LIST, matchesPage } from "./pages";

const ROOT = resolve(__dirname, "../..");

const lookup = (tree: unknown, key: string): unknown =>
  key
    .split(".")
    .reduce<unknown>(
      (node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined),
      tree,
    );

describe("the console's pages", () => {
  it("are pages of the app, each with a route file", () => {
    for (const page of CONSOLE_PAGE_LIST) {
      const file = join(ROOT, "app/(console)", page.href === "/" ? "" : page.href, "page.tsx");
      expect(existsSync(file), page.href).toBe(true);
    }
  });

  it("hold every sidebar page that is not an area's redirect", () => {
    const hrefs = new Set(ADDRESSABLE_PAGES.map((page) => page.href));
    for (const item of NAV) {
      for (const entry of [item, ...(item.children ?? [])])
        if (!["/ai", "/infrastructure"].includes(entry.href)) expect(hrefs, entry.href).toContain(entry.href);
    }
  });

  it("carry the reads of their sidebar page, a sub-page's own where an area shares its address", () => {
    const subPages = NAV.flatMap((item) => item.children ?? []);
    for (const page of CONSOLE_PAGE_LIST) {
      const entry = subPages.find((child) => child.href === page.href);
      if (entry?.reads) expect(page.reads, page.href).toEqual(entry.reads);
    }
    expect(CONSOLE_PAGE_LIST.find((page) => page.href === "/backups")?.reads).toEqual(["backups.list"]);
  });

  it("name their titles and actions with messages every language has", () => {
    const keys = CONSOLE_PAGE_LIST.flatMap((page) => [
      page.title,
      ...(page.actions ?? []).map((action) => action.label),
    ]);
    for (const key of keys) {
      expect(typeof lookup(en, key), key).toBe("string");
      for (const [locale, messages] of Object.entries(bundled))
        expect(typeof lookup(messages, key), `${locale} ${key}`).toBe("string");
    }
  });

  it("match a record's address to its page pattern", () => {
    expect(matchesPage("/translations/[lang]", "/translations/de")).toBe(true);
    expect(matchesPage("/translations/[lang]", "/translations")).toBe(false);
    expect(matchesPage("/translations/[lang]", "/translations/de/x")).toBe(false);
    expect(matchesPage("/ai/keys", "/ai/keys")).toBe(true);
  });
});
