/**
 * Reads XLIFF 1.2 and 2.0 documents into units: the key (1.2 `resname`, 2.0 `name`, the `po-reference` context that
 * translate-toolkit's `po2xliff` writes, else the id), the source and target as ICU text and whether the file marks
 * the target as not final. Whatever structure a CAT tool wrote, the whole text is read: a 1.2 target split into
 * sentence `<mrk mtype="seg">`s with white space between them, a 2.0 unit split into several `<segment>`s and
 * `<ignorable>`s (in the order their targets name), codes reordered with spaces typed between them.
 */
import { sameLanguage, type FileProblem, type ReadOutcome, type ReadUnit, type UnitProblem } from "./units";
import { readSource, readTarget, type CodeBook, type XliffVersion } from "./xliff-inline";
import { childNamed, childrenNamed, isElement, textContent, type XmlElement } from "./xml-tree";

/** XLIFF 1.2 target states that say the text still needs work (anything else, like `translated`, is final). */
const NOT_FINAL_12 = new Set([
  "new",
  "needs-translation",
  "needs-adaptation",
  "needs-l10n",
  "needs-review-translation",
  "needs-review-adaptation",
  "needs-review-l10n",
]);

/** The key translate-toolkit's `po2xliff` keeps of a PO entry: its reference, as a `po-reference` context. */
function poReference(unit: XmlElement): string | undefined {
  for (const group of childrenNamed(unit, "context-group")) {
    if (group.attributes.name !== "po-reference") continue;
    const context = childrenNamed(group, "context").find((c) => c.attributes["context-type"] === "sourcefile");
    const text = context ? textContent(context).trim() : "";
    if (text) return text.split(/\s+/)[0].replace(/:\d+$/, "");
  }
  return undefined;
}

function unit12(unit: XmlElement): ReadUnit | null {
  const a = unit.attributes;
  if (a.restype === "x-gettext-domain-header") return null;
  const id = a.id ?? "";
  const book: CodeBook = { version: "1.2", codes: new Map() };
  const source = readSource(childNamed(unit, "source")?.children ?? [], book);
  const target = childNamed(unit, "target");
  const read = target ? readTarget(target.children, book) : { text: "" };
  // Not final: a `needs-…` or `new` target state, or without a state `approved="no"` (po2xliff's fuzzy entry).
  const state = target?.attributes.state;
  const draft = read.text !== "" && (state !== undefined ? NOT_FINAL_12.has(state) : a.approved === "no");
  const key = a.resname ?? poReference(unit) ?? id;
  return { id, key, source, target: read.text, draft, ...(read.problem ? { problem: read.problem } : {}) };
}

function unit20(unit: XmlElement): ReadUnit {
  const id = unit.attributes.id ?? "";
  const book: CodeBook = { version: "2.0", codes: new Map() };
  const parts = unit.children.filter(
    (child): child is XmlElement => isElement(child) && (child.name === "segment" || child.name === "ignorable"),
  );
  const sources = parts.map((part) => readSource(childNamed(part, "source")?.children ?? [], book));
  const translated = parts.some((part) => part.name === "segment" && childNamed(part, "target"));
  let problem: UnitProblem | undefined;
  const slots: (string | undefined)[] = parts.map(() => undefined);
  const place = (at: number, text: string, part: XmlElement, index: number) => {
    if (at < 0 || at >= slots.length || slots[at] !== undefined)
      problem ??= { code: "incompleteTarget", segment: part.attributes.id ?? String(index + 1) };
    else slots[at] = text;
  };
  if (translated) {
    parts.forEach((part, index) => {
      const target = childNamed(part, "target");
      if (!target) return;
      const read = readTarget(target.children, book);
      problem ??= read.problem;
      const order = target.attributes.order;
      place(order !== undefined && /^\d+$/.test(order) ? Number(order) - 1 : index, read.text, part, index);
    });
    // An ignorable without a target keeps its source (the white space between sentences); a segment without one
    // leaves part of the unit untranslated, which is never applied as if it were the whole.
    parts.forEach((part, index) => {
      if (childNamed(part, "target")) return;
      if (part.name === "ignorable") place(index, sources[index], part, index);
      else problem ??= { code: "incompleteTarget", segment: part.attributes.id ?? String(index + 1) };
    });
  }
  const target = translated ? slots.map((slot) => slot ?? "").join("") : "";
  const draft =
    target !== "" &&
    parts.some((part) => part.name === "segment" && childNamed(part, "target") && part.attributes.state === "initial");
  const key = unit.attributes.name ?? id;
  return { id, key, source: sources.join(""), target, draft, ...(problem ? { problem } : {}) };
}

/** The units below a `<body>` (1.2) or `<file>` (2.0), through any depth of groups; null when an id repeats. */
function collect(parent: XmlElement, version: XliffVersion, out: ReadUnit[], ids: Set<string>): FileProblem | null {
  for (const child of parent.children) {
    if (!isElement(child)) continue;
    if (child.name === "group") {
      const problem = collect(child, version, out, ids);
      if (problem) return problem;
      continue;
    }
    if (child.name !== (version === "1.2" ? "trans-unit" : "unit")) continue;
    const id = child.attributes.id ?? "";
    if (ids.has(id)) return { code: "duplicateUnit", id };
    ids.add(id);
    const unit = version === "1.2" ? unit12(child) : unit20(child);
    if (unit) out.push(unit);
  }
  return null;
}

/** Reads an XLIFF document: the file's target language first, then every unit of every `<file>`. */
export function readXliff(root: XmlElement, lang: string): ReadOutcome {
  const versionText = root.attributes.version ?? "";
  if (root.name !== "xliff" || !/^(1\.[0-2]|2\.[0-2])$/.test(versionText))
    return { ok: false, problem: { code: "notExchange" } };
  const version: XliffVersion = versionText.startsWith("1") ? "1.2" : "2.0";
  const files = childrenNamed(root, "file");
  const targetLangs =
    version === "1.2" ? files.map((file) => file.attributes["target-language"]) : [root.attributes.trgLang];
  const other = targetLangs.find((fileLang) => fileLang && !sameLanguage(fileLang, lang));
  if (other) return { ok: false, problem: { code: "otherLanguage", fileLang: other } };
  const units: ReadUnit[] = [];
  for (const file of files) {
    const body = version === "1.2" ? childNamed(file, "body") : file;
    const problem = body ? collect(body, version, units, new Set()) : null;
    if (problem) return { ok: false, problem };
  }
  return { ok: true, units };
}
