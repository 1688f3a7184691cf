/**
 * A strict reader of gettext PO text, line by line: every line must be blank, a comment, a keyword with one complete
 * string, or a complete continuation string; every entry must reach its `msgstr`; every escape must be one gettext
 * knows (`\n \t \r \a \b \f \v \\ \" \' \?`, octal, hex). So a file cut off anywhere, or damaged, is refused with
 * its line instead of importing a cut or altered text. (The gettext-parser package reads an unterminated string at
 * the end of a file as complete, turns `\v` into `v`, and loses entries named like `constructor` or `valueOf`.)
 */

export interface PoEntry {
  msgctxt?: string;
  msgid: string;
  /** Set on a gettext plural entry, which the console does not use (its plurals live inside one ICU text). */
  msgidPlural?: string;
  msgstr: string[];
  flags: string[];
  references: string[];
  /** `#.` lines, for the translator. */
  extracted: string[];
  /** The line of the entry's first keyword. */
  line: number;
}

export type PoParse =
  { ok: true; headers: Map<string, string>; entries: PoEntry[] } | { ok: false; line: number; reason: MalformedReason };

import type { MalformedReason } from "./units";

const STRING = String.raw`"((?:[^"\\]|\\.)*)"`;
const KEYWORD_LINE = new RegExp(String.raw`^(msgctxt|msgid|msgid_plural|msgstr)(?:\[(\d+)\])?\s*${STRING}$`);
const CONTINUATION = new RegExp(String.raw`^${STRING}$`);

const SIMPLE_ESCAPES: Record<string, string> = {
  n: "\n",
  t: "\t",
  r: "\r",
  a: "\u0007",
  b: "\b",
  f: "\f",
  v: "\v",
  "\\": "\\",
  '"': '"',
  "'": "'",
  "?": "?",
};

/** A string's content without its escapes; null for an escape gettext does not know. */
function unescape(content: string): string | null {
  let bad = false;
  const text = content.replace(/\\(?:([0-7]{1,3})|x([0-9a-fA-F]{1,2})|(.))/g, (_, octal, hex, char: string) => {
    if (octal !== undefined || hex !== undefined) {
      // A numeric escape is a byte: only an ASCII one is a whole character of a UTF-8 file.
      const code = octal !== undefined ? parseInt(octal, 8) : parseInt(hex, 16);
      if (code > 0x7f) bad = true;
      return String.fromCharCode(code);
    }
    const simple = SIMPLE_ESCAPES[char];
    if (simple === undefined) bad = true;
    return simple ?? "";
  });
  return bad ? null : text;
}

/** Where an entry stands: nothing yet, or the last keyword read. */
type Step = "none" | "msgctxt" | "msgid" | "msgid_plural" | "msgstr";

const NEXT: Record<Step, readonly Step[]> = {
  none: ["msgctxt", "msgid"],
  msgctxt: ["msgid"],
  msgid: ["msgid_plural", "msgstr"],
  msgid_plural: ["msgstr"],
  msgstr: ["msgstr", "msgctxt", "msgid"],
};

const blank = (line: number): PoEntry => ({ msgid: "", msgstr: [], flags: [], references: [], extracted: [], line });

/** Parses a PO text whose line ends are `\n`. */
export function parsePo(text: string): PoParse {
  const entries: PoEntry[] = [];
  let entry = blank(1);
  let step: Step = "none";
  /** The field continuation strings add to. */
  let append: ((value: string) => void) | null = null;
  const finish = () => {
    if (step === "msgstr") entries.push(entry);
    entry = blank(0);
    step = "none";
    append = null;
  };
  const lines = text.split("\n");
  for (let index = 0; index < lines.length; index++) {
    const number = index + 1;
    const line = lines[index].trim();
    if (line === "") continue;
    if (line.startsWith("#")) {
      if (step === "msgstr") finish();
      if (step !== "none") return { ok: false, line: number, reason: "misplacedLine" };
      const body = line.slice(2).trim();
      if (line.startsWith("#,")) entry.flags.push(...body.split(",").map((flag) => flag.trim()));
      else if (line.startsWith("#:")) entry.references.push(...body.split(/\s+/).filter(Boolean));
      else if (line.startsWith("#.")) entry.extracted.push(body);
      continue;
    }
    const keyword = KEYWORD_LINE.exec(line);
    const continuation = keyword ? null : CONTINUATION.exec(line);
    if (!keyword && !continuation)
      return { ok: false, line: number, reason: line.includes('"') ? "unterminatedString" : "notPoLine" };
    const value = unescape((keyword ? keyword[3] : continuation![1]) ?? "");
    if (value === null) return { ok: false, line: number, reason: "unknownEscape" };
    if (continuation) {
      if (!append) return { ok: false, line: number, reason: "notPoLine" };
      append(value);
      continue;
    }
    const [, name, index_] = keyword!;
    const kind = name as Step;
    if (step === "msgstr" && kind !== "msgstr") finish();
    if (!NEXT[step].includes(kind)) return { ok: false, line: number, reason: "misplacedLine" };
    if (step === "none") entry.line = number;
    step = kind;
    const target = entry;
    if (kind === "msgctxt") append = (more) => (target.msgctxt = (target.msgctxt ?? "") + more);
    else if (kind === "msgid") append = (more) => (target.msgid += more);
    else if (kind === "msgid_plural") append = (more) => (target.msgidPlural = (target.msgidPlural ?? "") + more);
    else {
      const at = Number(index_ ?? 0);
      target.msgstr[at] = "";
      append = (more) => (target.msgstr[at] += more);
    }
    append(value);
  }
  if (step !== "none" && step !== "msgstr") return { ok: false, line: entry.line, reason: "endsEarly" };
  finish();
  const headers = new Map<string, string>();
  const header = entries.find((e) => e.msgctxt === undefined && e.msgid === "");
  for (const field of (header?.msgstr[0] ?? "").split("\n")) {
    const colon = field.indexOf(":");
    if (colon > 0) headers.set(field.slice(0, colon).trim(), field.slice(colon + 1).trim());
  }
  return { ok: true, headers, entries: entries.filter((e) => e !== header) };
}
