/**
 * Generated round trips (fast-check prints the seed of a failure): any text the console holds comes back from its
 * own export exactly, in every format, or the export leaves the unit out and says why.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planUnits } from "../model/transfer";
import { readExchangeFile } from "./read-file";
import { EN_NOTES } from "./test-support";
import { unitBatch } from "./test-arbitraries";
import type { ExchangeFormat, ExchangeUnit } from "./units";
import { exchangeFileName, writeExchange } from "./write";

/** What XML 1.0 cannot hold (its `Char` production), written out here apart from the exporter's own rule. */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/** The units each format must leave out: generated codes never hold such characters, only texts do. */
const mustRefuse: Record<ExchangeFormat, (unit: ExchangeUnit) => boolean> = {
  xliff12: (unit) => [unit.key, unit.source, unit.target].some((text) => NOT_XML.test(text)),
  xliff20: (unit) => NOT_XML.test(unit.key),
  po: (unit) => [unit.key, unit.source, unit.target].some((text) => text.includes("\u0000")),
};

const FORMATS: ExchangeFormat[] = ["xliff12", "xliff20", "po"];

describe.each(FORMATS)("%s export → import", (format) => {
  it("gives every generated source and target back exactly, or leaves the unit out with its reason", () => {
    fc.assert(
      fc.property(unitBatch({ maxLength: 12 }), (units) => {
        const written = writeExchange(format, { sourceLang: "en", targetLang: "de", units }, EN_NOTES);
        const refused = units.filter(mustRefuse[format]);
        expect(written.refused.map((r) => r.key)).toEqual(refused.map((u) => u.key).sort());
        const kept = units.filter((unit) => !mustRefuse[format](unit));
        const outcome = readExchangeFile(exchangeFileName(format, "de"), written.text, "de");
        if (kept.length === 0) {
          expect(outcome).toEqual({ ok: false, problem: { code: "empty" } });
          return;
        }
        if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome.problem)}`);
        const read = new Map(outcome.units.map((unit) => [unit.key, unit]));
        expect(outcome.units).toHaveLength(kept.length);
        for (const unit of kept) {
          expect(read.get(unit.key), unit.key).toEqual({
            id: unit.key,
            key: unit.key,
            source: unit.source,
            target: unit.target,
            draft: unit.state === "draft",
          });
        }
        // The same file imported into the language it came from changes nothing and is not stale.
        const rows = kept.map((u) => ({
          key: u.key,
          source: u.source,
          value: u.target,
          translated: u.state !== "untranslated",
          haystack: "",
        }));
        const plan = planUnits(outcome.units, rows, "de");
        expect(plan.changes).toEqual([]);
        expect(plan.unchanged).toBe(kept.filter((u) => u.target !== "").length);
      }),
      { numRuns: 150 },
    );
  });
});
