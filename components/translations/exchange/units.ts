/**
 * What the exchange formats (XLIFF 1.2, XLIFF 2.0, gettext PO) carry: one unit per token, the key as its id, the
 * source language's text, this language's text and what the console knows of it.
 */

export type UnitState = "translated" | "untranslated" | "draft";

export interface ExchangeUnit {
  key: string;
  source: string;
  /** "" when untranslated. */
  target: string;
  state: UnitState;
}

export interface ExchangeDocument {
  sourceLang: string;
  targetLang: string;
  units: readonly ExchangeUnit[];
}

export type ExchangeFormat = "xliff12" | "xliff20" | "po";

/** Why a parser stopped reading a file. */
export type MalformedReason =
  /** The file ends before it is complete: an element left open, an entry without its translation. */
  | "endsEarly"
  | "badCharacter"
  | "unknownEntity"
  /** An `&` that starts no character or entity reference (`Salt & pepper` where `Salt &amp; pepper` is meant). */
  | "bareAmpersand"
  | "notWellFormed"
  | "unterminatedString"
  | "notPoLine"
  | "unknownEscape"
  | "misplacedLine"
  /** The reader could not finish (elements nested deeper than it can follow). */
  | "unreadable";

/** Why a whole file is refused (nothing of it is shown or applied). */
export type FileProblem =
  | { code: "doctype" }
  | { code: "notUtf8"; line: number }
  /** The parser stopped: a file cut off, or not well-formed. `line` where the parser knows it. */
  | { code: "malformed"; reason: MalformedReason; line?: number }
  /** A PO file of the console that holds fewer (or more) entries than its header says it was written with. */
  | { code: "entryCount"; expected: number; found: number }
  | { code: "notExchange" }
  | { code: "otherLanguage"; fileLang: string }
  | { code: "duplicateUnit"; id: string }
  | { code: "loneSurrogate"; line: number }
  /** No text at all: what a converter that failed writes (csv2po leaves an empty file and exits successfully). */
  | { code: "blank" }
  | { code: "empty" };

/** Why one unit is refused: its text could not be turned back into the message's ICU text exactly. */
export type UnitProblem =
  | { code: "unknownCode"; codeId: string }
  | { code: "changedCode"; codeId: string }
  /** An XLIFF 2.0 unit a tool split into segments, some translated and some not: only part of the text is there. */
  | { code: "incompleteTarget"; segment: string }
  /** An XLIFF 2.0 `<cp>` that names no character. */
  | { code: "badCharacter"; hex: string }
  /** A gettext plural entry (`msgid_plural`): the console keeps a plural inside one ICU text, never as forms. */
  | { code: "gettextPlural" };

/** Why a unit is left out of an export: the format cannot carry one of its characters. */
export interface ExportRefusal {
  key: string;
  /** `xml`: XML 1.0 cannot hold the character (XLIFF 1.2 text, or any XLIFF attribute); `nul`: gettext cannot. */
  reason: "xml" | "nul" | "loneSurrogate";
  /** The character, as `U+000B`. */
  char: string;
}

/** Why a format cannot carry a unit, or null when it can. */
export type RefusalCheck = (unit: ExchangeUnit) => Omit<ExportRefusal, "key"> | null;

/** A written file: its text and the units it could not carry. */
export interface WrittenFile {
  text: string;
  refused: ExportRefusal[];
}

export interface ReadUnit {
  /** The unit's id in the file (for messages); the key it was matched by may come from a name or a reference. */
  id: string;
  key: string;
  /** The source text in the file, as ICU text; compared with the current source to find stale translations. */
  source: string;
  /** The target as ICU text; "" when the file has none. */
  target: string;
  /** The file marks the target as not final (PO `fuzzy`, XLIFF needs-review or initial). */
  draft: boolean;
  problem?: UnitProblem;
}

export type ReadOutcome = { ok: true; units: ReadUnit[] } | { ok: false; problem: FileProblem };

/** Lower case, `_` as `-`: `de_CH` and `de-ch` name the same language. */
export const normalizeLang = (lang: string) => lang.trim().replace(/_/g, "-").toLowerCase();

/** Whether a file's language code names the console's language (`de-DE` is accepted for `de`, not `fr`). */
export function sameLanguage(fileLang: string, lang: string): boolean {
  const file = normalizeLang(fileLang);
  const own = normalizeLang(lang);
  return file === own || (!own.includes("-") && file.split("-")[0] === own);
}

/** A string with a UTF-16 surrogate that is not half of a pair (it cannot be written as UTF-8). */
export const hasLoneSurrogate = (text: string) => /\p{Cs}/u.test(text);

/** A character as its code point (`U+000B`), for messages and marks. */
export const codePointName = (char: string) =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;

/** Units in key order, so that two exports of the same state are byte-identical. */
export const sortedUnits = (units: readonly ExchangeUnit[]) =>
  [...units].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
