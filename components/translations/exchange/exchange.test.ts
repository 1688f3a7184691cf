import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { readBundledMessages } from "@/sandbox/portal/seed/i18n";
import { planUnits, selectedAtFirst } from "../model/transfer";
import { fromPieces, toPieces } from "./inline-codes";
import { isTooLarge, MAX_IMPORT_BYTES } from "./file-size";
import { readExchangeFile } from "./read-file";
import { planExchangeFileOffThread } from "./read-off-thread";
import { documentOf, EN_NOTES, exportText, sandboxRows } from "./test-support";
import type { ExchangeDocument, ExchangeFormat } from "./units";
import { exchangeFileName, writeExchange } from "./write";
import { crc32, zipStored } from "./zip";

const FORMATS: ExchangeFormat[] = ["xliff12", "xliff20", "po"];

const SAMPLE: ExchangeDocument = {
  sourceLang: "en",
  targetLang: "de",
  units: [
    {
      key: "b.files",
      source: "{count, plural, one {# file in <b>{folder}</b>} other {# files}}",
      target: "{count, plural, one {# Datei in <b>{folder}</b>} other {# Dateien}}",
      state: "translated",
    },
    { key: "a.save", source: "Save & close", target: "", state: "untranslated" },
    {
      key: "c.amount",
      source: "It''s {n, number} <i>now</i>",
      target: "Es sind {n, number} <i>jetzt</i>",
      state: "draft",
    },
    { key: "10", source: "Line one\nline two {name}", target: "Zeile eins\nZeile zwei {name}", state: "translated" },
  ],
};

const read = (format: ExchangeFormat, text: string, lang = "de") =>
  readExchangeFile(exchangeFileName(format, lang), text, lang);

describe("inline codes", () => {
  it("give every bundled message of the console back exactly", () => {
    for (const locale of ["en", "de", "fr"]) {
      for (const [key, message] of Object.entries(readBundledMessages(locale)))
        expect(fromPieces(toPieces(message)), key).toBe(message);
    }
  });

  it("protect arguments, plural syntax, # and tags, and leave the option texts as text", () => {
    const pieces = toPieces(SAMPLE.units[0].source);
    expect(pieces.filter((p) => typeof p === "string")).toEqual([" file in ", " files"]);
    expect(pieces.map((p) => (typeof p === "string" ? "text" : p.kind === "code" ? p.role : "pair"))).toEqual([
      "choice",
      "pound",
      "text",
      "pair",
      "choice",
      "pound",
      "text",
      "choice",
    ]);
  });
});

describe.each(FORMATS)("%s", (format) => {
  it("reads back every target of a sandbox language, so an unchanged file plans no change", async () => {
    for (const lang of ["de", "fr"] as const) {
      const rows = sandboxRows(lang);
      const outcome = await read(format, exportText(format, documentOf(lang, rows)), lang);
      if (!outcome.ok) throw new Error(JSON.stringify(outcome.problem));
      expect(outcome.units).toHaveLength(rows.length);
      const plan = planUnits(outcome.units, rows, lang);
      expect(plan.changes).toEqual([]);
      expect(plan.unknown).toEqual([]);
      expect(plan.unchanged).toBe(rows.filter((row) => row.translated).length);
    }
  });

  it("writes the same bytes for the same state, whatever the order of the rows", async () => {
    const once = exportText(format, SAMPLE);
    const again = exportText(format, { ...SAMPLE, units: [...SAMPLE.units].reverse() });
    expect(again).toBe(once);
    const outcome = await read(format, once);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problem));
    expect(Object.fromEntries(outcome.units.map((u) => [u.key, u.target]))).toEqual(
      Object.fromEntries(SAMPLE.units.map((u) => [u.key, u.target])),
    );
  });

  it("accepts a byte order mark and CRLF line ends", async () => {
    const text = `\uFEFF${exportText(format, SAMPLE).replace(/\n/g, "\r\n")}`;
    const outcome = await read(format, text);
    expect(outcome.ok && outcome.units.find((u) => u.key === "b.files")?.target).toBe(SAMPLE.units[0].target);
  });

  it("names another target language before anything else", async () => {
    const outcome = await read(format, exportText(format, { ...SAMPLE, targetLang: "fr" }), "de");
    expect(outcome).toEqual({ ok: false, problem: { code: "otherLanguage", fileLang: "fr" } });
  });
});

