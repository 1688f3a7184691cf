/**
 * A translator rewrites a target around its codes (generated texts, codes reordered with white space typed
 * between them) as a CAT tool writes it back: the import reads exactly the text around the codes' own texts.
 * The files are edited here with plain string work and an escaper of this test's own, not with the exporter's.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toPieces, type Piece } from "./inline-codes";
import { readExchangeFile } from "./read-file";
import { exportText } from "./test-support";
import { unitBatch } from "./test-arbitraries";
import type { ExchangeFormat } from "./units";
import { exchangeFileName } from "./write";

const unescapeXml = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, name: string) =>
    name[0] === "#"
      ? String.fromCodePoint(name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1)))
      : ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" } as Record<string, string>)[name],
  );

/** Text as XML content: markup escaped, and for 2.0 what XML cannot hold as `<cp>`. */
const textXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\r/g, "&#13;")
    .replace(
      /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g,
      (c) => `<cp hex="${c.charCodeAt(0).toString(16)}"/>`,
    );

const attribute = (tag: string, name: string) => {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return value === undefined ? "" : unescapeXml(value);
};

/** The codes of a target's content, in order, each with the ICU text it stands for (the text between is dropped). */
function codesOf(content: string, version: "1.2" | "2.0"): { code: string; text: string }[] {
  const split =
    version === "1.2" ? /(<(?:ph|bpt|ept)\b[^>]*>[\s\S]*?<\/(?:ph|bpt|ept)>)/ : /(<ph\b[^>]*\/>|<pc\b[^>]*>|<\/pc>)/;
  const closes: string[] = [];
  return content
    .split(split)
    .filter((_, index) => index % 2 === 1)
    .map((code) => {
      if (version === "1.2") return { code, text: unescapeXml(code.replace(/^<[^>]*>|<\/[a-z]+>$/g, "")) };
      if (code.startsWith("<ph")) return { code, text: attribute(code, "equiv") };
      if (code.startsWith("<pc")) {
        closes.push(attribute(code, "equivEnd"));
        return { code, text: attribute(code, "equivStart") };
      }
      return { code, text: closes.pop() ?? "" };
    });
}

const newText = fc.oneof(
  fc.constantFrom("", " ", "  ", "\t", "\n", "\u00a0", " & ", "&amp;", "<b>", "]]>"),
  fc.string({ unit: "binary", maxLength: 6 }),
);

/** Every unit's target rebuilt from its codes, standalone ones shuffled, with new text between them. */
let codesSeen = 0;

function rewrite(
  file: string,
  version: "1.2" | "2.0",
  texts: string[],
  seed: number,
): { file: string; expected: Map<string, string> } {
  const expected = new Map<string, string>();
  let n = 0;
  const unitPattern =
    version === "1.2"
      ? /(<trans-unit id="([^"]*)"[^>]*>(?:(?!<\/trans-unit>)[\s\S])*?<target[^>]*>)([\s\S]*?)(<\/target>)/g
      : /(<unit id="([^"]*)"[^>]*>(?:(?!<\/unit>)[\s\S])*?<target>)([\s\S]*?)(<\/target>)/g;
  const rewritten = file.replace(unitPattern, (_, open: string, id: string, content: string, close: string) => {
    const codes = codesOf(content, version);
    codesSeen += codes.length;
    // Codes that stand alone may be reordered; paired ones keep their places.
    const standalone = codes.map((c, i) => (c.code.startsWith("<ph") ? i : -1)).filter((i) => i >= 0);
    const order = [...standalone].sort((a, b) => ((a * 7919 + seed) % 13) - ((b * 7919 + seed) % 13));
    const placed = codes.map((c, i) => (standalone.includes(i) ? codes[order[standalone.indexOf(i)]] : c));
    let xml = "";
    let text = "";
    placed.forEach((c, i) => {
      // Between two codes: white space typed by the translator, or a new text.
      const gap = i > 0 && (seed + i) % 3 !== 0 ? [" ", "\t", "  ", "\n"][(seed + i) % 4] : texts[n++ % texts.length];
      const before = version === "1.2" ? gap.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "") : gap;
      xml += textXml(before) + c.code;
      text += before + c.text;
    });
    const tail = texts[n++ % texts.length];
    const last = version === "1.2" ? tail.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "") : tail;
    expected.set(unescapeXml(id), text + last);
    return open + xml + textXml(last) + close;
  });
  return { file: rewritten, expected };
}

