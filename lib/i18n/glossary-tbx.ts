/**
 * TBX, the terminology exchange format CAT tools read (ISO 30042). Written as TBX 2 (`martif`, `termEntry`,
 * `langSet`, `tig`), the dialect translate-toolkit, Weblate, memoQ and Trados import; read in that dialect and in
 * TBX 3 (`conceptEntry`, `langSec`, `termSec`). A note is the entry's `<note>` (or its first `<descrip>`); a term not
 * to be translated carries `<termNote type="translationNote">no</termNote>` and the same term on the target side.
 */
import { xml2js, type Element } from "xml-js";
import type { GlossaryEntry } from "./glossary";

export interface RawGlossaryRow {
  /** Where the entry starts: the 1-based index of the entry in the file. */
  line: number;
  term: string;
  translation: string;
  note: string;
  doNotTranslate: boolean;
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, "&quot;");

export function writeTbx(entries: readonly GlossaryEntry[], sourceLang: string, targetLang: string): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<martif type="TBX" xml:lang="${escapeAttribute(sourceLang)}">`,
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
    lines.push(`      <termEntry id="t${index + 1}">`);
    if (entry.note) lines.push(`        <note>${escapeText(entry.note)}</note>`);
    lines.push(
      `        <langSet xml:lang="${escapeAttribute(sourceLang)}"><tig><term>${escapeText(entry.term)}</term>${dnt}</tig></langSet>`,
      `        <langSet xml:lang="${escapeAttribute(targetLang)}"><tig><term>${escapeText(
        entry.doNotTranslate ? entry.term : entry.translation,
      )}</term>${dnt}</tig></langSet>`,
      "      </termEntry>",
    );
  });
  lines.push("    </body>", "  </text>", "</martif>", "");
  return lines.join("\n");
}

/** A DOCTYPE with an internal subset or an entity declaration could expand without bound: refused. */
export const unsafeXml = (text: string) => /<!ENTITY/i.test(text) || /<!DOCTYPE[^>]*\[/i.test(text);

/** An element's local name (a TBX 3 file may carry a namespace prefix). */
const nameOf = (element: Element) => (element.name ?? "").replace(/^.*:/, "");

function* descendants(element: Element): Generator<Element> {
  for (const child of element.elements ?? []) {
    if (child.type !== "element") continue;
    yield child;
    yield* descendants(child);
  }
}

const textOf = (element: Element): string =>
  (element.elements ?? [])
    .map((child) =>
      child.type === "text" || child.type === "cdata" ? String(child.text ?? child.cdata ?? "") : textOf(child),
    )
    .join("");

const langOf = (element: Element) => String(element.attributes?.["xml:lang"] ?? element.attributes?.lang ?? "");
const baseLang = (lang: string) => lang.toLowerCase().split(/[-_]/)[0];

/**
 * The entries of a TBX file for one pair of languages: the term of the source language's section (or of the file's
 * declared language, or of the first section in another language than the target) and the target's term (or,
 * in an entry of two sections, the other one's). Throws with the XML parser's message on a malformed file.
 */
export function readTbx(text: string, sourceLang: string, targetLang: string): RawGlossaryRow[] {
  const root = xml2js(text, { compact: false, captureSpacesBetweenElements: false }) as Element;
  const martif = (root.elements ?? []).find((e) => e.type === "element");
  const declared = martif ? langOf(martif) : "";
  const rows: RawGlossaryRow[] = [];
  let index = 0;
  for (const entry of descendants(root)) {
    if (nameOf(entry) !== "termEntry" && nameOf(entry) !== "conceptEntry") continue;
    index += 1;
    const sections = [...descendants(entry)].filter((e) => nameOf(e) === "langSet" || nameOf(e) === "langSec");
    const termIn = (section: Element | undefined) => {
      const term = section ? [...descendants(section)].find((e) => nameOf(e) === "term") : undefined;
      return term ? textOf(term).trim() : "";
    };
    const source =
      sections.find((s) => baseLang(langOf(s)) === baseLang(sourceLang)) ??
      sections.find((s) => declared && baseLang(langOf(s)) === baseLang(declared)) ??
      sections.find((s) => baseLang(langOf(s)) !== baseLang(targetLang));
    // A two-language entry whose other side names no known language (translate-toolkit writes `xx`) is the pair.
    const target =
      sections.find((s) => baseLang(langOf(s)) === baseLang(targetLang)) ??
      (sections.length === 2 ? sections.find((s) => s !== source) : undefined);
    const all = [...descendants(entry)];
    const note = all.find((e) => nameOf(e) === "note") ?? all.find((e) => nameOf(e) === "descrip");
    const doNotTranslate = all.some(
      (e) =>
        nameOf(e) === "termNote" && e.attributes?.type === "translationNote" && textOf(e).trim().toLowerCase() === "no",
    );
    rows.push({
      line: index,
      term: termIn(source),
      translation: termIn(target),
      note: note ? textOf(note).trim() : "",
      doNotTranslate,
    });
  }
  return rows;
}
