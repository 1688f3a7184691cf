/**
 * gettext PO through `gettext-parser`: one entry per token with the key as `msgctxt` (and as the reference, which
 * the translate-toolkit keeps when it converts), the ICU texts as they are with an `icu-format` flag so that a PO
 * editor knows the syntax, drafts as `fuzzy`; `Language` and `Plural-Forms` in the header.
 */
import { po, type GetTextTranslation, type GetTextTranslations } from "gettext-parser";
import { pluralForms } from "./plural-forms";
import { sameLanguage, sortedUnits, type ExchangeDocument, type ReadOutcome, type ReadUnit } from "./units";

export const ICU_FLAG = "icu-format";

export function writePo(document: ExchangeDocument): string {
  const headers: Record<string, string> = {
    "Project-Id-Version": "console",
    Language: document.targetLang,
    "MIME-Version": "1.0",
    "Content-Type": "text/plain; charset=UTF-8",
    "Content-Transfer-Encoding": "8bit",
  };
  const forms = pluralForms(document.targetLang);
  if (forms) headers["Plural-Forms"] = forms;
  const translations: GetTextTranslations["translations"] = { "": { "": { msgid: "", msgstr: [""] } } };
  const order = new Map<string, number>();
  sortedUnits(document.units).forEach((unit, index) => {
    order.set(unit.key, index);
    const entry: GetTextTranslation = {
      msgctxt: unit.key,
      msgid: unit.source,
      msgstr: [unit.target],
      comments: {
        reference: unit.key,
        flag: unit.state === "draft" ? `fuzzy, ${ICU_FLAG}` : ICU_FLAG,
      } as GetTextTranslation["comments"],
    };
    translations[unit.key] = { [unit.source]: entry };
  });
  const compiled = po.compile(
    { charset: "utf-8", headers, translations },
    // Key order whatever the keys look like (an object puts number-like keys first).
    {
      sort: (a: GetTextTranslation, b: GetTextTranslation) =>
        (order.get(a.msgctxt ?? "") ?? -1) - (order.get(b.msgctxt ?? "") ?? -1),
    },
  );
  return `${new TextDecoder().decode(compiled).trimEnd()}\n`;
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

const DUPLICATE = /Duplicate msgid error: entry "(.*)" in "(.*)" context/;

/** Reads a PO file: a unit's key is its `msgctxt`, else its first reference (what the toolkit writes from XLIFF). */
export function readPo(text: string, lang: string): ReadOutcome {
  let parsed: GetTextTranslations;
  try {
    parsed = po.parse(text, { validation: true });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const duplicate = DUPLICATE.exec(message);
    if (duplicate) return { ok: false, problem: { code: "duplicateUnit", id: duplicate[2] || duplicate[1] } };
    return { ok: false, problem: { code: "malformed", detail: message.split("\n")[0] } };
  }
  const fileLang = parsed.headers?.Language ?? parsed.headers?.language ?? "";
  if (fileLang && !sameLanguage(fileLang, lang)) return { ok: false, problem: { code: "otherLanguage", fileLang } };
  const units: ReadUnit[] = [];
  for (const [context, entries] of Object.entries(parsed.translations ?? {})) {
    for (const [msgid, entry] of Object.entries(entries)) {
      if (context === "" && msgid === "") continue;
      const reference = entry.comments?.reference?.trim().split(/\s+/)[0]?.replace(/:\d+$/, "");
      const key = keyOf(entry.msgctxt, reference);
      if (!key) continue;
      const flags = (entry.comments?.flag ?? "").split(",").map((flag) => flag.trim());
      units.push({ id: key, key, target: entry.msgstr?.[0] ?? "", draft: flags.includes("fuzzy") });
    }
  }
  return { ok: true, units };
}