describe.each(FORMATS)("%s: a source text that changed since the export", (format) => {
  it("marks the translation of the old text as stale, with the old text, and does not select it at first", async () => {
    const text = exportText(format, SAMPLE);
    const rows = SAMPLE.units.map((u) => ({
      key: u.key,
      source: u.key === "10" ? "Line one\nline 2 {name}" : u.source,
      value: u.key === "b.files" ? "" : u.target,
      translated: u.key !== "b.files" && u.target !== "",
      haystack: "",
    }));
    // The file's text for "10" is unchanged, and is not a change; "b.files" is new here, from an unchanged source.
    const edited = text.replace("Zeile zwei", "Zeile 2");
    const outcome = await read(format, edited);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problem));
    const plan = planUnits(outcome.units, rows, "de");
    expect(plan.changes.map((c) => [c.key, c.staleSource, selectedAtFirst(c)])).toEqual([
      ["10", "Line one\nline two {name}", false],
      ["b.files", undefined, true],
    ]);
  });
});

describe("notes for the translator", () => {
  const note = [
    "Key: b.files",
    "{count}: a number that chooses the form (one, other); # in a form stands for it",
    "{folder}: a value put in as it is",
    "<b>…</b>: a tag around the words it marks (formatting or a link)",
  ];

  it("name the key, each placeholder with what it stands for, and each tag, in every format", () => {
    const escaped = note.join("\n").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    expect(exportText("xliff12", SAMPLE)).toContain(`<note from="developer">${escaped}</note></trans-unit>`);
    expect(exportText("xliff20", SAMPLE)).toContain(`<notes><note>${escaped}</note></notes><segment`);
    expect(exportText("po", SAMPLE)).toContain(`${note.map((line) => `#. ${line}`).join("\n")}\n#: b.files\n`);
  });

  it("name a number, a date and a select with its options", () => {
    const units = [
      {
        key: "k",
        source: "{n, number} {d, date} {r, select, admin {A} other {B}}",
        target: "",
        state: "untranslated" as const,
      },
    ];
    expect(exportText("po", { ...SAMPLE, units })).toContain(
      "#. Key: k\n#. {n}: a number\n#. {d}: a date\n#. {r}: a value that chooses the text (admin, other)\n",
    );
  });
});

describe("characters a format cannot carry", () => {
  const doc = (source: string, target: string) => ({
    ...SAMPLE,
    units: [...SAMPLE.units, { key: "z.ctl", source, target, state: "translated" as const }],
  });

  it("XLIFF 2.0 writes a control character of a text as <cp> and reads it back", () => {
    const written = writeExchange("xliff20", doc("Tab\u000bstop\u0000", "Tab\u000bHalt\uffff"), EN_NOTES);
    expect(written.refused).toEqual([]);
    expect(written.text).toContain('<target>Tab<cp hex="000B"/>Halt<cp hex="FFFF"/></target>');
    const outcome = readExchangeFile("x.xlf", written.text, "de");
    expect(outcome.ok && outcome.units.find((u) => u.key === "z.ctl")).toMatchObject({
      source: "Tab\u000bstop\u0000",
      target: "Tab\u000bHalt\uffff",
    });
  });

  it("XLIFF 1.2 leaves such a unit out and names the character; 2.0 does so only inside ICU syntax", () => {
    const text12 = writeExchange("xliff12", doc("Tab\u000bstop", "Halt"), EN_NOTES);
    expect(text12.refused).toEqual([{ key: "z.ctl", reason: "xml", char: "U+000B" }]);
    expect(text12.text).not.toContain("z.ctl");
    expect(text12.text).toContain('id="b.files"');
    const inSyntax = writeExchange("xliff20", doc("{n,\u000cplural, other {x}}", ""), EN_NOTES);
    expect(inSyntax.refused).toEqual([{ key: "z.ctl", reason: "xml", char: "U+000C" }]);
  });

  it("PO keeps control characters as they are and leaves out a text holding NUL", () => {
    const po = writeExchange("po", doc("Tab\u000bstop\u001b", "x\u0000y"), EN_NOTES);
    expect(po.refused).toEqual([{ key: "z.ctl", reason: "nul", char: "U+0000" }]);
    const kept = writeExchange("po", doc("Tab\u000bstop\u001b", "Halt\u000b"), EN_NOTES);
    expect(kept.text).toContain('msgid "Tab\u000bstop\u001b"\nmsgstr "Halt\u000b"');
  });

  it("every format leaves out a text holding a lone surrogate, which UTF-8 cannot encode", () => {
    for (const format of FORMATS)
      expect(writeExchange(format, doc("a\ud800", "b"), EN_NOTES).refused, format).toEqual([
        { key: "z.ctl", reason: "loneSurrogate", char: "" },
      ]);
  });
});

describe("XLIFF specifics", () => {
  it("carries languages and states where each version keeps them", async () => {
    const x12 = exportText("xliff12", SAMPLE);
    expect(x12).toContain('source-language="en" target-language="de"');
    expect(x12).toMatch(/<trans-unit id="a\.save" resname="a\.save"[^>]*>.*<target state="needs-translation">/);
    expect(x12).toMatch(/<trans-unit id="c\.amount"[^>]*approved="no">.*<target state="needs-review-translation">/);
    expect(x12).toContain('<ph id="1" ctype="x-icu-choice">{count, plural, one {</ph>');
    expect(x12).toContain('<bpt id="3" ctype="x-html-tag">&lt;b&gt;</bpt>');
    const x20 = exportText("xliff20", SAMPLE);
    expect(x20).toContain('srcLang="en" trgLang="de"');
    expect(x20).toContain(
      '<pc id="3" dispStart="&lt;b&gt;" dispEnd="&lt;/b&gt;" equivStart="&lt;b&gt;" equivEnd="&lt;/b&gt;">',
    );
    expect(x20).toMatch(/<unit id="c\.amount"[^>]*><notes>.*?<\/notes><segment state="initial">/s);
    expect(x20).toMatch(/<unit id="b\.files"[^>]*><notes>.*?<\/notes><segment state="reviewed">/s);
    // A line break is text (with xml:space="preserve"), which every tool and translate-toolkit keep.
    expect(x20).toContain("<target>Zeile eins\nZeile zwei <ph");
    expect(x12).toContain('<target state="translated">Zeile eins\nZeile zwei <ph');
  });

  it("groups keys that share their prefix with a neighbour, and reads grouped units back with their states", async () => {
    const units = [
      { key: "menu.home", source: "Home", target: "Start", state: "translated" as const },
      { key: "menu.help", source: "Help {name}", target: "Hilfe {name}", state: "draft" as const },
      { key: "menu.sub.one", source: "One", target: "", state: "untranslated" as const },
      { key: "title", source: "Title", target: "Titel", state: "translated" as const },
      { key: "7", source: "Seven", target: "Sieben", state: "draft" as const },
    ];
    const document = { sourceLang: "en", targetLang: "de", units };
    for (const format of ["xliff12", "xliff20"] as const) {
      const text = exportText(format, document);
      const name = format === "xliff12" ? "resname" : "name";
      expect(text).toContain(`<group id="g:menu" ${name}="menu">`);
      // One key of its prefix: no group of one.
      expect(text).not.toContain("g:menu.sub");
      expect(text.match(/<group /g)).toHaveLength(1);
      expect(text.indexOf('id="menu.help"')).toBeGreaterThan(text.indexOf('<group id="g:menu"'));
      expect(text.indexOf('id="menu.help"')).toBeLessThan(text.indexOf("</group>"));
      expect(exportText(format, { ...document, units: [...units].reverse() })).toBe(text);
      const outcome = await read(format, text);
      if (!outcome.ok) throw new Error(JSON.stringify(outcome.problem));
      expect(outcome.units.map((u) => [u.key, u.target, u.draft]).sort()).toEqual(
        units.map((u) => [u.key, u.target, u.state === "draft"]).sort(),
      );
    }
  });

  it("reads a target marked as not final in the file as needing review", async () => {
    const unit12 = (id: string, attributes: string, target: string) =>
      `<trans-unit id="${id}"${attributes}><source>S</source><target${target}>T ${id}</target></trans-unit>`;
    const x12 = `<xliff version="1.2"><file original="f" source-language="en" target-language="de" datatype="plaintext"><body>${[
      unit12("review", "", ' state="needs-review-translation"'),
      unit12("new", ' approved="yes"', ' state="new"'),
      unit12("l10n", "", ' state="needs-l10n"'),
      unit12("fuzzy", ' approved="no"', ""),
      unit12("done", ' approved="no"', ' state="translated"'),
      unit12("final", "", ' state="final"'),
      unit12("plain", "", ""),
      unit12("a&amp;b", "", ' state="needs-translation"'),
    ].join("")}</body></file></xliff>`;
    const drafts = async (format: ExchangeFormat, text: string) => {
      const outcome = await read(format, text);
      if (!outcome.ok) throw new Error(JSON.stringify(outcome.problem));
      return outcome.units.filter((u) => u.draft).map((u) => u.key);
    };
    expect(await drafts("xliff12", x12)).toEqual(["review", "new", "l10n", "fuzzy", "a&b"]);
    const unit20 = (id: string, state: string, target: string) =>
      `<unit id="${id}"><segment${state}><source>S</source>${target}</segment></unit>`;
    const x20 = `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de"><file id="f">${[
      unit20("initial", ' state="initial"', "<target>T</target>"),
      unit20("empty", ' state="initial"', "<target></target>"),
      unit20("translated", ' state="translated"', "<target>T</target>"),
      unit20("reviewed", ' state="reviewed"', "<target>T</target>"),
      unit20("none", "", "<target>T</target>"),
    ].join("")}</file></xliff>`;
    expect(await drafts("xliff20", x20)).toEqual(["initial"]);
    const po =
      'msgid ""\nmsgstr "Language: de\\n"\n\n#, fuzzy\nmsgctxt "a"\nmsgid "S"\nmsgstr "T"\n\nmsgctxt "b"\nmsgid "S"\nmsgstr "U"\n';
    expect(await drafts("po", po)).toEqual(["a"]);
  });

  it("lists a changed target that needs review in the file as a draft change, as the export's own drafts", async () => {
    for (const format of FORMATS) {
      const text = exportText(format, SAMPLE);
      const rows = SAMPLE.units.map((u) => ({
        key: u.key,
        source: u.source,
        value: u.key === "c.amount" ? "Es sind {n, number} <i>heute</i>" : u.target,
        translated: u.target !== "",
        haystack: "",
      }));
      const outcome = await read(format, text);
      if (!outcome.ok) throw new Error(JSON.stringify(outcome.problem));
      const plan = planUnits(outcome.units, rows, "de");
      expect(
        plan.changes.map((c) => [c.key, c.draft]),
        format,
      ).toEqual([["c.amount", true]]);
    }
  });

  it("refuses a unit whose code was changed or invented, naming the unit and the code", async () => {
    const x20 = exportText("xliff20", SAMPLE);
    const at = x20.lastIndexOf('equiv="{n, number}');
    const changed = `${x20.slice(0, at)}equiv="{m, number}${x20.slice(at + 'equiv="{n, number}'.length)}`;
    const invented = x20.replace("Zeile zwei", 'Zeile <ph id="99"/> zwei');
    const a = await read("xliff20", changed);
    const b = await read("xliff20", invented);
    expect(a.ok && a.units.find((u) => u.key === "c.amount")?.problem).toEqual({ code: "changedCode", codeId: "1" });
    expect(b.ok && b.units.find((u) => u.key === "10")?.problem).toEqual({ code: "unknownCode", codeId: "99" });
    const rows = SAMPLE.units.map((u) => ({
      key: u.key,
      source: u.source,
      value: u.target,
      translated: u.target !== "",
      haystack: "",
    }));
    if (!a.ok) throw new Error("not read");
    const refused = planUnits(a.units, rows, "de").changes.find((c) => c.key === "c.amount");
    expect(refused?.refusal).toEqual({ code: "changedCode", codeId: "1", unit: "c.amount" });
  });

  it("numbers a reordered target's codes as its source's, and reads it back unchanged", async () => {
    const units = [
      { key: "k", source: "{a} and <b>{b}</b>", target: "<b>{b}</b> und {a}", state: "translated" as const },
    ];
    for (const format of ["xliff12", "xliff20"] as const) {
      const text = exportText(format, { sourceLang: "en", targetLang: "de", units });
      const outcome = await read(format, text);
      expect(outcome.ok && outcome.units[0]).toEqual({
        id: "k",
        key: "k",
        source: "{a} and <b>{b}</b>",
        target: "<b>{b}</b> und {a}",
        draft: false,
      });
    }
  });

  it("turns a removed placeholder into a blocked change with the ICU check's reason", async () => {
    const x12 = exportText("xliff12", SAMPLE);
    const broken = x12.replace('Zeile zwei <ph id="1" ctype="x-icu-argument">{name}</ph>', "Zeile zwei");
    expect(broken).not.toBe(x12);
    const outcome = await read("xliff12", broken);
    if (!outcome.ok) throw new Error("not read");
    const rows = SAMPLE.units.map((u) => ({
      key: u.key,
      source: u.source,
      value: u.target,
      translated: u.target !== "",
      haystack: "",
    }));
    const change = planUnits(outcome.units, rows, "de").changes.find((c) => c.key === "10");
    expect(change?.errors[0]).toMatchObject({ code: "missingArgument", name: "name" });
  });
});

describe("bad input", () => {
  const timed = async (text: string, name = "x.xlf") => {
    const started = performance.now();
    const outcome = await readExchangeFile(name, text, "de");
    expect(performance.now() - started).toBeLessThan(1000);
    return outcome;
  };

  it("refuses DOCTYPEs and entity declarations before parsing", async () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]><xliff version="1.2"><file><body><trans-unit id="a"><source>&lol2;</source></trans-unit></body></file></xliff>`;
    const external = `<?xml version="1.0"?><!DOCTYPE xliff SYSTEM "file:///etc/passwd"><xliff version="2.0" srcLang="en" trgLang="de"/>`;
    expect(await timed(laughs)).toEqual({ ok: false, problem: { code: "doctype" } });
    expect(await timed(external)).toEqual({ ok: false, problem: { code: "doctype" } });
  });

  it("names malformed XML and PO with where the parser stopped", async () => {
    const xml = await timed(
      `<xliff version="2.0" srcLang="en" trgLang="de"><file id="f"><unit id="a"><segment><source>x</sourc></segment></unit></file></xliff>`,
    );
    expect(xml).toEqual({ ok: false, problem: { code: "malformed", reason: "notWellFormed", line: 1 } });
    const po = await timed('msgid "a"\nmsgstr "b"\n\nhello world\n', "x.po");
    expect(po).toEqual({ ok: false, problem: { code: "malformed", reason: "notPoLine", line: 4 } });
  });

  it("refuses what is no XLIFF, duplicate unit ids and an empty file", async () => {
    expect(await timed("<html><body/></html>", "x.xml")).toEqual({ ok: false, problem: { code: "notExchange" } });
    const twice = `<xliff version="2.0" srcLang="en" trgLang="de"><file id="f"><unit id="a"><segment><source>x</source><target>y</target></segment></unit><unit id="a"><segment><source>x</source><target>z</target></segment></unit></file></xliff>`;
    expect(await timed(twice)).toEqual({ ok: false, problem: { code: "duplicateUnit", id: "a" } });
    const poTwice = 'msgctxt "k"\nmsgid "x"\nmsgstr "1"\n\nmsgctxt "k"\nmsgid "y"\nmsgstr "2"\n';
    expect(await timed(poTwice, "x.po")).toEqual({ ok: false, problem: { code: "duplicateUnit", id: "k" } });
    expect(await timed('msgid ""\nmsgstr "Language: de\\n"\n', "x.po")).toEqual({
      ok: false,
      problem: { code: "empty" },
    });
  });

  it("refuses a lone surrogate, as a character reference or in the text", async () => {
    const xml = `<xliff version="1.2"><file original="f" source-language="en" target-language="de"><body>\n<trans-unit id="a"><source>x</source><target>&#xD800;y</target></trans-unit></body></file></xliff>`;
    expect(await timed(xml)).toEqual({ ok: false, problem: { code: "loneSurrogate", line: 2 } });
    expect(await timed('msgctxt "k"\nmsgid "x"\nmsgstr "\uD800"\n', "x.po")).toEqual({
      ok: false,
      problem: { code: "loneSurrogate", line: 3 },
    });
  });

  it("refuses a 20 MB file by its size alone, without reading a byte of it", async () => {
    // A picked file whose content cannot be read: only its size may be looked at.
    const unread = (size: number) => ({
      size,
      text: () => Promise.reject(new Error("read")),
      arrayBuffer: () => Promise.reject(new Error("read")),
    });
    const started = performance.now();
    expect(isTooLarge(unread(20 * 1024 * 1024))).toBe(true);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(isTooLarge(new Blob([new Uint8Array(20 * 1024 * 1024)]))).toBe(true);
    expect(isTooLarge(unread(MAX_IMPORT_BYTES))).toBe(false);
    expect(isTooLarge(unread(MAX_IMPORT_BYTES + 1))).toBe(true);
  });

  it("refuses a DOCTYPE behind a byte order mark, CRLF line ends and a comment", async () => {
    const text = `\uFEFF<?xml version="1.0"?>\r\n<!-- from a tool -->\r\n<!doctype xliff [<!ENTITY x SYSTEM "http://example.invalid/x">]>\r\n<xliff version="1.2"><file original="f" source-language="en" target-language="de"><body><trans-unit id="a"><source>&x;</source></trans-unit></body></file></xliff>`;
    expect(await timed(text)).toEqual({ ok: false, problem: { code: "doctype" } });
  });

  it("refuses a unit id used twice in XLIFF 1.2, also in two groups", async () => {
    const unit = (target: string) => `<trans-unit id="k"><source>x</source><target>${target}</target></trans-unit>`;
    const file = (body: string) =>
      `<xliff version="1.2"><file original="f" source-language="en" target-language="de"><body>${body}</body></file></xliff>`;
    expect(await timed(file(unit("1") + unit("2")))).toEqual({
      ok: false,
      problem: { code: "duplicateUnit", id: "k" },
    });
    expect(await timed(file(`<group id="g1">${unit("1")}</group><group id="g2">${unit("2")}</group>`))).toEqual({
      ok: false,
      problem: { code: "duplicateUnit", id: "k" },
    });
  });

  it("refuses a file whose text holds a lone surrogate, naming its line", async () => {
    const text = exportText("xliff20", SAMPLE).replace("Zeile eins", "Zeile \uDC00eins");
    const line = text.slice(0, text.indexOf("\uDC00")).split("\n").length;
    expect(await timed(text)).toEqual({
      ok: false,
      problem: { code: "malformed", reason: "badCharacter", line },
    });
  });

  it("reads in the page where no worker can start, with the same outcome", async () => {
    expect(typeof Worker).toBe("undefined");
    const text = exportText("xliff12", SAMPLE);
    const rows = SAMPLE.units.map((u) => ({
      key: u.key,
      source: u.source,
      value: "",
      translated: false,
      haystack: "",
    }));
    const outcome = await readExchangeFile("x.xlf", text, "de");
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problem));
    const bytes = new TextEncoder().encode(text);
    expect(await planExchangeFileOffThread({ fileName: "x.xlf", bytes, lang: "de", rows })).toEqual({
      ok: true,
      plan: planUnits(outcome.units, rows, "de"),
    });
    expect(await planExchangeFileOffThread({ fileName: "x.xlf", bytes, lang: "fr", rows })).toEqual({
      ok: false,
      problem: { code: "otherLanguage", fileLang: "de" },
    });
    expect(
      await planExchangeFileOffThread({ fileName: "x.xlf", bytes: new Uint8Array([0x3c, 0xff]), lang: "de", rows }),
    ).toEqual({
      ok: false,
      problem: { code: "notUtf8", line: 1 },
    });
  });

  // A 10,000-token language is about 3 MB of XLIFF; saxes reads it in about a second on this machine.
  it("reads a 10,000-token XLIFF file in a few seconds", async () => {
    const units = Array.from({ length: 10_000 }, (_, n) => ({
      key: `load.k${n}`,
      source: `Text ${n} for {name} and some words to fill the line`,
      target: `Texte ${n} pour {name} et quelques mots`,
      state: "translated" as const,
    }));
    const text = exportText("xliff20", { sourceLang: "en", targetLang: "fr", units });
    const started = performance.now();
    const outcome = await readExchangeFile("x.xlf", text, "fr");
    const elapsed = performance.now() - started;
    expect(outcome.ok && outcome.units.length).toBe(10_000);
    expect(elapsed, `${(text.length / 1e6).toFixed(1)} MB read in ${elapsed.toFixed(0)} ms`).toBeLessThan(8000);
  });
});

describe("zip", () => {
  it("computes zlib's CRC-32 and writes an archive unzip accepts", () => {
    const bytes = new TextEncoder().encode("Grüße {name}\n");
    expect(crc32(bytes)).toBe(zlib.crc32(bytes));
    const dir = mkdtempSync(path.join(tmpdir(), "zip-"));
    const file = path.join(dir, "t.zip");
    writeFileSync(
      file,
      zipStored([
        { name: "translations-de.po", text: 'msgid "ä"\n' },
        { name: "translations-fr.po", text: "é" },
      ]),
    );
    const listing = execFileSync("unzip", ["-t", file], { encoding: "utf8" });
    expect(listing).toContain("No errors detected");
    expect(execFileSync("unzip", ["-p", file, "translations-de.po"], { encoding: "utf8" })).toBe('msgid "ä"\n');
  });
});
