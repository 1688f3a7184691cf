import { describe, expect, it } from "vitest";
import {
  checkTranslation,
  overlayRejection,
  parseMessage,
  pluralCategories,
  shapeSignature,
  type MessageShape,
} from "./icu-checks";

const codes = (source: string, target: string, locale = "de") =>
  checkTranslation(source, target, locale).errors.map((e) => e.code);
const warnings = (source: string, target: string) => checkTranslation(source, target, "de").warnings.map((w) => w.code);
const shape = (message: string): MessageShape => {
  const parsed = parseMessage(message);
  if (!parsed.ok) throw new Error(`does not parse: ${message}`);
  return parsed.shape;
};

describe("checkTranslation", () => {
  it("accepts a faithful translation", () => {
    expect(checkTranslation("Delete {name}?", "{name} löschen?", "de")).toEqual({ errors: [], warnings: [] });
  });

  it("reports syntax errors with a 1-based position", () => {
    const [error] = checkTranslation("Hello {name}", "Hallo {name", "de").errors;
    expect(error).toMatchObject({ code: "syntax", kind: "EXPECT_ARGUMENT_CLOSING_BRACE" });
    expect(error.code === "syntax" && error.position).toBeGreaterThan(1);
  });

  it("reports unbalanced tags apart from other syntax errors", () => {
    expect(codes("Type <code>{name}</code>", "Tippe <code>{name}")).toEqual(["unbalancedTag"]);
    expect(codes("Type <code>{name}</code>", "Tippe {name}</code>")).toEqual(["unbalancedTag"]);
  });

  it("names a missing argument with the source text to insert", () => {
    const [error] = checkTranslation("Hello {name}, {count, number} new", "Hallo, {count, number} neu", "de").errors;
    expect(error).toEqual({ code: "missingArgument", name: "name", insert: "{name}" });
    const [plural] = checkTranslation("{count, plural, one {# key} other {# keys}}", "Schlüssel", "de").errors;
    expect(plural).toMatchObject({
      code: "missingArgument",
      name: "count",
      insert: "{count, plural, one {# key} other {# keys}}",
    });
  });

  it("reports extra arguments and changed argument types", () => {
    expect(codes("Hello", "Hallo {name}")).toEqual(["extraArgument"]);
    expect(checkTranslation("{n, number} items", "{n} Elemente", "de").errors).toEqual([
      { code: "argumentType", name: "n", expected: "number", actual: "text" },
    ]);
  });

  it("keeps a plural a plural when the argument is also used plainly inside it", () => {
    expect(
      codes(
        "{count, plural, one {# key} other {# keys}}",
        "{count, plural, one {{count} Schlüssel} other {{count} Schlüssel}}",
      ),
    ).toEqual([]);
  });

  it("requires the other clause of plurals and selects", () => {
    expect(codes("{count, plural, one {# key} other {# keys}}", "{count, plural, one {# Schlüssel}}")).toEqual([
      "missingOther",
    ]);
    expect(codes("{g, select, a {A} other {B}}", "{g, select, a {A}}")).toEqual(["missingOther"]);
  });

  it("rejects plural categories the language does not have, but allows exact values", () => {
    const errors = checkTranslation(
      "{n, plural, one {# file} other {# files}}",
      "{n, plural, =0 {keine} one {# Datei} few {# Dateien} other {# Dateien}}",
      "de",
    ).errors;
    expect(errors).toEqual([
      { code: "pluralCategory", name: "n", category: "few", allowed: expect.stringContaining("other") },
    ]);
    expect(
      codes(
        "{n, plural, one {# file} other {# files}}",
        "{n, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}",
        "pl",
      ),
    ).toEqual([]);
  });

  it("compares tags like arguments", () => {
    expect(checkTranslation("Type <code>{name}</code>", "Tippe {name}", "de").errors).toEqual([
      { code: "missingTag", name: "code", insert: "<code></code>" },
    ]);
    expect(codes("Type {name}", "Tippe <b>{name}</b>")).toEqual(["extraTag"]);
  });

  it("blocks an empty translation", () => {
    expect(codes("Hello", "  ")).toEqual(["empty"]);
  });

  it("warns about whitespace and final punctuation but does not block", () => {
    const result = checkTranslation("Saved.", " Gespeichert", "de");
    expect(result.errors).toEqual([]);
    expect(result.warnings.map((w) => w.code)).toEqual(["leadingWhitespace", "finalPunctuation"]);
    expect(warnings("Name: ", "Name:")).toEqual(["trailingWhitespace"]);
    expect(warnings("Loading...", "Chargement…")).toEqual([]);
    expect(warnings("Nom :", "Name:")).toEqual([]);
  });

  it("checks only the translation when the source itself is broken", () => {
    expect(codes("Broken {", "Kaputt {x}")).toEqual([]);
    expect(codes("Broken {", "Kaputt {x")).toEqual(["syntax"]);
  });
});

describe("overlayRejection", () => {
  it("names why a token must not be overlaid", () => {
    const source = shape("{count, plural, one {# key} other {# keys}} of {name}");
    expect(overlayRejection(source, "{count, plural, one {# Schlüssel} other {# Schlüssel}} von {name}")).toBeNull();
    expect(overlayRejection(source, "{count, plural, one {#}")).toBe("syntax error");
    expect(overlayRejection(source, "{count, plural, one {#} other {#}} von {owner}")).toBe("arguments differ");
    expect(overlayRejection(shape("<b>x</b>"), "<i>x</i>")).toBe("tags differ");
    expect(overlayRejection(shape("<b>x</b>"), "<b>x")).toBe("unbalanced tag");
    expect(overlayRejection(source, "{count, plural, one {#}} von {name}")).toBe("missing other");
  });
});

describe("shapes", () => {
  it("summarizes arguments and tags", () => {
    expect(shapeSignature(shape("Hi <b>{name}</b>, {n, plural, one {# day} other {# days}} since {d, date}"))).toBe(
      "d:date, n:plural, name:text, <b>",
    );
  });

  it("reads plural categories from Intl.PluralRules", () => {
    expect(pluralCategories("de", "cardinal")).toEqual(expect.arrayContaining(["one", "other"]));
    expect(pluralCategories("de", "cardinal")).not.toContain("few");
    expect(pluralCategories("en", "ordinal")).toEqual(expect.arrayContaining(["one", "two", "few", "other"]));
  });
});
