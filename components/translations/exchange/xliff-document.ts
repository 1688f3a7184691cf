/**
 * XLIFF documents through the `xliff` package (1.2 and 2.0 share everything but the version): one unit per token in
 * key order, the key as the unit's id and name, the state of each target, and the way back to ICU texts by key.
 */
import { js2xliff, jsToXliff12, xliff12ToJs, xliff2js, type XliffJs, type XliffUnit, type XmlElement } from "xliff";
import { escapeAttribute, messageToValue, valueToMessage, type XliffVersion } from "./xliff-codes";
import {
  sameLanguage,
  sortedUnits,
  type ExchangeDocument,
  type ReadOutcome,
  type ReadUnit,
  type UnitState,
} from "./units";
import { draftUnitIds } from "./xliff-states";
import { malformedDetail } from "./xml-guard";

const FILE_NAME = "messages";

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

export async function writeXliff(document: ExchangeDocument, version: XliffVersion): Promise<string> {
  const units = sortedUnits(document.units);
  const shared = new Map<string, number>();
  for (const unit of units) shared.set(prefixOf(unit.key), (shared.get(prefixOf(unit.key)) ?? 0) + 1);
  // Prototype-less records: any key, even `__proto__`, is an own property; the package writes them in key order.
  const resources = Object.create(null) as Record<string, XliffUnit>;
  const states = new Map<string, UnitState>();
  for (const unit of units) {
    const attributes: Record<string, string> = {
      [version === "1.2" ? "resname" : "name"]: escapeAttribute(unit.key),
      "xml:space": "preserve",
    };
    if (version === "1.2" && unit.state !== "untranslated")
      attributes.approved = unit.state === "translated" ? "yes" : "no";
    // Keys that share their prefix with a neighbour are grouped under it, so a CAT tool shows where a text belongs.
    const prefix = prefixOf(unit.key);
    let parent = resources;
    if (prefix && (shared.get(prefix) ?? 0) > 1) {
      const group = (resources[groupId(prefix)] ??= {
        groupUnits: Object.create(null) as Record<string, XliffUnit>,
        additionalAttributes: { [version === "1.2" ? "resname" : "name"]: escapeAttribute(prefix) },
      });
      parent = group.groupUnits!;
    }
    parent[unit.key] = {
      source: messageToValue(unit.source, version),
      target: messageToValue(unit.target, version, unit.source),
      additionalAttributes: attributes,
    };
    states.set(unit.key, unit.state);
  }
  const js: XliffJs = {
    sourceLanguage: document.sourceLang,
    targetLanguage: document.targetLang,
    resources: { [FILE_NAME]: resources },
  };
  // No indentation: the package would indent inside mixed content, adding spaces to the texts.
  const xml = version === "1.2" ? await jsToXliff12(js, { indent: "" }) : await js2xliff(js, { indent: "" });
  // The package writes no state attribute; each unit has exactly one target (1.2) or segment (2.0), written in the
  // order the package walks the records.
  const order: string[] = [];
  const walk = (record: Record<string, XliffUnit>) => {
    for (const key of Object.keys(record)) {
      const entry = record[key];
      if (entry.groupUnits) walk(entry.groupUnits);
      else order.push(STATE[version][states.get(key) ?? "untranslated"]);
    }
  };
  walk(resources);
  let index = 0;
  const stated = xml.replace(version === "1.2" ? /<target(\/?)>/g : /<segment(\/?)>/g, (match, slash: string) => {
    const state = order[index++];
    return `${match.slice(0, version === "1.2" ? 7 : 8)} state="${state}"${slash}>`;
  });
  // One unit a line (between elements, where white space is not text), for readable diffs.
  return `<?xml version="1.0" encoding="UTF-8"?>\n${stated.replace(/(<body>|<file [^>]*>|<group [^>]*>|<\/(?:trans-unit|unit|group)>)/g, "$1\n")}\n`;
}

/** The key the translation-toolkit's `po2xliff` keeps of a PO entry: its reference, as a `po-reference` context. */
function poReference(elements: XmlElement[] | undefined): string | undefined {
  const group = elements?.find((e) => e.name === "context-group" && e.attributes?.name === "po-reference");
  const context = group?.elements?.find((e) => e.name === "context" && e.attributes?.["context-type"] === "sourcefile");
  const text = context?.elements?.find((e) => e.type === "text")?.text?.trim();
  return text ? text.split(/\s+/)[0].replace(/:\d+$/, "") : undefined;
}

function collectUnits(
  units: Record<string, XliffUnit>,
  version: XliffVersion,
  drafts: ReadonlySet<string>,
  out: ReadUnit[],
): void {
  for (const [id, unit] of Object.entries(units)) {
    if (unit.groupUnits) {
      collectUnits(unit.groupUnits, version, drafts, out);
      continue;
    }
    const attributes = unit.additionalAttributes ?? {};
    if (attributes.restype === "x-gettext-domain-header") continue;
    const key = attributes.resname ?? attributes.name ?? poReference(unit.additionalElements) ?? id;
    const { target, problem } = valueToMessage(unit.source, unit.target, version);
    out.push({ id, key, target, draft: target !== "" && drafts.has(id), ...(problem ? { problem } : {}) });
  }
}

/** Reads an XLIFF document checked by `guardXml` (no DOCTYPE) into units; the file's target language first. */
export async function readXliff(text: string, lang: string, version: XliffVersion): Promise<ReadOutcome> {
  let js: XliffJs;
  try {
    js = version === "1.2" ? await xliff12ToJs(text) : await xliff2js(text);
  } catch (error) {
    return { ok: false, problem: { code: "malformed", detail: malformedDetail(error) } };
  }
  if (!js || typeof js !== "object" || !js.resources) return { ok: false, problem: { code: "notExchange" } };
  if (js.targetLanguage && !sameLanguage(js.targetLanguage, lang))
    return { ok: false, problem: { code: "otherLanguage", fileLang: js.targetLanguage } };
  const units: ReadUnit[] = [];
  const drafts = draftUnitIds(text, version);
  for (const file of Object.values(js.resources)) collectUnits(file, version, drafts, units);
  return { ok: true, units };
}
