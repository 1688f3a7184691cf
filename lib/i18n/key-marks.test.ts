import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { en } from "@/messages";
import { parseMessage, shapeSignature } from "./icu-checks";
import { hasMark, markMessage, markMessages, markOf, MAX_MARKED_KEYS, readMarks } from "./key-marks";
import { flattenMessages } from "./tokens";
import type { WhereUsedData } from "./where-used";

/** Formats a message as next-intl does (intl-messageformat), rich-text tags as plain wrappers. */
function format(message: string, values: Record<string, unknown>, locale = "de"): string {
  const formatter = new IntlMessageFormat(message, locale, undefined, { ignoreTag: false });
  const result = formatter.format<string>(values as Record<string, string>);
  return Array.isArray(result) ? result.join("") : String(result);
}

const wrap = (chunks: unknown) => `[${Array.isArray(chunks) ? chunks.join("") : String(chunks)}]`;

describe("key marks", () => {
  it("carry any key number and nothing else (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_MARKED_KEYS - 1 }), fc.string(), (index, text) => {
        fc.pre(!hasMark(text));
        expect(readMarks(text + markOf(index))).toEqual({ indexes: [index], text });
      }),
    );
    expect(() => markOf(MAX_MARKED_KEYS)).toThrow(RangeError);
  });

  it("are read from concatenated texts in order, the same key twice included", () => {
    const shown = `Delete${markOf(7)} key “a”? ${"x"}${markOf(3000)}${markOf(7)}`;
    expect(readMarks(shown)).toEqual({ indexes: [7, 3000, 7], text: "Delete key “a”? x" });
  });

  it("survive formatting with arguments, plurals, selects and rich-text tags", () => {
    const cases: [string, Record<string, unknown>][] = [
      ["Delete {name}?", { name: "support-bot" }],
      ["{count, plural, one {# key} other {# keys}}", { count: 3 }],
      ["{count, plural, =0 {No keys} one {One key} other {{count, number} keys}}", { count: 0 }],
      ["{state, select, active {Active} other {Off}} since {date, date, short}", { state: "active", date: 0 }],
      ["Type <code>{name}</code> to confirm, <b>then</b> press Delete.", { name: "x", code: wrap, b: wrap }],
      ["It''s '{'literal'}' text", {}],
      ["Open '{", {}],
    ];
    cases.forEach(([message, values], index) => {
      const plain = format(message, values);
      const marked = format(markMessage(message, index), values);
      expect(readMarks(marked)).toEqual({ indexes: [index], text: plain });
    });
  });

  it("leave every message of the console parsing with the same arguments and tags", () => {
    const data = JSON.parse(readFileSync(join(__dirname, "where-used.json"), "utf8")) as WhereUsedData;
    const numbers = new Map(data.keys.map((key, index) => [key, index]));
    const marked = flattenMessages(markMessages(en, (key) => numbers.get(key)));
    const source = flattenMessages(en);
    expect(Object.keys(marked)).toEqual(Object.keys(source));
    for (const [key, message] of Object.entries(source)) {
      const before = parseMessage(message);
      const after = parseMessage(marked[key]);
      expect(after.ok, key).toBe(true);
      if (before.ok && after.ok) expect(shapeSignature(after.shape), key).toBe(shapeSignature(before.shape));
      expect(readMarks(marked[key]), key).toEqual({ indexes: [numbers.get(key)], text: message });
    }
  });

  it("leave a key outside the list unmarked", () => {
    expect(markMessages({ a: { b: "x" }, c: "y" }, (key) => (key === "c" ? 1 : undefined))).toEqual({
      a: { b: "x" },
      c: `y${markOf(1)}`,
    });
  });

  it("format generated messages to the same text plus the mark (property)", () => {
    const word = fc.stringMatching(/^[A-Za-zäöü]{1,8}$/);
    const literal = fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(" "));
    const piece = fc.oneof(
      literal,
      fc.constant("{name}"),
      fc.constant("{n, number}"),
      literal.map((text) => `<b>${text}</b>`),
      fc.tuple(literal, literal).map(([one, other]) => `{n, plural, one {# ${one}} other {# ${other}}}`),
      fc.tuple(literal, literal).map(([a, other]) => `{kind, select, a {${a}} other {${other}}}`),
    );
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 5 }), fc.integer({ min: 0, max: 4000 }), (pieces, key) => {
        const message = pieces.join(" ");
        const values = { name: "Ada", n: 2, kind: "a", b: wrap };
        expect(readMarks(format(markMessage(message, key), values))).toEqual({
          indexes: [key],
          text: format(message, values),
        });
      }),
      { numRuns: 200 },
    );
  });
});
