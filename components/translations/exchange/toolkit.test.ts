/**
 * Round trips of the sandbox's languages through Debian's translate-toolkit (xliff2po, po2xliff, po2csv, csv2po,
 * pofilter): files the console writes survive a third-party localization toolkit with their notes, and what it
 * writes back imports. Placeholders are judged by the console's own ICU checks: pofilter's variables test knows no
 * ICU `{…}` placeholders.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "@/lib/i18n/csv-read";
import { checkTranslation } from "@/lib/i18n/icu-checks";
import { readBundledMessages } from "@/sandbox/portal/seed/i18n";
import { planUnits } from "../model/transfer";
import type { TokenRow } from "../model/rows";
import { readExchangeFile } from "./read-file";
import { documentOf, exportText, SANDBOX_LANGS, sandboxRows } from "./test-support";
import { tool, TOOLKIT_TIMEOUT, toolkitFolder } from "./toolkit-support";

let folder: ReturnType<typeof toolkitFolder>;
beforeAll(() => {
  folder = toolkitFolder();
});
afterAll(() => folder?.remove());
const file = (name: string, text?: string) => folder.file(name, text);

function unitsOf(name: string, lang: "de" | "fr") {
  const outcome = readExchangeFile(name, folder.read(name), lang);
  if (!outcome.ok) throw new Error(`${name}: ${JSON.stringify(outcome.problem)}`);
  return outcome.units;
}

const planOf = (name: string, lang: "de" | "fr", rows: readonly TokenRow[] = sandboxRows(lang)) =>
  planUnits(unitsOf(name, lang), rows, lang);

/** A unit of the language with a placeholder and a translation, and the note the export gives it. */
function withPlaceholder(rows: readonly TokenRow[]) {
  const row = rows.find((r) => r.translated && /\{[a-z]+\}/i.test(r.source) && !r.source.includes("plural"));
  if (!row) throw new Error("no translated token with a placeholder");
  const name = /\{([a-z]+)\}/i.exec(row.source)![1];
  return { row, noteLines: [`Key: ${row.key}`, `{${name}}: a value put in as it is`] };
}

describe.each(SANDBOX_LANGS)("%s through translate-toolkit", (lang) => {
  const rows = sandboxRows(lang);
  const translated = rows.filter((row) => row.translated).length;

  it(
    "imports its own XLIFF 1.2 export unchanged after xliff2po, and again after po2xliff, notes kept",
    () => {
      file(`${lang}.xlf`, exportText("xliff12", documentOf(lang, rows)));
      tool("xliff2po", file(`${lang}.xlf`), file(`${lang}-x.po`));
      tool("po2xliff", file(`${lang}-x.po`), file(`${lang}-x.xlf`));
      for (const name of [`${lang}-x.po`, `${lang}-x.xlf`]) {
        const plan = planOf(name, lang);
        expect(plan.changes, name).toEqual([]);
        expect(plan.unknown, name).toEqual([]);
        expect(plan.unchanged, name).toBe(translated);
      }
      const { noteLines } = withPlaceholder(rows);
      expect(folder.read(`${lang}-x.po`)).toContain(noteLines.map((line) => `#. ${line}`).join("\n"));
      expect(folder.read(`${lang}-x.xlf`)).toContain(`<note from="developer">${noteLines.join("\n")}`);
    },
    TOOLKIT_TIMEOUT,
  );

  it(
    "imports its own PO export unchanged after po2xliff",
    () => {
      file(`${lang}.po`, exportText("po", documentOf(lang, rows)));
      tool("po2xliff", file(`${lang}.po`), file(`${lang}-from-po.xlf`));
      const plan = planOf(`${lang}-from-po.xlf`, lang);
      expect(plan.changes).toEqual([]);
      expect(plan.unknown).toEqual([]);
      expect(plan.unchanged).toBe(translated);
    },
    TOOLKIT_TIMEOUT,
  );

  it(
    "shows exactly the one target changed on the way through po2csv and csv2po, notes kept",
    () => {
      file(`${lang}.po`, exportText("po", documentOf(lang, rows)));
      tool("po2csv", file(`${lang}.po`), file(`${lang}.csv`));
      const [header, ...records] = parseCsv(folder.read(`${lang}.csv`));
      const target = header.indexOf("target");
      const location = header.indexOf("location");
      const { row, noteLines } = withPlaceholder(rows);
      const record = records.find((r) => r[location] === row.key);
      if (!record) throw new Error(`po2csv lost ${row.key}`);
      const changed = `${row.value} (2)`;
      record[target] = changed;
      // Written as po2csv writes it: every field quoted (the console's own CSV guards formulas, which would change texts).
      const quote = (field: string) => `"${field.replace(/"/g, '""')}"`;
      file(`${lang}-edited.csv`, [header, ...records].map((fields) => fields.map(quote).join(",")).join("\n") + "\n");
      // The toolkit's way back: the exported file is the template that the CSV's texts are merged into.
      tool("csv2po", "-t", file(`${lang}.po`), file(`${lang}-edited.csv`), file(`${lang}-from-csv.po`));
      const plan = planOf(`${lang}-from-csv.po`, lang);
      expect(plan.changes.map((c) => [c.key, c.before, c.after, c.errors])).toEqual([
        [row.key, row.value, changed, []],
      ]);
      expect(plan.unknown).toEqual([]);
      expect(folder.read(`${lang}-from-csv.po`)).toContain(noteLines.map((line) => `#. ${line}`).join("\n"));
    },
    TOOLKIT_TIMEOUT,
  );
});

