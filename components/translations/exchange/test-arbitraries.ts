/**
 * Generated ICU messages for the exchange tests (fast-check): arbitrary Unicode text (XML specials, entity-like
 * sequences written literally, control characters, tabs, line breaks and runs of spaces, bidi marks, astral and
 * combining characters, non-characters) next to and inside arguments, plurals with `#`, `=0`, `one`, `other`,
 * selects and rich-text tags; and some texts that are not ICU at all.
 */
import fc from "fast-check";
import type { ExchangeUnit, UnitState } from "./units";

/** Characters and sequences a translator's text may hold that the exchange formats find hard. */
const HARD = [
  "&",
  '"',
  ">",
  "]]>",
  "&amp;",
  "&#38;",
  "&lt;",
  "&#x26;",
  "&gt;",
  "&quot;",
  "&#xD800;",
  "&nbsp;",
  "&#10;",
  "\t",
  "\n",
  "\r",
  "\r\n",
  "\n\n",
  "  ",
  "   ",
  " ",
  "\u000b",
  "\u000c",
  "\u0001",
  "\u001b",
  "\u0000",
  "\u007f",
  "\u0085",
  "\u00a0",
  "\u202f",
  "\u2028",
  "\u2029",
  "\u3000",
  "\u200e",
  "\u200f",
  "\u202a",
  "\u202b",
  "\u202c",
  "\u202d",
  "\u202e",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\u061c",
  "\u200b",
  "\u200d",
  "\ufeff",
  "\u00ad",
  "\ufffe",
  "\uffff",
  "\ufffd",
  "😀",
  "👍🏽",
  "👨‍👩‍👧",
  "𝔘",
  "\u{10000}",
  "\u{10ffff}",
  "e\u0301",
  "\u0308",
  "a\u0323\u0302",
  "Straße",
  "日本語",
  "עברית",
  "مرحبا",
  "\\",
  "\\n",
  "%s",
  "$1",
];

/** ICU text fragments that need quoting: a literal apostrophe, braces and `<` (and `#` inside a plural). */
const QUOTED = ["''", "'{'", "'}'", "'<'", "'{}'", "'{name}'", "'<b>'"];

/** A text's characters as ICU writes them (apostrophes doubled, syntax characters quoted). */
function icuEscape(text: string, inPlural: boolean): string {
  return text.replace(/'/g, "''").replace(inPlural ? /[{}<#]/g : /[{}<]/g, (char) => `'${char}'`);
}

/** A piece of text: hard sequences, arbitrary code points and plain words, escaped for ICU. */
const text = (inPlural: boolean) =>
  fc
    .array(
      fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...HARD).map((t) => icuEscape(t, inPlural)) },
        { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 6 }).map((t) => icuEscape(t, inPlural)) },
        { weight: 3, arbitrary: fc.constantFrom("Save", "files", "le ", " der", "und", "x").map(String) },
        { weight: 1, arbitrary: fc.constantFrom(...QUOTED, ...(inPlural ? ["'#'"] : ["#"])) },
      ),
      { maxLength: 5 },
    )
    // Two quoted runs side by side would read as one quote holding an apostrophe: keep them apart.
    .map((parts) =>
      parts.reduce((all, part) => (all.endsWith("'") && part.startsWith("'") ? `${all}x${part}` : all + part), ""),
    );

/** White space ICU allows inside its syntax (written into XLIFF attributes and codes). */
const gap = fc.constantFrom("", "", " ", "  ", "\n", "\t");
const argName = fc.constantFrom("name", "count", "n", "user_name", "x1", "when");

const simpleArgument = fc.oneof(
  fc.tuple(gap, argName, gap).map(([a, name, b]) => `{${a}${name}${b}}`),
  fc.constantFrom("{n, number}", "{n, number, ::currency/EUR}", "{when, date, short}", "{when, time, ::jmm}"),
);

type Message = (inPlural: boolean, depth: number) => fc.Arbitrary<string>;

const message: Message = (inPlural, depth) => {
  const element: fc.Arbitrary<string>[] = [text(inPlural), simpleArgument];
  if (inPlural) element.push(fc.constant("#"));
  if (depth > 0) {
    const inner = (plural: boolean) => message(plural, depth - 1);
    element.push(
      fc
        .tuple(
          argName,
          gap,
          fc.subarray(["=0", "=1", "one", "few"]),
          fc.boolean(),
          fc.array(inner(true), { minLength: 5, maxLength: 5 }),
        )
        .map(([name, g, selectors, ordinal, bodies]) => {
          const keys = ordinal ? ["one", "two", "other"] : [...selectors, "other"];
          const kind = ordinal ? "selectordinal" : "plural";
          return `{${name},${g}${kind},${g}${keys.map((key, i) => `${key} {${bodies[i]}}`).join(g || " ")}}`;
        }),
      fc
        .tuple(argName, gap, fc.array(inner(false), { minLength: 2, maxLength: 2 }))
        .map(([name, g, [admin, other]]) => `{${name}, select,${g}admin {${admin}} other {${other}}}`),
      fc
        .tuple(fc.constantFrom("b", "i", "link", "em"), inner(inPlural))
        .map(([tag, body]) => `<${tag}>${body}</${tag}>`),
    );
  }
  return fc.array(fc.oneof(...element), { maxLength: 6 }).map((parts) => parts.join(""));
};

/** An ICU message (most of them), or an arbitrary text that is not ICU at all (stray braces, unclosed tags). */
export const icuMessage = fc.oneof(
  { weight: 8, arbitrary: message(false, 2) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.constantFrom("{", "}", "'", "<b>", "</i>", "#", "{n", "x", " ", "&amp;", "\n", "\t"), { maxLength: 8 })
      .map((parts) => parts.join("")),
  },
);

/** Unit keys as the console has them: dotted names, unique within a batch by their index. */
const keyTail = fc.stringMatching(/^[a-z][a-zA-Z0-9_-]{0,8}(\.[a-zA-Z0-9_]{1,8}){0,2}$/);

/** A batch of units of one language, each with a generated source and target. */
export const unitBatch = (options: { minLength?: number; maxLength: number; without?: RegExp }) =>
  fc
    .array(
      fc.record({
        tail: keyTail,
        source: icuMessage,
        target: icuMessage,
        state: fc.constantFrom<UnitState>("translated", "translated", "draft", "untranslated"),
      }),
      { minLength: options.minLength ?? 1, maxLength: options.maxLength },
    )
    .map((records) =>
      records.map(({ tail, source, target, state }, index): ExchangeUnit => {
        const clean = (value: string) => (options.without ? value.replace(options.without, "") : value);
        const text = state === "untranslated" ? "" : clean(target);
        return {
          key: `u${index}.${tail}`,
          source: clean(source),
          target: text,
          state: text === "" ? "untranslated" : state,
        };
      }),
    );
