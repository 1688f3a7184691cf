import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  compileGlossary,
  decodeEntry,
  encodeEntry,
  foldTerm,
  glossaryKey,
  glossaryOf,
  glossaryProblems,
  removedValue,
  termSegment,
  termsIn,
  type GlossaryEntry,
} from "./glossary";
import { isReservedKey } from "./reserved-keys";

const entry = (term: string, translation: string, extra: Partial<GlossaryEntry> = {}): GlossaryEntry => ({
  term,
  translation,
  note: "",
  doNotTranslate: false,
  ...extra,
});

const GERMAN = [
  entry("budget", "Budget"),
  entry("Cluster", "Cluster"),
  entry("backup", "Sicherung"),
  entry("policy", "Richtlinie"),
  entry("Kubernetes", "", { doNotTranslate: true }),
  entry("AI key", "KI-Schlüssel"),
];
const compiled = compileGlossary(GERMAN);
const problems = (source: string, translation: string) =>
  glossaryProblems(source, translation, compiled).map((p) => `${p.code}:${p.term}`);

/** The sandbox's token keys: dotted words of letters, digits, `_` and `-`. */
const TOKEN_KEY = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;

describe("glossary storage", () => {
  it("keys a term by its folded spelling, in characters token keys allow", () => {
    expect(glossaryKey("Budget")).toBe("_glossary.budget");
    expect(glossaryKey("  AI   Key ")).toBe("_glossary.ai_20_key");
    expect(glossaryKey("Top_P")).toBe("_glossary.top_5f_p");
    expect(glossaryKey("Größe")).toBe("_glossary.gr_f6__df_e");
    expect(isReservedKey(glossaryKey("budget"))).toBe(true);
  });

  it("gives different terms different keys, and every key is a valid token key (property)", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), fc.string({ minLength: 1, maxLength: 20 }), (a, b) => {
        fc.pre(foldTerm(a) !== "" && foldTerm(b) !== "");
        expect(TOKEN_KEY.test(glossaryKey(a))).toBe(true);
        expect(termSegment(a) === termSegment(b)).toBe(foldTerm(a) === foldTerm(b));
      }),
    );
  });

  it("round-trips an entry through its token value (property)", () => {
    const text = fc.string({ maxLength: 40 }).map((s) => s.trim());
    fc.assert(
      fc.property(text, text, text, fc.boolean(), (term, translation, note, dnt) => {
        fc.pre(term !== "" && (dnt || translation !== ""));
        const original = entry(term, dnt ? "" : translation, { note, doNotTranslate: dnt });
        expect(decodeEntry(encodeEntry(original))).toEqual(original);
      }),
    );
  });

  it("reads a table: live entries sorted by term, removed ones and stray values only as keys", () => {
    const glossary = glossaryOf([
      { key: "_glossary.zone", value: encodeEntry(entry("zone", "Zone")), translated: true },
      { key: "_glossary.budget", value: encodeEntry(entry("budget", "Budget")), translated: true },
      { key: "_glossary.gone", value: removedValue("gone"), translated: true },
      { key: "_glossary.odd", value: "not json", translated: true },
      { key: "_glossary.empty", value: "", translated: false },
      { key: "shell.product", value: "Console", translated: true },
    ]);
    expect(glossary.entries.map((e) => e.term)).toEqual(["budget", "zone"]);
    expect([...glossary.keys].sort()).toEqual([
      "_glossary.budget",
      "_glossary.empty",
      "_glossary.gone",
      "_glossary.odd",
      "_glossary.zone",
    ]);
  });
});

describe("glossary matching", () => {
  it("finds terms at word boundaries, case-insensitively, with English plurals", () => {
    const found = (source: string) => termsIn(source, compiled).map((e) => e.term);
    expect(found("Monthly budget of the cluster")).toEqual(["budget", "Cluster"]);
    expect(found("Budgets and Clusters")).toEqual(["budget", "Cluster"]);
    expect(found("Backup policies")).toEqual(["backup", "policy"]);
    expect(found("budgetary clustering")).toEqual([]);
    expect(found("Create an AI   key")).toEqual(["AI key"]);
  });

  it("does not take placeholders, selectors or tag names for words", () => {
    const withKey = compileGlossary([entry("count", "Anzahl"), entry("link", "Verweis")]);
    expect(termsIn("{count, plural, one {# key} other {# keys}} <link>here</link>", withKey)).toEqual([]);
    expect(termsIn("{n, plural, one {# link} other {# links}}", withKey).map((e) => e.term)).toEqual(["link"]);
  });

  it("accepts the glossary's translation as written, at a word's start (compounds, endings)", () => {
    expect(problems("Monthly budget", "Monatliches Budget")).toEqual([]);
    expect(problems("Budget limit", "Budgetgrenze")).toEqual([]);
    expect(problems("Backups", "Sicherungen")).toEqual([]);
    expect(problems("Cluster budget", "Cluster budget")).toEqual(["glossaryMissing:budget"]);
    expect(problems("The backup", "Die Datensicherung")).toEqual(["glossaryMissing:backup"]);
  });

  it("lets a lower-case translation start a sentence capitalized, never the other way round", () => {
    const french = compileGlossary([entry("backup", "sauvegarde")]);
    expect(glossaryProblems("Backup done", "Sauvegarde terminée", french)).toEqual([]);
    expect(glossaryProblems("One backup", "Une sauvegarde", french)).toEqual([]);
    expect(problems("Budget", "budget")).toEqual(["glossaryMissing:budget"]);
  });

  it("flags a do-not-translate term that the translation lost", () => {
    expect(problems("Kubernetes version", "Kubernetes-Version")).toEqual([]);
    expect(problems("Kubernetes version", "kubernetes-Version")).toEqual([]);
    expect(problems("Kubernetes version", "K8s-Version")).toEqual(["glossaryTranslated:Kubernetes"]);
  });

  it("checks nothing for an empty translation or an empty glossary", () => {
    expect(problems("Budget", "")).toEqual([]);
    expect(glossaryProblems("Budget", "x", compileGlossary([]))).toEqual([]);
  });

  it("never flags a translation that holds the expected text, and always one that lacks it (property)", () => {
    const word = fc.stringMatching(/^[a-z]{3,10}$/);
    fc.assert(
      fc.property(word, word, fc.array(word, { maxLength: 5 }), (term, translation, filler) => {
        const glossary = compileGlossary([entry(term, translation[0].toUpperCase() + translation.slice(1))]);
        const source = [...filler, term, ...filler].join(" ");
        const expected = glossary.entries[0].translation;
        const holding = [...filler.map((w) => `x${w}`), expected].join(" ");
        expect(glossaryProblems(source, holding, glossary)).toEqual([]);
        const lacking = filler.map((w) => `x${w}`).join(" ") || "nichts";
        expect(glossaryProblems(source, lacking, glossary)).toHaveLength(1);
      }),
    );
  });
});
