/**
 * Writes XLIFF 1.2 and 2.0: one unit per token in key order, the key as the unit's id and name, `xml:space="preserve"`
 * on every unit, the target's review state, a note for the translator, and keys that share a prefix in a group. Two
 * exports of the same state are byte-identical.
 */
import {
  codePointName,
  hasLoneSurrogate,
  sortedUnits,
  type ExchangeDocument,
  type ExchangeUnit,
  type RefusalCheck,
} from "./units";
import type { UnitState, WrittenFile } from "./units";
import { toPieces } from "./inline-codes";
import { codeTexts, messageXml, type XliffVersion } from "./xliff-inline";
import { attributes, escapeText, firstNonXmlChar } from "./xml-text";

/**
 * Unit states: 1.2 on the target (and `approved` on the unit), 2.0 on the segment, where a draft stays `initial`
 * with its text (2.0 has no needs-review state; `translated` would tell a CAT tool the text is done).
 */
const STATE: Record<XliffVersion, Record<UnitState, string>> = {
  "1.2": { translated: "translated", draft: "needs-review-translation", untranslated: "needs-translation" },
  "2.0": { translated: "reviewed", draft: "initial", untranslated: "initial" },
};

/** A key's neighbours' prefix: everything before its last dot ("" for a key without one). */
const prefixOf = (key: string) => key.slice(0, Math.max(0, key.lastIndexOf(".")));

/** A group's id: apart from the unit ids, which are keys (a key may also be another key's prefix). */
export const groupId = (prefix: string) => `g:${prefix}`;

/**
 * Why a unit cannot be written: XML 1.0 holds no C0 control character but tab and line breaks, and no U+FFFE or
 * U+FFFF. XLIFF 2.0 writes such characters of a text as `<cp>`; XLIFF 1.2 has no such element, and an attribute
 * (a code's text in 2.0, a key) has no way at all.
 */
export const xliffRefusal =
  (version: XliffVersion): RefusalCheck =>
  (unit) => {
    for (const text of [unit.key, unit.source, unit.target])
      if (hasLoneSurrogate(text)) return { reason: "loneSurrogate", char: "" };
    const inAttributes = [unit.key, ...codeTexts(toPieces(unit.source)), ...codeTexts(toPieces(unit.target))];
    const checked = version === "1.2" ? [unit.source, unit.target, ...inAttributes] : inAttributes;
    for (const text of checked) {
      const char = firstNonXmlChar(text);
      if (char !== null) return { reason: "xml", char: codePointName(char) };
    }
    return null;
  };

function unitXml(unit: ExchangeUnit, version: XliffVersion, note: string): string {
  const state = STATE[version][unit.state];
  const source = messageXml(unit.source, version);
  if (version === "1.2") {
    const approved = unit.state === "untranslated" ? undefined : unit.state === "translated" ? "yes" : "no";
    return (
      `<trans-unit${attributes({ id: unit.key, resname: unit.key, "xml:space": "preserve", approved })}>` +
      `<source>${source}</source>` +
      `<target state="${state}">${messageXml(unit.target, version, unit.source)}</target>` +
      `<note from="developer">${escapeText(note)}</note></trans-unit>`
    );
  }
  const target = unit.target === "" ? "" : `<target>${messageXml(unit.target, version, unit.source)}</target>`;
  return (
    `<unit${attributes({ id: unit.key, name: unit.key, "xml:space": "preserve" })}>` +
    `<notes><note>${escapeText(note)}</note></notes>` +
    `<segment state="${state}"><source>${source}</source>${target}</segment></unit>`
  );
}

export function writeXliff(
  document: ExchangeDocument,
  version: XliffVersion,
  noteOf: (unit: ExchangeUnit) => string,
): WrittenFile {
  const refusalOf = xliffRefusal(version);
  const refused: WrittenFile["refused"] = [];
  const units = sortedUnits(document.units).filter((unit) => {
    const refusal = refusalOf(unit);
    if (refusal) refused.push({ key: unit.key, ...refusal });
    return !refusal;
  });
  const shared = new Map<string, number>();
  for (const unit of units) shared.set(prefixOf(unit.key), (shared.get(prefixOf(unit.key)) ?? 0) + 1);
  // Keys that share their prefix with a neighbour are grouped under it, so a CAT tool shows where a text belongs;
  // a group stands where its first key would.
  const entries: (ExchangeUnit | { prefix: string; units: ExchangeUnit[] })[] = [];
  const groups = new Map<string, ExchangeUnit[]>();
  for (const unit of units) {
    const prefix = prefixOf(unit.key);
    if (!prefix || (shared.get(prefix) ?? 0) < 2) entries.push(unit);
    else if (groups.has(prefix)) groups.get(prefix)!.push(unit);
    else {
      groups.set(prefix, [unit]);
      entries.push({ prefix, units: groups.get(prefix)! });
    }
  }
  const name = version === "1.2" ? "resname" : "name";
  const lines: string[] = [];
  for (const entry of entries) {
    if ("key" in entry) lines.push(unitXml(entry, version, noteOf(entry)));
    else {
      lines.push(`<group${attributes({ id: groupId(entry.prefix), [name]: entry.prefix })}>`);
      for (const unit of entry.units) lines.push(unitXml(unit, version, noteOf(unit)));
      lines.push("</group>");
    }
  }
  const { sourceLang, targetLang } = document;
  const head =
    version === "1.2"
      ? `<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n` +
        `<file${attributes({ original: "messages", datatype: "plaintext", "source-language": sourceLang, "target-language": targetLang })}><body>`
      : `<xliff${attributes({ xmlns: "urn:oasis:names:tc:xliff:document:2.0", version: "2.0", srcLang: sourceLang, trgLang: targetLang })}>\n` +
        `<file id="messages">`;
  const tail = version === "1.2" ? "</body></file>\n</xliff>" : "</file>\n</xliff>";
  // One unit a line, between elements (where a line break is not text), for readable diffs.
  const text = `<?xml version="1.0" encoding="UTF-8"?>\n${head}\n${lines.join("\n")}${lines.length ? "\n" : ""}${tail}\n`;
  return { text, refused };
}
