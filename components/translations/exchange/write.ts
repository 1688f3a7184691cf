/** One language's units as a file of the chosen format, with its file name and the units the format cannot carry. */
import { writePo } from "./po";
import { unitNote, type NoteMessages } from "./unit-notes";
import type { ExchangeDocument, ExchangeFormat, ExchangeUnit, WrittenFile } from "./units";
import { writeXliff } from "./xliff-write";

export function writeExchange(format: ExchangeFormat, document: ExchangeDocument, notes: NoteMessages): WrittenFile {
  const noteOf = (unit: ExchangeUnit) => unitNote(unit.key, unit.source, notes);
  if (format === "po") return writePo(document, noteOf);
  return writeXliff(document, format === "xliff12" ? "1.2" : "2.0", noteOf);
}

export function exchangeFileName(format: ExchangeFormat, lang: string): string {
  return format === "po"
    ? `translations-${lang}.po`
    : `translations-${lang}.${format === "xliff12" ? "xliff12" : "xliff20"}.xlf`;
}

export const MIME_TYPE: Record<ExchangeFormat, string> = {
  xliff12: "application/xliff+xml;charset=utf-8",
  xliff20: "application/xliff+xml;charset=utf-8",
  po: "text/x-gettext-translation;charset=utf-8",
};
