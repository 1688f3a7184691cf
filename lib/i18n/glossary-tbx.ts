/**
 * TBX, the terminology exchange format CAT tools read (ISO 30042). Written as TBX 2 (`martif`, `termEntry`,
 * `langSet`, `tig`), the dialect translate-toolkit, Weblate, memoQ and Trados import; read in that dialect and in
 * TBX 3 (`conceptEntry`, `langSec`, `termSec`). A note is the entry's `<note>` (or its first `<descrip>`); a term not
 * to be translated carries `<termNote type="translationNote">no</termNote>` and the same term on the target side.
 * The XML is written and read the way the translators' XLIFF files are (components/translations/exchange/): the
 * same escaping, the same guard against declarations, the same strict parser that names the line where it stops.
 */
import type { MalformedReason } from "@/components/translations/exchange/units";
import { guardXml } from "@/components/translations/exchange/xml-guard";
import { attributes, escapeText } from "@/components/translations/exchange/xml-text";
import { isElement, parseXml, textContent, type XmlElement } from "@/components/translations/exchange/xml-tree";
import type { GlossaryEntry } from "./glossary";

export interface RawGlossaryRow {
  /** Where the entry starts: the 1-based index of the entry in the file. */
  line: number;
  term: string;
  translation: string;
  note: string;
  doNotTranslate: boolean;
}

/** Why a TBX file is refused as a whole. */
export type TbxProblem =
  /** A DOCTYPE with declarations of its own, or an entity declaration: refused before parsing. */
  | { code: "entities" }
  /** The parser stopped; `fileLine` is the line of the file where, when it is known. */
  | { code: "malformed"; reason: MalformedReason; fileLine?: number }
  /** Well-formed XML whose root is neither TBX 2's `martif` nor TBX 3's `tbx`. */
  | { code: "notTbx"; root: string };

export type TbxOutcome = { ok: true; rows: RawGlossaryRow[] } | { ok: false; problem: TbxProblem };

export function writeTbx(entries: readonly GlossaryEntry[], sourceLang: string, targetLang: string): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<martif${attributes({ type: "TBX", "xml:lang": sourceLang })}>`,
    "  <martifHeader>",
    "    <fileDesc>",
    `      <sourceDesc><p>Glossary ${escapeText(sourceLang)} to ${escapeText(targetLang)}</p></sourceDesc>`,
    "    </fileDesc>",
    "  </martifHeader>",
    "  <text>",
    "    <body>",
  ];
  entries.forEach((entry, index) => {
    const dnt = entry.doNotTranslate ? '<termNote type="translationNote">no</termNote>' : "";
    const langSet = (lang: string, term: string) =>
      `        <langSet${attributes({ "xml:lang": lang })}><tig><term>${escapeText(term)}</term>${dnt}</tig></langSet>`;
    lines.push(`      <termEntry id="t${index + 1}">`);
    if (entry.note) lines.push(`        <note>${escapeText(entry.note)}</note>`);
    lines.push(
      langSet(sourceLang, entry.term),
      langSet(targetLang, entry.doNotTranslate ? entry.term : entry.translation),
      "      </termEntry>",
    );
  });
  lines.push("    </body>", "  </text>", "</martif>", "");
  return lines.join("\n");
}

/** An element's local name (a TBX 3 file may carry a namespace prefix). */
const nameOf = (element: XmlElement) => element.name.replace(/^.*:/, "");

/** The elements below one, in document order; walked without recursion, however deep the file nests. */
function descendants(element: XmlElement): XmlElement[] {
  const found: XmlElement[] = [];
  const pending = [element];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (next !== element) found.push(next);
    for (let i = next.children.length - 1; i >= 0; i--) {
      const child = next.children[i];
      if (isElement(child)) pending.push(child);
    }
  }
  return found;
}

const langOf = (element: XmlElement) => element.attributes["xml:lang"] ?? element.attributes.lang ?? "";
const baseLang = (lang: string) => lang.toLowerCase().split(/[-_]/)[0];

function readEntry(entry: XmlElement, index: number, declared: string, sourceLang: string, targetLang: string) {
  const all = descendants(entry);
  const sections = all.filter((e) => nameOf(e) === "langSet" || nameOf(e) === "langSec");
  const termIn = (section: XmlElement | undefined) => {
    const term = section ? descendants(section).find((e) => nameOf(e) === "term") : undefined;
    return term ? textContent(term).trim() : "";
  };
  const source =
    sections.find((s) => baseLang(langOf(s)) === baseLang(sourceLang)) ??
    sections.find((s) => declared && baseLang(langOf(s)) === baseLang(declared)) ??
    sections.find((s) => baseLang(langOf(s)) !== baseLang(targetLang));
  // A two-language entry whose other side names no known language (translate-toolkit writes `xx`) is the pair.
  const target =
    sections.find((s) => baseLang(langOf(s)) === baseLang(targetLang)) ??
    (sections.length === 2 ? sections.find((s) => s !== source) : undefined);
  const note = all.find((e) => nameOf(e) === "note") ?? all.find((e) => nameOf(e) === "descrip");
  const doNotTranslate = all.some(
    (e) =>
      nameOf(e) === "termNote" &&
      e.attributes.type === "translationNote" &&
      textContent(e).trim().toLowerCase() === "no",
  );
  return {
    line: index,
    term: termIn(source),
    translation: termIn(target),
    note: note ? textContent(note).trim() : "",
    doNotTranslate,
  };
}

/**
 * The entries of a TBX file for one pair of languages: the term of the source language's section (or of the file's
 * declared language, or of the first section in another language than the target) and the target's term (or,
 * in an entry of two sections, the other one's). A file that declares entities, is not well-formed (cut off
 * anywhere before its root closes) or is not TBX is refused whole; a DOCTYPE that only names TBX's DTD is read.
 */
export function readTbx(text: string, sourceLang: string, targetLang: string): TbxOutcome {
  const guarded = guardXml(text, { externalDtd: true });
  if (guarded?.code === "loneSurrogate")
    return { ok: false, problem: { code: "malformed", reason: "badCharacter", fileLine: guarded.line } };
  if (guarded) return { ok: false, problem: { code: "entities" } };
  const parsed = parseXml(text);
  if (!parsed.ok) return { ok: false, problem: { code: "malformed", reason: parsed.reason, fileLine: parsed.line } };
  const root = parsed.root;
  if (!/^(martif|tbx)$/i.test(nameOf(root))) return { ok: false, problem: { code: "notTbx", root: root.name } };
  try {
    const entries = descendants(root).filter((e) => nameOf(e) === "termEntry" || nameOf(e) === "conceptEntry");
    const rows = entries.map((entry, index) => readEntry(entry, index + 1, langOf(root), sourceLang, targetLang));
    return { ok: true, rows };
  } catch {
    // The text of an element nested deeper than the stack allows (textContent recurses) still refuses the file.
    return { ok: false, problem: { code: "malformed", reason: "unreadable" } };
  }
}
