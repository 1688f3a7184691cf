/**
 * What importing a glossary file would change: each entry of the file is new, changes an entry, or is the same;
 * entries the file does not name stay as they are.
 */
import { foldTerm, type Glossary, type GlossaryEntry } from "@/lib/i18n/glossary";

export type ImportKind = "new" | "changed" | "same";

export interface GlossaryImportItem {
  entry: GlossaryEntry;
  kind: ImportKind;
}

const sameEntry = (a: GlossaryEntry, b: GlossaryEntry) =>
  a.term === b.term && a.translation === b.translation && a.note === b.note && a.doNotTranslate === b.doNotTranslate;

export function planGlossaryImport(entries: readonly GlossaryEntry[], glossary: Glossary): GlossaryImportItem[] {
  const current = new Map(glossary.entries.map((entry) => [foldTerm(entry.term), entry]));
  return entries.map((entry) => {
    const existing = current.get(foldTerm(entry.term));
    return { entry, kind: !existing ? "new" : sameEntry(existing, entry) ? "same" : "changed" };
  });
}
