/**
 * A translator's file cut off anywhere, or damaged, is refused whole, with the line where the reader stopped when
 * it knows it: nothing of it reaches the preview.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planExchangeFile } from "./plan-file";
import { readExchangeFile } from "./read-file";
import { exportText } from "./test-support";
import { unitBatch } from "./test-arbitraries";
import type { ExchangeDocument, ExchangeFormat } from "./units";
import { exchangeFileName } from "./write";

const FORMATS: ExchangeFormat[] = ["xliff12", "xliff20", "po"];

const SAMPLE: ExchangeDocument = {
  sourceLang: "en",
  targetLang: "de",
  units: [
    {
      key: "a.files",
      source: "{n, plural, one {# file} other {# files}}",
      target: "{n, plural, one {# Datei} other {# Dateien}}",
      state: "translated",
    },
    { key: "a.lines", source: "One\nTwo <b>{name}</b>", target: "Eins\nZwei <b>{name}</b>", state: "translated" },
    { key: "b.save", source: "Save & close", target: "Sichern & schließen", state: "draft" },
    { key: "c", source: "Plain", target: "", state: "untranslated" },
  ],
};

const read = (format: ExchangeFormat, text: string) => readExchangeFile(exchangeFileName(format, "de"), text, "de");

describe.each(FORMATS)("%s cut off", (format) => {
  it("is refused at every length short of the whole file", () => {
    const whole = exportText(format, SAMPLE);
    const end = whole.trimEnd().length;
    for (let length = 1; length < end; length++) {
      const outcome = read(format, whole.slice(0, length));
      if (outcome.ok)
        throw new Error(`${format} cut at ${length} of ${end} was read: ${JSON.stringify(outcome.units)}`);
    }
    expect(read(format, whole.slice(0, end)).ok).toBe(true);
  });

  it("is refused wherever a generated file is cut", () => {
    fc.assert(
      fc.property(
        unitBatch({ maxLength: 6, without: /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (units, at) => {
          const whole = exportText(format, { sourceLang: "en", targetLang: "de", units });
          const end = whole.trimEnd().length;
          const length = 1 + Math.floor(at * (end - 2));
          expect(read(format, whole.slice(0, length)).ok, `cut at ${length} of ${end}`).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);
});

describe("the line of a broken file", () => {
  it("names the line where an XLIFF file stops", () => {
    const whole = exportText("xliff20", SAMPLE);
    const cut = whole.slice(0, whole.indexOf("Zwei"));
    expect(read("xliff20", cut)).toEqual({
      ok: false,
      problem: { code: "malformed", reason: "endsEarly", line: cut.split("\n").length },
    });
  });

  it("names the line of a bare ampersand a tool or a hand wrote, not where the parser gave up", () => {
    const whole = exportText("xliff12", SAMPLE);
    const broken = whole.replace("Sichern &amp; schließen", "Sichern & schließen");
    expect(read("xliff12", broken)).toEqual({
      ok: false,
      problem: {
        code: "malformed",
        reason: "bareAmpersand",
        line: broken.split("\n").findIndex((line) => line.includes("Sichern &")) + 1,
      },
    });
    // An ampersand inside a comment or CDATA section is text; the error is the tag that does not match.
    const cdata = whole.replace("<source>Plain</source>", "<source><![CDATA[a & b]]><!-- & --></sourc>");
    expect(read("xliff12", cdata)).toMatchObject({ ok: false, problem: { reason: "notWellFormed" } });
  });

  it("names the line of a PO string that does not end, and of an entry without msgstr", () => {
    const whole = exportText("po", SAMPLE);
    const cut = whole.slice(0, whole.indexOf("Sichern") + 3);
    expect(read("po", cut)).toEqual({
      ok: false,
      problem: { code: "malformed", reason: "unterminatedString", line: cut.split("\n").length },
    });
    const noMsgstr = whole.slice(0, whole.indexOf('msgstr "Sichern'));
    expect(read("po", noMsgstr)).toEqual({
      ok: false,
      problem: {
        code: "malformed",
        reason: "endsEarly",
        line: noMsgstr.split("\n").findIndex((line) => line.startsWith('msgctxt "b.save"')) + 1,
      },
    });
  });

  it("refuses a PO file missing whole entries by its entry count", () => {
    const whole = exportText("po", SAMPLE);
    const cut = whole.slice(0, whole.indexOf("\n\n#. Key: c") + 1);
    expect(read("po", cut)).toEqual({ ok: false, problem: { code: "entryCount", expected: 4, found: 3 } });
  });

  it("refuses escapes gettext does not know, and reads the ones it does", () => {
    const po = (msgstr: string) => `msgid ""\nmsgstr "Language: de\\n"\n\nmsgctxt "k"\nmsgid "x"\nmsgstr "${msgstr}"\n`;
    expect(read("po", po("a\\qb"))).toEqual({
      ok: false,
      problem: { code: "malformed", reason: "unknownEscape", line: 6 },
    });
    const outcome = read("po", po(String.raw`\a\b\f\v\'\?\101\x42\\\"\t\r\n`));
    expect(outcome.ok && outcome.units[0].target).toBe("\u0007\b\f\v'?AB\\\"\t\r\n");
  });

  it("refuses codes nested deeper than the reader can follow, in the worker's plan as in the page", () => {
    const depth = 200_000;
    const deep = `<xliff version="2.0" srcLang="en" trgLang="de"><file id="f"><unit id="k"><segment><source>${'<pc id="1">'.repeat(depth)}x${"</pc>".repeat(depth)}</source></segment></unit></file></xliff>`;
    expect(
      planExchangeFile({ fileName: "deep.xlf", bytes: new TextEncoder().encode(deep), lang: "de", rows: [] }),
    ).toEqual({
      ok: false,
      problem: { code: "malformed", reason: "unreadable" },
    });
  });

  it("reads entries named like the properties of a JavaScript object", () => {
    const po = `msgid ""\nmsgstr "Language: de\\n"\n\nmsgctxt "constructor"\nmsgid "valueOf"\nmsgstr "a"\n\nmsgctxt "__proto__"\nmsgid "toString"\nmsgstr "b"\n`;
    const outcome = read("po", po);
    expect(outcome.ok && outcome.units.map((u) => [u.key, u.source, u.target])).toEqual([
      ["constructor", "valueOf", "a"],
      ["__proto__", "toString", "b"],
    ]);
  });
});
