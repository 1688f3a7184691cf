/**
 * TBX files written and read with generated glossaries (markup characters, text that looks like entities, astral
 * characters, runs of white space), cut off or damaged anywhere: each is read back exactly, or refused whole with
 * a reason the import dialog words, never with an error of the parser's own.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foldTerm, NOTE_MAX, TERM_MAX, TRANSLATION_MAX, type GlossaryEntry } from "./glossary";
import { readGlossaryFile, writeGlossaryFile, type GlossaryFile } from "./glossary-exchange";

const LANGS = { source: "en", target: "de" };

/** Pieces that trouble XML writers and readers, mixed with any text. */
const TRICKY = [
  "&",
  "<",
  ">",
  '"',
  "'",
  "&amp;",
  "&#38;",
  "&#x26;",
  "&lt;b&gt;",
  "&nbsp;",
  "&unknown;",
  "]]>",
  "<![CDATA[",
  "<!--",
  "-->",
  "<term>",
  "</tig>",
  "<?xml?>",
  "𝄞",
  "😀",
  "👩‍👩‍👧",
  "\u{10FFFD}",
  "  ",
  "   \t  ",
  "\t",
  "\n",
  "\n\n  ",
  "\u00a0",
  "\u2028",
  "ẞ",
];
const piece = fc.oneof(fc.constantFrom(...TRICKY), fc.string({ unit: "grapheme", maxLength: 5 }));
/** What the glossary's own form takes: trimmed, no control character but tab and line feed, within the limit. */
const text = (max: number) =>
  fc
    .array(piece, { maxLength: 8 })
    .map((pieces) => pieces.join("").trim())
    .filter((s) => s.length <= max && !/[\u0000-\u0008\u000b-\u001f\u007f\ufffe\uffff]/.test(s));

const glossaries = fc.uniqueArray(
  fc
    .record({
      term: text(TERM_MAX),
      translation: text(TRANSLATION_MAX),
      note: text(NOTE_MAX),
      doNotTranslate: fc.boolean(),
    })
    .filter((e) => e.term !== "" && (e.doNotTranslate || e.translation !== ""))
    .map((e): GlossaryEntry => (e.doNotTranslate ? { ...e, translation: "" } : e)),
  { selector: (e) => foldTerm(e.term), minLength: 1, maxLength: 6 },
);
const languagePairs = fc.constantFrom(
  { source: "en", target: "de" },
  { source: "en-US", target: "fr" },
  { source: "de", target: "pt-BR" },
);

const tbx = (text: string) => readGlossaryFile("tbx", text, LANGS);
const refused = (file: GlossaryFile) => file.entries.length === 0 && file.problems.length === 1;
const lineCount = (text: string) => text.split("\n").length;

const SAMPLE: GlossaryEntry[] = [
  { term: "budget", translation: "Budget", note: "Per month & key", doNotTranslate: false },
  { term: "Kubernetes", translation: "", note: "", doNotTranslate: true },
  { term: "<b> & co", translation: "&amp; 𝄞", note: "a  b\tc\nd", doNotTranslate: false },
];

describe("TBX round trip", () => {
  it("reads back every generated glossary exactly (property)", () => {
    fc.assert(
      fc.property(glossaries, languagePairs, (entries, languages) => {
        const file = writeGlossaryFile("tbx", entries, languages);
        expect(readGlossaryFile("tbx", file, languages)).toEqual({ entries, problems: [] });
      }),
      { numRuns: 300 },
    );
  });

  it("writes markup characters escaped, as the XLIFF writers do", () => {
    const file = writeGlossaryFile("tbx", SAMPLE, LANGS);
    expect(file).toContain("<term>&lt;b&gt; &amp; co</term>");
    expect(file).toContain("<term>&amp;amp; 𝄞</term>");
    expect(file).toContain("<note>Per month &amp; key</note>");
    expect(file).toContain('<langSet xml:lang="de"><tig><term>Kubernetes</term>');
    expect(tbx(file)).toEqual({ entries: SAMPLE, problems: [] });
  });
});