describe.each([
  ["xliff12", "1.2"],
  ["xliff20", "2.0"],
] as const)("%s: a target rewritten around its codes", (format: ExchangeFormat, version) => {
  it("imports with exactly the text typed around the codes' own texts", () => {
    const safe = version === "1.2" ? /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g : undefined;
    fc.assert(
      fc.property(
        unitBatch({ maxLength: 8, without: safe }),
        fc.array(newText, { minLength: 1, maxLength: 10 }),
        fc.nat(1000),
        (units, texts, seed) => {
          const { file, expected } = rewrite(
            exportText(format, { sourceLang: "en", targetLang: "de", units }),
            version,
            texts,
            seed,
          );
          const outcome = readExchangeFile(exchangeFileName(format, "de"), file, "de");
          if (!outcome.ok) throw new Error(JSON.stringify(outcome.problem));
          for (const unit of outcome.units) {
            if (!expected.has(unit.key)) continue;
            expect(unit.problem, unit.key).toBeUndefined();
            expect(unit.target, unit.key).toBe(expected.get(unit.key));
          }
          expect(outcome.units.filter((u) => expected.has(u.key))).toHaveLength(expected.size);
          // Every 1.2 unit has a target element; a 2.0 unit only when translated.
          expect(expected.size).toBe(
            version === "1.2" ? units.length : units.filter((unit) => unit.target !== "").length,
          );
        },
      ),
      { numRuns: 150 },
    );
    expect(codesSeen).toBeGreaterThan(100);
  }, 60_000);
});

/** A message with its texts replaced and its codes kept. */
function retext(pieces: readonly Piece[], next: () => string): string {
  return (
    pieces
      .map((piece) =>
        typeof piece === "string"
          ? next()
          : piece.kind === "code"
            ? piece.text
            : piece.open + next() + retext(piece.children, next) + piece.close,
      )
      .join("") + next()
  );
}

describe("po: a target rewritten around its codes", () => {
  it("imports with exactly the msgstr written", () => {
    const escape = (text: string) =>
      text
        .replace(/\\/g, "\\\\")
        .replace(/"/g, '\\"')
        .replace(/\n/g, "\\n")
        .replace(/\r/g, "\\r")
        .replace(/\t/g, "\\t");
    fc.assert(
      fc.property(
        unitBatch({ maxLength: 8, without: /\u0000/g }),
        fc.array(newText, { minLength: 1, maxLength: 6 }),
        (units, texts) => {
          let n = 0;
          const next = () => texts[n++ % texts.length].replace(/\u0000/g, "");
          const expected = new Map(units.map((unit) => [unit.key, retext(toPieces(unit.target), next)]));
          const file = exportText("po", { sourceLang: "en", targetLang: "de", units }).replace(
            /msgctxt "([^"\\]*)"\nmsgid ("(?:[^"\\]|\\.)*")\nmsgstr "(?:[^"\\]|\\.)*"/g,
            (_, key: string, source: string) =>
              `msgctxt "${key}"\nmsgid ${source}\nmsgstr "${escape(expected.get(key) ?? "")}"`,
          );
          const outcome = readExchangeFile("translations-de.po", file, "de");
          if (!outcome.ok) throw new Error(JSON.stringify(outcome.problem));
          expect(outcome.units).toHaveLength(units.length);
          for (const unit of outcome.units) expect(unit.target, unit.key).toBe(expected.get(unit.key));
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);
});
