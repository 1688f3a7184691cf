/**
 * What translate-toolkit 3.8's spreadsheet round trip (`po2csv`, edit, `csv2po` with the export as its template)
 * does to texts, pinned so that the property tests can leave these characters out and the import's answer to each
 * stays known: it doubles a backslash; and `csv2po` guesses the CSV's quote character and delimiter from the file's
 * first kilobyte (Python's `csv.Sniffer`, which takes `'` as readily as `"`), so apostrophes or double quotes around
 * words in a long first text make it misread the whole file. Then it either writes its template back (the
 * spreadsheet's translations lost, the header too) or fails and leaves an empty file; both times it exits with 0.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planUnits } from "../model/transfer";
import { readExchangeFile } from "./read-file";
import { exportText } from "./test-support";
import { tool, TOOLKIT_TIMEOUT, toolkitFolder } from "./toolkit-support";
import type { ExchangeUnit } from "./units";

let folder: ReturnType<typeof toolkitFolder>;
beforeAll(() => {
  folder = toolkitFolder();
});
afterAll(() => folder?.remove());

/** A PO export through po2csv, the CSV edited as in a spreadsheet, and back through csv2po; then read by the import. */
function throughSpreadsheet(name: string, units: ExchangeUnit[], edit: (csv: string) => string = (csv) => csv) {
  const po = folder.file(`${name}.po`, exportText("po", { sourceLang: "en", targetLang: "de", units }));
  tool("po2csv", po, folder.file(`${name}.csv`));
  folder.file(`${name}.csv`, edit(folder.read(`${name}.csv`)));
  tool("csv2po", "-t", po, folder.file(`${name}.csv`), folder.file(`${name}-back.po`));
  return {
    text: folder.read(`${name}-back.po`),
    outcome: readExchangeFile(`${name}-back.po`, folder.read(`${name}-back.po`), "de"),
  };
}

const targets = (outcome: ReturnType<typeof readExchangeFile>) =>
  outcome.ok ? Object.fromEntries(outcome.units.map((unit) => [unit.key, unit.target])) : outcome.problem;

it(
  "doubles a backslash: the preview shows it as a change, never silently",
  () => {
    const units: ExchangeUnit[] = [{ key: "k", source: "C:\\temp", target: "C:\\Temp", state: "translated" }];
    const { outcome } = throughSpreadsheet("slash", units);
    expect(outcome.ok && outcome.units.map((u) => [u.source, u.target])).toEqual([["C:\\temp", "C:\\\\Temp"]]);
  },
  TOOLKIT_TIMEOUT,
);

describe("guesses the quote character from the first kilobyte", () => {
  /** A help text first in the file, and the text the translator changes in the spreadsheet. */
  const units = (help: string): ExchangeUnit[] => [
    { key: "a.help", source: "Choose 'red', 'green' or 'blue'.", target: help, state: "translated" },
    { key: "b.next", source: "Next", target: "Weiter", state: "translated" },
  ];
  const retranslate = (csv: string) => csv.replace('"Weiter"', '"Vorwärts"');
  const sentence = "Wählen Sie 'rot', 'grün' oder 'blau'.";
  const long = (separator: string) => Array.from({ length: 25 }, () => sentence).join(separator);

  it(
    "a short text with quoted words: the spreadsheet's translation comes back",
    () => {
      const { outcome } = throughSpreadsheet("short", units(sentence), retranslate);
      expect(targets(outcome)).toEqual({ "a.help": sentence, "b.next": "Vorwärts" });
    },
    TOOLKIT_TIMEOUT,
  );

  it(
    "quoted words filling the first kilobyte: csv2po writes its template back, so the import finds no change",
    () => {
      const { text, outcome } = throughSpreadsheet("long", units(long(" ")), retranslate);
      expect(targets(outcome)).toEqual({ "a.help": long(" "), "b.next": "Weiter" });
      expect(text).not.toContain('msgid ""');
      // What the preview then shows: nothing to apply (and the sentence that a converter may have failed).
      const rows = [
        { key: "a.help", source: "Choose 'red', 'green' or 'blue'.", value: long(" ") },
        { key: "b.next", source: "Next", value: "Weiter" },
      ];
      expect(outcome.ok && planUnits(outcome.units, rows, "de").changes).toEqual([]);
    },
    TOOLKIT_TIMEOUT,
  );

  it(
    "with a lone carriage return among them: csv2po fails and leaves an empty file, which the import refuses as blank",
    () => {
      const { text, outcome } = throughSpreadsheet("failed", units(long("\r")), retranslate);
      expect(text).toBe("");
      expect(outcome).toEqual({ ok: false, problem: { code: "blank" } });
    },
    TOOLKIT_TIMEOUT,
  );
});
