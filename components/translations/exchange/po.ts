/**
 * gettext PO: one entry per token with the key as `msgctxt` (and as the reference, which translate-toolkit keeps
 * when it converts), the note for the translator as `#.` lines, the ICU texts as they are with an `icu-format` flag
 * so that a PO editor knows the syntax, drafts as `fuzzy`; `Language`, `Plural-Forms` and the number of entries in
 * the header. Every string is written on one line, so a file cut off always ends in a broken line or a missing
 * entry, both of which the reader refuses.
 */
import { parsePo } from "./po-parse";
import { pluralForms } from "./plural-forms";
import { hasLoneSurrogate, sameLanguage, sortedUnits } from "./units";
import type { ExchangeDocument, ExchangeUnit, ReadOutcome, ReadUnit, RefusalCheck, WrittenFile } from "./units";

export const ICU_FLAG = "icu-format";

/** The header that says how many entries the console wrote, so that a file cut between two entries is refused. */
export const ENTRIES_HEADER = "X-Console-Entries";

/** gettext's strings end at a NUL character, so no PO tool can carry one. */
export const poRefusal: RefusalCheck = (unit) => {
  for (const text of [unit.key, unit.source, unit.target]) {
    if (hasLoneSurrogate(text)) return { reason: "loneSurrogate", char: "" };
    if (text.includes("\u0000")) return { reason: "nul", char: "U+0000" };
  }
  return null;
};

/**
 * A PO string. Only what PO must escape is escaped; other control characters stay as they are, which gettext and
 * translate-toolkit both carry (the toolkit reads `\v` or an octal escape as its letters).
 */
const quote = (text: string) =>
  `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n").replace(/\r/g, "\\r").replace(/\t/g, "\\t")}"`;

/** A comment's lines: each a line of the text, none able to end the comment early. */
const comment = (prefix: string, text: string) =>
  text
    .split(/\r\n|\r|\n/)
    .map((line) => `${prefix} ${line}`.trimEnd())
    .join("\n");

export function writePo(document: ExchangeDocument, noteOf: (unit: ExchangeUnit) => string): WrittenFile {
  const refused: WrittenFile["refused"] = [];
  const units = sortedUnits(document.units).filter((unit) => {
    const refusal = poRefusal(unit);
    if (refusal) refused.push({ key: unit.key, ...refusal });
    return !refusal;
  });
  const headers: [string, string][] = [
    ["Project-Id-Version", "console"],
    ["Language", document.targetLang],
    ["MIME-Version", "1.0"],
    ["Content-Type", "text/plain; charset=UTF-8"],
    ["Content-Transfer-Encoding", "8bit"],
  ];
  const forms = pluralForms(document.targetLang);
  if (forms) headers.push(["Plural-Forms", forms]);
  headers.push([ENTRIES_HEADER, String(units.length)]);
  const blocks = [
    ['msgid ""', 'msgstr ""', ...headers.map(([name, value]) => quote(`${name}: ${value}\n`))].join("\n"),
    ...units.map((unit) =>
      [
        comment("#.", noteOf(unit)),
        comment("#:", unit.key),
        `#, ${unit.state === "draft" ? `fuzzy, ${ICU_FLAG}` : ICU_FLAG}`,
        `msgctxt ${quote(unit.key)}`,
        `msgid ${quote(unit.source)}`,
        `msgstr ${quote(unit.target)}`,
      ].join("\n"),
    ),
  ];
  return { text: `${blocks.join("\n\n")}\n`, refused };
}

/**
 * The key: `msgctxt`, else the first reference. The translate-toolkit, when two entries share a source text, sets
 * `msgctxt` to the reference written several times over (`a.ba.ba.b`); such a context is read as the reference.
 */
function keyOf(context: string | undefined, reference: string | undefined): string | undefined {
  if (!context) return reference;
  if (reference && context !== reference && context.split(reference).every((part) => part === "")) return reference;
  return context;
}

/** Reads a PO text whose line ends are `\n`: a unit's key is its `msgctxt`, else its first reference. */
export function readPo(text: string, lang: string): ReadOutcome {
  const parsed = parsePo(text);
  if (!parsed.ok) return { ok: false, problem: { code: "malformed", reason: parsed.reason, line: parsed.line } };
  const fileLang = parsed.headers.get("Language") ?? "";
  if (fileLang && !sameLanguage(fileLang, lang)) return { ok: false, problem: { code: "otherLanguage", fileLang } };
  const declared = parsed.headers.get(ENTRIES_HEADER);
  if (declared !== undefined && Number(declared) !== parsed.entries.length)
    return { ok: false, problem: { code: "entryCount", expected: Number(declared), found: parsed.entries.length } };
  const units: ReadUnit[] = [];
  const seen = new Set<string>();
  for (const entry of parsed.entries) {
    const identity = JSON.stringify([entry.msgctxt ?? null, entry.msgid]);
    if (seen.has(identity)) return { ok: false, problem: { code: "duplicateUnit", id: entry.msgctxt ?? entry.msgid } };
    seen.add(identity);
    const reference = entry.references[0]?.replace(/:\d+$/, "");
    const key = keyOf(entry.msgctxt, reference);
    if (!key) continue;
    const target = entry.msgstr[0] ?? "";
    units.push({
      id: key,
      key,
      source: entry.msgid,
      target,
      draft: target !== "" && entry.flags.includes("fuzzy"),
      ...(entry.msgidPlural !== undefined ? { problem: { code: "gettextPlural" as const } } : {}),
    });
  }
  return { ok: true, units };
}
