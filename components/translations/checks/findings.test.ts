import { describe, expect, it } from "vitest";
import { compileGlossary } from "@/lib/i18n/glossary";
import { checkTranslation } from "@/lib/i18n/icu-checks";
import {
  countByKind,
  findingId,
  languageFindings,
  tokenFindings,
  withDrafts,
  withoutDismissed,
  type CheckedRow,
} from "./findings";
import { addOtherBranch, appendSnippet, fixedText, restoreWhitespace } from "./fixes";

const codes = (key: string, source: string, text: string, lang = "de", isSource = false) =>
  tokenFindings(key, source, text, lang, isSource).map((f) => `${f.kind}:${f.problem.code}`);

describe("findings of one token", () => {
  it("groups the editor's checks by kind", () => {
    expect(codes("k", "{count} files", "Dateien")).toEqual(["placeholders:missingArgument"]);
    expect(codes("k", "{count} files", "{count Dateien")).toContain("syntax:syntax");
    expect(codes("k", "Open <b>now</b>", "Jetzt öffnen")).toEqual(["placeholders:missingTag"]);
    expect(codes("k", "{n, plural, one {# file} other {# files}}", "{n, plural, one {# Datei}}")).toEqual([
      "plural:missingOther",
    ]);
    expect(
      codes(
        "k",
        "{n, plural, one {# file} other {# files}}",
        "{n, plural, one {# Datei} few {# Dateien} other {# Dateien}}",
      ),
    ).toEqual(["plural:pluralCategory"]);
    expect(codes("k", "Name: ", "Name:")).toEqual(["whitespace:trailingWhitespace"]);
    expect(codes("k", " Name", "Name")).toEqual(["whitespace:leadingWhitespace"]);
  });

  it("flags a translation identical to its source, but not a single word or placeholders and numbers only", () => {
    expect(codes("k", "Open the dashboard", "Open the dashboard")).toEqual(["identical:identical"]);
    expect(codes("k", "Dashboard", "Dashboard")).toEqual([]);
    expect(codes("k", "{count} VMs", "{count} VMs")).toEqual([]);
    expect(codes("k", "{count}", "{count}")).toEqual([]);
    expect(codes("k", "404", "404")).toEqual([]);
  });

  it("flags a translation more than twice as long as its source and 20 characters longer", () => {
    expect(codes("k", "OK", "Einverstanden")).toEqual([]);
    const long = tokenFindings(
      "k",
      "Save the file",
      "Speichern Sie die Datei bitte jetzt sofort auf dem Server",
      "de",
      false,
    );
    expect(long.map((f) => f.problem)).toEqual([{ code: "tooLong", ratio: 4.4 }]);
  });

  it("checks the source language's own syntax only", () => {
    expect(codes("k", "Open the dashboard", "Open the dashboard", "en", true)).toEqual([]);
    expect(codes("k", "x", "{n, plural, one {#}}", "en", true)).toEqual(["plural:missingOther"]);
    expect(codes("k", "x", "{oops", "en", true)).toEqual(["syntax:syntax"]);
  });

  it("ignores untranslated (empty) texts", () => {
    expect(codes("k", "Save", "")).toEqual([]);
  });
});

describe("one-click fixes", () => {
  it("restores the source's outer blanks", () => {
    expect(restoreWhitespace(" Name: ", "Name:")).toBe(" Name: ");
    expect(restoreWhitespace("Name", "  Name\n")).toBe("Name");
    expect(restoreWhitespace("Name:\n", " Name : ")).toBe("Name :\n");
  });

  it("copies a missing placeholder or tag to the end, before trailing blanks", () => {
    expect(appendSnippet("Dateien", "{count}")).toBe("Dateien {count}");
    expect(appendSnippet("Dateien: ", "{count}")).toBe("Dateien: {count} ");
    expect(appendSnippet("", "{count}")).toBe("{count}");
    const [finding] = tokenFindings("k", "{count, number} files", "Dateien", "de", false);
    expect(finding.fixed).toBe("Dateien {count, number}");
    expect(checkTranslation("{count, number} files", finding.fixed!, "de").errors).toEqual([]);
  });

  it("adds the source's other branch to a plural without one", () => {
    const source = "{n, plural, one {# file} other {# files}} left";
    const fixed = addOtherBranch(source, "Noch {n, plural, one {# Datei}}", "n");
    expect(fixed).toBe("Noch {n, plural, one {# Datei} other {# files}}");
    expect(checkTranslation(source, fixed!, "de").errors).toEqual([]);
    // Nested: the inner choice is found by name.
    const nested = "{g, select, female {{n, plural, one {her file} other {her files}}} other {x}}";
    const text = "{g, select, female {{n, plural, one {ihre Datei}}} other {x}}";
    expect(addOtherBranch(nested, text, "n")).toBe(
      "{g, select, female {{n, plural, one {ihre Datei} other {her files}}} other {x}}",
    );
  });

  it("has no fix when the source has no other branch or the fix is not mechanical", () => {
    expect(addOtherBranch("{n, plural, one {#}}", "{n, plural, one {#}}", "n")).toBeUndefined();
    expect(fixedText("{a}", "{b}", { code: "extraArgument", name: "b" })).toBeUndefined();
    const [identical] = tokenFindings("k", "Open the dashboard", "Open the dashboard", "de", false);
    expect(identical.fixed).toBeUndefined();
  });
});

