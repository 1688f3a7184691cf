import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { messageKeys, scanSource, scanWhereUsed } from "./where-used-scan";
import { translateLink, unusedKeys, usesOf, type WhereUsedData } from "./where-used";

const ROOT = join(__dirname, "../..");
const committed = JSON.parse(readFileSync(join(__dirname, "where-used.json"), "utf8")) as WhereUsedData;

describe("reading a source file", () => {
  it("finds namespaces, literals, key patterns, imports and look-ups by data", () => {
    const facts = scanSource(
      "x.tsx",
      `import { a } from "./a";
       const Lazy = lazy(() => import("@/components/b"));
       export function X({ kind }: { kind: "keys" | "projects" }) {
         const t = useTranslations("ai");
         const errors = useTranslations("errors") as unknown as Dynamic;
         const other = await getTranslations({ namespace: "shell" });
         if (errors.has(code)) {}
         return t(\`\${kind}.actions.delete\`) + t("title") + \`/ai/keys/\${id}\` + \`\${a}.\${b}\`;
       }`,
    );
    expect(facts.imports).toEqual(["./a", "@/components/b"]);
    expect([...facts.namespaces]).toEqual(["ai", "errors", "shell"]);
    expect(facts.literals).toContain("title");
    expect(facts.literals).toContain("projects");
    expect([...facts.patterns]).toEqual(["[^]*\\.actions\\.delete"]);
    expect([...facts.dynamic]).toEqual(["errors"]);
  });
});

describe("where-used.json", () => {
  it("is what the code says now (else run `npm run where-used`)", () => {
    expect(committed).toEqual(scanWhereUsed(ROOT));
  }, 120_000);

  it("numbers every message key of the bundled English messages, sorted", () => {
    expect(committed.keys).toEqual(messageKeys(ROOT));
  });

  it("finds the AI keys table's column headers on the AI keys page", () => {
    const uses = usesOf(committed, "ai.keys.columns.name");
    expect(uses?.everyPage).toBe(false);
    expect(uses?.pages.map((p) => p.route)).toContain("/ai/keys");
    expect(uses?.pages.find((p) => p.route === "/ai/keys")?.files).toContain("components/ai/keys/key-columns.tsx");
  });

  it("finds the sidebar's texts on every page, and keys built from a template's parts", () => {
    expect(usesOf(committed, "shell.nav.ai")?.everyPage).toBe(true);
    // NotFoundContent: t(`${kind}.title`) under common.notFound.
    expect(usesOf(committed, "common.notFound.aiKey.title")?.everyPage).toBe(true);
    // The error table's texts are looked up by code (`has(code)`).
    expect(usesOf(committed, "errors.session_expired")?.everyPage).toBe(true);
  });

  it("says a portal token is not the console's, and lists the keys no code uses", () => {
    expect(usesOf(committed, "portal.menu.home")).toBeNull();
    const unused = unusedKeys(committed);
    expect(unused.length).toBeLessThan(committed.keys.length / 20);
    for (const key of unused) expect(usesOf(committed, key)).toEqual({ everyPage: false, frameFiles: [], pages: [] });
  });

  it("links a page in translate mode with the key", () => {
    expect(translateLink("/ai/keys", "ai.keys.columns.name")).toBe("/ai/keys?translate=ai.keys.columns.name");
  });
});
