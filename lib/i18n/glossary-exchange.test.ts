import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { foldTerm, type GlossaryEntry } from "./glossary";
import { formatOf, readGlossaryFile, writeGlossaryFile } from "./glossary-exchange";

const LANGS = { source: "en", target: "de" };
const entry = (term: string, translation: string, extra: Partial<GlossaryEntry> = {}): GlossaryEntry => ({
  term,
  translation,
  note: "",
  doNotTranslate: false,
  ...extra,
});

const SAMPLE = [
  entry("budget", "Budget", { note: "The monthly spending limit of a key" }),
  entry("Cluster", "Cluster"),
  entry("Kubernetes", "", { doNotTranslate: true }),
  entry("AI key", "KI-Schlüssel", { note: 'Says "key", never "token"; <b> & co.' }),
];

/** Text a translator could type: no control characters, no outer blanks, within the limits. */
const cell = (max: number) =>
  fc
    .string({ unit: "grapheme", maxLength: max })
    .map((s) => s.trim())
    // The CSV export guards a leading = + - @ with a `'`, which the import takes off again: a text that itself starts
    // with such a `'` cannot be told apart (lib/csv.ts).
    .filter((s) => !/[\u0000-\u001f\u007f\ufffe\uffff]/.test(s) && !/^'[=+\-@]/.test(s));

const entries = fc.uniqueArray(
  fc
    .record({ term: cell(30), translation: cell(30), note: cell(60), doNotTranslate: fc.boolean() })
    .filter((e) => e.term !== "" && (e.doNotTranslate || e.translation !== ""))
    .map((e): GlossaryEntry => (e.doNotTranslate ? { ...e, translation: "" } : e)),
  { selector: (e) => foldTerm(e.term), minLength: 1, maxLength: 8 },
);

describe.each(["csv", "tbx"] as const)("glossary %s", (format) => {
  it("round-trips the sample", () => {
    const file = writeGlossaryFile(format, SAMPLE, LANGS);
    expect(readGlossaryFile(format, file, LANGS)).toEqual({ entries: SAMPLE, problems: [] });
  });

  it("reads an empty glossary's file as having no entries", () => {
    expect(readGlossaryFile(format, writeGlossaryFile(format, [], LANGS), LANGS)).toEqual({
      entries: [],
      problems: [{ line: 0, code: "noEntries" }],
    });
  });

  it("round-trips generated glossaries (property)", () => {
    fc.assert(
      fc.property(entries, (generated) => {
        const read = readGlossaryFile(format, writeGlossaryFile(format, generated, LANGS), LANGS);
        expect(read.problems).toEqual([]);
        expect(read.entries).toEqual(generated);
      }),
      { numRuns: 150 },
    );
  });
});

describe("reading glossary files", () => {
  it("reports the rows it cannot take by number and field, and keeps the others", () => {
    const csv = "term,translation,note,do_not_translate\nbudget,Budget,,\n,Leer,,\nzone,,,\nKubernetes,,,yes\n";
    const read = readGlossaryFile("csv", csv, LANGS);
    expect(read.entries.map((e) => e.term)).toEqual(["budget", "Kubernetes"]);
    expect(read.problems).toEqual([
      { line: 2, field: "term", code: "required" },
      { line: 3, field: "translation", code: "required" },
    ]);
  });

  it("keeps the last row of a term given twice, whatever its case", () => {
    const read = readGlossaryFile("csv", "term,translation\nBudget,Etat\nbudget,Budget\n", LANGS);
    expect(read.entries).toEqual([entry("budget", "Budget")]);
  });

  it("says what is wrong with a file it cannot read at all", () => {
    expect(readGlossaryFile("csv", "name,value\na,b\n", LANGS).problems).toEqual([
      { line: 0, field: "term", code: "noTermColumn" },
    ]);
    expect(readGlossaryFile("tbx", "<martif><text><body><termEntry>", LANGS).problems).toEqual([
      { line: 0, code: "malformed", reason: "endsEarly", fileLine: 1 },
    ]);
    expect(readGlossaryFile("tbx", "<martif>\n</text></martif>", LANGS).problems).toEqual([
      { line: 0, code: "malformed", reason: "notWellFormed", fileLine: 2 },
    ]);
    const long = `term,translation\n${"x".repeat(61)},y\n`;
    expect(readGlossaryFile("csv", long, LANGS).problems).toEqual([{ line: 1, field: "term", code: "tooLong" }]);
    const bomb = '<!DOCTYPE martif [<!ENTITY a "aaaa">]><martif/>';
    expect(readGlossaryFile("tbx", bomb, LANGS)).toEqual({
      entries: [],
      problems: [{ line: 0, code: "entities" }],
    });
  });

  it("reads TBX 3 with regional language tags and a namespace", () => {
    const tbx = `<?xml version="1.0"?>
<tbx xmlns="urn:iso:std:iso:30042:ed-2" type="TBX-Basic" xml:lang="en-US"><text><body>
  <conceptEntry id="c1">
    <langSec xml:lang="en-US"><termSec><term>backup</term></termSec></langSec>
    <langSec xml:lang="de-DE"><termSec><term>Sicherung</term></termSec></langSec>
  </conceptEntry>
</body></text></tbx>`;
    expect(readGlossaryFile("tbx", tbx, LANGS).entries).toEqual([entry("backup", "Sicherung")]);
  });

  it("picks the format from the file name", () => {
    expect(formatOf("Glossar.CSV")).toBe("csv");
    expect(formatOf("terms.tbx")).toBe("tbx");
    expect(formatOf("terms.xlsx")).toBeNull();
  });
});

describe("glossary TBX through translate-toolkit", () => {
  const tools = ["/usr/bin/csv2tbx", "/usr/bin/tbx2po"];
  const dir = mkdtempSync(path.join(tmpdir(), "glossary-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const run = (tool: string, input: string, output: string) =>
    execFileSync(tool, ["--progress=none", "-i", input, "-o", output], { stdio: ["ignore", "pipe", "pipe"] });

  it("reads the TBX that csv2tbx writes", { timeout: 120_000 }, () => {
    expect(
      tools.filter((tool) => !existsSync(tool)),
      "apt-get install translate-toolkit",
    ).toEqual([]);
    writeFileSync(
      path.join(dir, "in.csv"),
      '"source","target"\n"budget","Budget"\n"backup policy","Sicherungsrichtlinie"\n',
    );
    run(tools[0], path.join(dir, "in.csv"), path.join(dir, "out.tbx"));
    const read = readGlossaryFile("tbx", readFileSync(path.join(dir, "out.tbx"), "utf8"), LANGS);
    expect(read).toEqual({
      entries: [entry("budget", "Budget"), entry("backup policy", "Sicherungsrichtlinie")],
      problems: [],
    });
  });

  it("writes TBX that tbx2po reads term by term", { timeout: 120_000 }, () => {
    writeFileSync(path.join(dir, "glossary.tbx"), writeGlossaryFile("tbx", SAMPLE, LANGS));
    run(tools[1], path.join(dir, "glossary.tbx"), path.join(dir, "glossary.po"));
    const po = readFileSync(path.join(dir, "glossary.po"), "utf8");
    for (const e of SAMPLE) {
      expect(po).toContain(`msgid "${e.term}"\nmsgstr "${e.doNotTranslate ? e.term : e.translation}"`);
    }
  });
});