describe("findings of a language", () => {
  const rows: CheckedRow[] = [
    { key: "a", source: "{count} files", value: "Dateien", translated: true },
    { key: "b", source: "Save", value: "Speichern", translated: true },
    { key: "c", source: "Name: ", value: "Name:", translated: true },
    { key: "d", source: "{count} files", value: "", translated: false },
    { key: "e", source: "Open the dashboard", value: "Open the dashboard", translated: true },
  ];

  it("lists the saved texts' findings in key order, with counts per kind", () => {
    const found = languageFindings(rows, "de", false);
    expect(found.all.map((f) => `${f.key}:${f.problem.code}`)).toEqual([
      "a:missingArgument",
      "c:trailingWhitespace",
      "e:identical",
    ]);
    expect(countByKind(found.all)).toEqual({
      placeholders: 1,
      syntax: 0,
      plural: 0,
      whitespace: 1,
      identical: 1,
      length: 0,
      glossary: 0,
    });
  });

  it("adds the glossary's findings, and leaves out what was dismissed for the current text", () => {
    const glossary = compileGlossary([
      { term: "dashboard", translation: "Übersicht", note: "", doNotTranslate: false },
      { term: "files", translation: "Dateien", note: "", doNotTranslate: false },
    ]);
    const found = languageFindings(rows, "de", false, glossary);
    expect(found.all.map((f) => `${f.key}:${findingId(f.problem)}`)).toEqual([
      "a:missingArgument",
      "c:trailingWhitespace",
      "e:identical",
      "e:glossaryMissing:dashboard",
    ]);
    const dismissed = new Set(["e:identical", "c:trailingWhitespace"]);
    const kept = withoutDismissed(found, (key, id) => dismissed.has(`${key}:${id}`));
    expect(kept.all.map((f) => `${f.key}:${findingId(f.problem)}`)).toEqual([
      "a:missingArgument",
      "e:glossaryMissing:dashboard",
    ]);
    expect([...kept.byKey.keys()]).toEqual(["a", "e"]);
    expect(withoutDismissed(found, () => false)).toBe(found);
  });

  it("checks drafts instead of their saved texts, and only them", () => {
    const base = languageFindings(rows, "de", false);
    const drafted = withDrafts(
      base,
      rows,
      new Map([
        ["a", "{count} Dateien"],
        ["b", "Speichern {x}"],
      ]),
      "de",
      false,
    );
    expect(drafted.all.map((f) => `${f.key}:${f.problem.code}`)).toEqual([
      "b:extraArgument",
      "c:trailingWhitespace",
      "e:identical",
    ]);
    expect(withDrafts(base, rows, new Map(), "de", false)).toBe(base);
  });

  it("checks 12,000 tokens in well under the editor's budget", () => {
    const many: CheckedRow[] = [];
    for (let n = 0; n < 12_000; n++) {
      const plural = n % 10 === 0;
      many.push({
        key: `load.group${Math.floor(n / 100)}.token${n}`,
        source: plural ? `{count, plural, one {# token ${n}} other {# tokens ${n}}}` : `Load token ${n}`,
        value: plural ? `{count, plural, one {# Token ${n}} other {# Token ${n}}}` : `Lasttoken ${n}`,
        translated: true,
      });
    }
    const started = performance.now();
    const found = languageFindings(many, "de", false);
    const elapsed = performance.now() - started;
    expect(found.all).toEqual([]);
    // About 15 ms on an idle machine; the bound only catches a parse of every plain text or a quadratic scan.
    expect(elapsed).toBeLessThan(1_000);
  });
});
