import { parse } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { en } from "@/messages";
import { parseMessage, shapeSignature } from "./icu-checks";
import { pickLocale } from "./locale";
import { printMessage, PSEUDO_EXPANSION, pseudoLocalize, pseudoMessages } from "./pseudo";
import { flattenMessages } from "./tokens";

const english = Object.entries(flattenMessages(en));

/** The parser's tree without source positions, for comparing two texts that must mean the same. */
const tree = (message: string) => JSON.parse(JSON.stringify(parse(message, { requiresOtherClause: false })));

describe("pseudo-locale", () => {
  it("accents letters, brackets the text and makes it about 40 % longer", () => {
    const pseudo = pseudoLocalize("Save the changes to this backup policy");
    expect(pseudo.startsWith("⟦Šáṽé ţĥé çĥáñĝéš")).toBe(true);
    expect(pseudo.endsWith("⟧")).toBe(true);
    expect(pseudo).not.toMatch(/[A-Za-z]/);
    const ratio = pseudo.length / "Save the changes to this backup policy".length;
    expect(ratio).toBeGreaterThan(1 + PSEUDO_EXPANSION - 0.05);
    expect(ratio).toBeLessThan(1 + PSEUDO_EXPANSION + 0.15);
  });

  it("keeps arguments, plural and select keywords, `#` and tags, and escapes what would read as syntax", () => {
    const source =
      "{count, plural, =0 {No <b>keys</b>} one {# key of {name}} other {# keys '{'braces'}' it''s}} {kind, select, a {A} other {B}}";
    const pseudo = pseudoLocalize(source);
    expect(shapeSignature((parseMessage(pseudo) as { ok: true; shape: never }).shape)).toBe(
      "count:plural, kind:select, name:text, <b>",
    );
    const out = new IntlMessageFormat(pseudo, "en").format({
      count: 2,
      name: "n",
      kind: "a",
      b: (c: unknown) => c,
    }) as string;
    expect(out).toContain("2 ķéýš {ƀŕáçéš} íţ'š");
  });

  it("prints an unchanged tree back to the same message, for every English message", () => {
    for (const [key, message] of english) expect(tree(printMessage(tree(message))), key).toEqual(tree(message));
  });

  it("leaves every English message parseable with the same arguments and tags", () => {
    const broken: string[] = [];
    for (const [key, message] of english) {
      const source = parseMessage(message);
      if (!source.ok) continue;
      const pseudo = parseMessage(pseudoLocalize(message));
      if (!pseudo.ok || shapeSignature(pseudo.shape) !== shapeSignature(source.shape)) broken.push(key);
    }
    expect(broken).toEqual([]);
    expect(english.length).toBeGreaterThan(1000);
  });

  it("transforms a whole tree, key by key", () => {
    const pseudo = pseudoMessages({ a: { b: "Hello" }, c: "" });
    expect(pseudo).toEqual({ a: { b: pseudoLocalize("Hello") }, c: "" });
  });

  it("is chosen only by the cookie and only where it is offered", () => {
    expect(pickLocale("en-XA", "de", true)).toBe("en-XA");
    expect(pickLocale("en-XA", "de", false)).toBe("de");
    expect(pickLocale(undefined, "en-XA", true)).toBe("en");
  });
});