describe("review states through translate-toolkit", () => {
  it(
    "keeps a draft's needs-review mark through po2xliff and xliff2po",
    () => {
      const rows = sandboxRows("de");
      const row = rows.find((r) => r.translated && r.key.startsWith("portal."))!;
      const changed = `${row.value} (neu)`;
      const document = documentOf("de", rows);
      const units = document.units.map((u) =>
        u.key === row.key ? { ...u, target: changed, state: "draft" as const } : u,
      );
      file("draft-de.po", exportText("po", { ...document, units }));
      tool("po2xliff", file("draft-de.po"), file("draft-de.xlf"));
      file("draft-de.xliff20.xlf", exportText("xliff20", { ...document, units }));
      file("draft-de.xliff12.xlf", exportText("xliff12", { ...document, units }));
      tool("xliff2po", file("draft-de.xliff12.xlf"), file("draft-de-from-xliff.po"));
      for (const name of ["draft-de.xlf", "draft-de.xliff20.xlf", "draft-de-from-xliff.po"]) {
        const plan = planOf(name, "de");
        expect(
          plan.changes.map((c) => [c.key, c.after, c.draft]),
          name,
        ).toEqual([[row.key, changed, true]]);
      }
    },
    TOOLKIT_TIMEOUT,
  );
});

/** The units pofilter's test fails, each with its "# (pofilter) test: detail" note; none when all pass. */
function pofilterFailures(name: string, test: string, lang: string): string[] {
  const out = file(`${name}-${test}.po`);
  tool("pofilter", `--test=${test}`, `--language=${lang}`, "-i", file(name), "-o", out);
  try {
    return folder.read(`${name}-${test}.po`).match(/^# \(pofilter\) .*/gm) ?? [];
  } catch {
    return [];
  }
}

/** Every placeholder problem the console's ICU checks find in a PO file, by key. */
function icuErrors(name: string, lang: "de" | "fr"): [string, string][] {
  return unitsOf(name, lang).flatMap((unit) =>
    checkTranslation(unit.source, unit.target, lang).errors.map((error): [string, string] => [unit.key, error.code]),
  );
}

describe.each(SANDBOX_LANGS)("placeholder checks on %s", (lang) => {
  it(
    "find no error, by the console's ICU checks nor by pofilter, in the PO export of the complete language",
    () => {
      // The sandbox leaves every 7th token untranslated; the console's own message files have them all.
      const bundled = readBundledMessages(lang);
      const rows = sandboxRows(lang).map((row) => {
        const text = bundled[row.key];
        return row.translated || text === undefined ? row : { ...row, value: text, translated: true };
      });
      const full = rows.filter((row) => row.translated);
      expect(full.length).toBeGreaterThan(rows.length * 0.95);
      file(`full-${lang}.po`, exportText("po", documentOf(lang, full)));
      expect(icuErrors(`full-${lang}.po`, lang)).toEqual([]);
      expect(tool("pofilter", "--help")).toContain("--test=FILTER");
      expect(pofilterFailures(`full-${lang}.po`, "variables", lang)).toEqual([]);
      expect(pofilterFailures(`full-${lang}.po`, "brackets", lang)).toEqual([]);
    },
    TOOLKIT_TIMEOUT,
  );

  it(
    "flag placeholders renamed or dropped, which pofilter's variables test does not see",
    () => {
      const rows = sandboxRows(lang).filter((r) => r.translated);
      const named = rows.find((r) => /^[^{]*\{[a-z]+\}[^{]*$/i.test(r.value))!;
      const plural = rows.find((r) => /plural,/.test(r.value) && r.value.includes("#"))!;
      const broken = [
        { ...named, value: named.value.replace(/\{([a-z]+)\}/i, "{$1x}") },
        { ...plural, value: plural.value.replace(/\{(\w+), plural,/, "{$1x, plural,") },
      ];
      file(`broken-${lang}.po`, exportText("po", documentOf(lang, broken)));
      expect(icuErrors(`broken-${lang}.po`, lang)).toEqual(
        expect.arrayContaining([
          [named.key, "missingArgument"],
          [named.key, "extraArgument"],
          [plural.key, "missingArgument"],
        ]),
      );
      expect(pofilterFailures(`broken-${lang}.po`, "variables", lang)).toEqual([]);
    },
    TOOLKIT_TIMEOUT,
  );

  it(
    "flag an unbalanced brace, as pofilter's brackets test does",
    () => {
      const row = sandboxRows(lang).find((r) => r.translated && /\{[a-z]+\}/i.test(r.value))!;
      file(
        `unbalanced-${lang}.po`,
        exportText("po", documentOf(lang, [{ ...row, value: row.value.replace(/\{([a-z]+)\}/i, "{$1") }])),
      );
      expect(icuErrors(`unbalanced-${lang}.po`, lang).map(([key]) => key)).toContain(row.key);
      expect(pofilterFailures(`unbalanced-${lang}.po`, "brackets", lang).length).toBeGreaterThan(0);
    },
    TOOLKIT_TIMEOUT,
  );
});