describe("a TBX file cut off or damaged", () => {
  it("is refused at every length short of its root's end, naming the line where it stops", () => {
    const whole = writeGlossaryFile("tbx", SAMPLE, LANGS);
    const end = whole.trimEnd().length;
    for (let length = 0; length < end; length++) {
      const cut = whole.slice(0, length);
      const read = tbx(cut);
      expect(read, `cut at ${length} of ${end}`).toEqual({
        entries: [],
        problems: [{ line: 0, code: "malformed", reason: expect.any(String), fileLine: lineCount(cut) }],
      });
    }
    expect(tbx(whole.slice(0, end))).toEqual({ entries: SAMPLE, problems: [] });
  });

  it("is refused wherever a generated file is cut (property)", () => {
    fc.assert(
      fc.property(glossaries, fc.double({ min: 0, max: 1, noNaN: true }), (entries, at) => {
        const whole = writeGlossaryFile("tbx", entries, LANGS);
        const cut = whole.slice(0, Math.floor(at * (whole.trimEnd().length - 1)));
        const read = tbx(cut);
        expect(refused(read), `cut at ${cut.length}`).toBe(true);
        expect(read.problems[0]).toMatchObject({ code: "malformed", fileLine: lineCount(cut) });
      }),
      { numRuns: 200 },
    );
  });

  it("never throws on a generated file with a slice replaced by any text (property)", () => {
    const known = new Set(["malformed", "entities", "notTbx", "noEntries", "required", "tooLong", "invalid"]);
    fc.assert(
      fc.property(
        glossaries,
        fc.nat(),
        fc.nat({ max: 40 }),
        fc.oneof(fc.constantFrom(...TRICKY, "<!DOCTYPE martif>", "<!ENTITY x 'y'>", "</body>"), fc.string()),
        (entries, from, removed, inserted) => {
          const whole = writeGlossaryFile("tbx", entries, LANGS);
          const at = from % whole.length;
          const damaged = whole.slice(0, at) + inserted + whole.slice(at + removed);
          const read = tbx(damaged);
          for (const problem of read.problems) expect(known).toContain(problem.code);
          if (read.problems.some((p) => p.line === 0)) expect(refused(read)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("reading TBX that is not as expected", () => {
  const head = '<?xml version="1.0" encoding="UTF-8"?>\n<martif type="TBX" xml:lang="en"><text><body>\n';
  const entry = (term: string, translation = "x") =>
    `<termEntry><langSet xml:lang="en"><tig><term>${term}</term></tig></langSet>` +
    `<langSet xml:lang="de"><tig><term>${translation}</term></tig></langSet></termEntry>\n`;
  const tail = "</body></text></martif>\n";
  const file = (...entries: string[]) => head + entries.join("") + tail;
  const malformed = (reason: string, fileLine: number) => ({
    entries: [],
    problems: [{ line: 0, code: "malformed", reason, fileLine }],
  });

  it("names the line of a bare ampersand, an unknown entity, a character XML cannot hold", () => {
    expect(tbx(file(entry("ok"), entry("Salt & pepper"), entry("a;b")))).toEqual(malformed("bareAmpersand", 4));
    expect(tbx(file(entry("ok"), entry("caf&eacute;")))).toEqual(malformed("unknownEntity", 4));
    expect(tbx(file(entry("ok"), entry("&#xD800;")))).toEqual(malformed("badCharacter", 4));
    expect(tbx(file(entry("ok"), entry("a\u0001b")))).toEqual(malformed("badCharacter", 4));
    expect(tbx(file(entry("ok"), entry("<hi>x</i>")))).toEqual(malformed("notWellFormed", 4));
    expect(tbx("")).toEqual(malformed("endsEarly", 1));
  });

  it("reads a DOCTYPE that only names TBX's DTD, and refuses one with declarations or entities", () => {
    const named = head.replace("\n", '\n<!DOCTYPE martif SYSTEM "TBXcoreStructV02.dtd">\n') + entry("a", "b") + tail;
    expect(tbx(named).entries).toEqual([{ term: "a", translation: "b", note: "", doNotTranslate: false }]);
    const refusedWhole = { entries: [], problems: [{ line: 0, code: "entities" }] };
    expect(tbx('<!DOCTYPE martif [<!ELEMENT martif ANY>]>\n<martif type="TBX"/>')).toEqual(refusedWhole);
    expect(tbx(`<!DOCTYPE martif SYSTEM "x.dtd">\n<!ENTITY e "e">${file(entry("&e;"))}`)).toEqual(refusedWhole);
    expect(tbx(`<!doctype martif PUBLIC "a" "b" [ ]>${file(entry("a"))}`)).toEqual(refusedWhole);
  });

  it("says a well-formed file of another kind is not TBX, naming its root", () => {
    expect(tbx('<xliff version="1.2"><file/></xliff>')).toEqual({
      entries: [],
      problems: [{ line: 0, code: "notTbx", root: "xliff" }],
    });
    expect(tbx('<tbx xmlns="urn:iso:std:iso:30042:ed-2" type="TBX-Basic"/>').problems).toEqual([
      { line: 0, code: "noEntries" },
    ]);
  });

  it("reads a byte order mark, CRLF line ends and CDATA", () => {
    const crlf = "\uFEFF" + file(entry("<![CDATA[R&D]]>", "F&amp;E")).replace(/\n/g, "\r\n");
    expect(tbx(crlf).entries).toEqual([{ term: "R&D", translation: "F&E", note: "", doNotTranslate: false }]);
  });

  it("refuses a term nested deeper than a reader can follow, without throwing", () => {
    const deep = `${"<hi>".repeat(100_000)}x${"</hi>".repeat(100_000)}`;
    expect(tbx(file(entry(deep)))).toEqual({
      entries: [],
      problems: [{ line: 0, code: "malformed", reason: "unreadable" }],
    });
  });
});
