/**
 * The console's own message files: English is the source of truth, German complete, French at least half done,
 * and every message parses as ICU with the same arguments and tags as its English source.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseMessage, shapeSignature } from "./icu-checks";
import { flattenMessages } from "./tokens";

const DIR = path.join(process.cwd(), "messages");
const read = (locale: string, namespace: string): Record<string, string> => {
  try {
    return flattenMessages(JSON.parse(readFileSync(path.join(DIR, locale, `${namespace}.json`), "utf8")));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw error;
  }
};
const namespaces = readdirSync(path.join(DIR, "en"))
  .filter((f) => f.endsWith(".json"))
  .map((f) => f.slice(0, -5))
  .sort();
const source = Object.fromEntries(namespaces.map((ns) => [ns, read("en", ns)]));
const translations = {
  de: Object.fromEntries(namespaces.map((ns) => [ns, read("de", ns)])),
  fr: Object.fromEntries(namespaces.map((ns) => [ns, read("fr", ns)])),
};

const signature = (text: string) => {
  const parsed = parseMessage(text);
  return parsed.ok ? shapeSignature(parsed.shape) : null;
};

describe("message files", () => {
  it("have the same namespaces in every locale", () => {
    for (const locale of ["de", "fr"]) {
      const files = readdirSync(path.join(DIR, locale))
        .filter((f) => f.endsWith(".json"))
        .map((f) => f.slice(0, -5))
        .sort();
      expect(files, locale).toEqual(namespaces);
    }
  });

  describe.each(namespaces)("namespace %s", (namespace) => {
    const en = source[namespace];

    it("parses as ICU in English", () => {
      const broken = Object.entries(en)
        .filter(([, text]) => signature(text) === null)
        .map(([key]) => key);
      expect(broken).toEqual([]);
    });

    it.each(["de", "fr"] as const)(
      "has no stale keys in %s, and each message parses with the English arguments",
      (locale) => {
        const messages = translations[locale][namespace];
        const stale = Object.keys(messages).filter((key) => !Object.hasOwn(en, key));
        expect(stale, `${locale} keys that English does not have`).toEqual([]);
        const mismatched = Object.entries(messages)
          .filter(([key, text]) => Object.hasOwn(en, key) && signature(text) !== signature(en[key]))
          .map(([key, text]) => `${key}: ${signature(text) ?? "does not parse"} ≠ ${signature(en[key])}`);
        expect(mismatched, `${locale} messages whose arguments differ from English`).toEqual([]);
      },
    );

    it("is complete in German", () => {
      const missing = Object.keys(en).filter((key) => !Object.hasOwn(translations.de[namespace], key));
      expect(
        missing.length,
        `German lacks ${missing.length} of ${Object.keys(en).length} keys, e.g. ${missing.slice(0, 3).join(", ")}`,
      ).toBe(0);
    });
  });

  it("has at least half of the English keys in French", () => {
    const total = namespaces.reduce((sum, ns) => sum + Object.keys(source[ns]).length, 0);
    const done = namespaces.reduce(
      (sum, ns) => sum + Object.keys(translations.fr[ns]).filter((key) => Object.hasOwn(source[ns], key)).length,
      0,
    );
    expect(done / total).toBeGreaterThanOrEqual(0.5);
  });
});
