/** One language's units as a file of the chosen format, with its file name. */
import { writePo } from "./po";
import type { ExchangeDocument, ExchangeFormat } from "./units";
import { writeXliff } from "./xliff-document";

export async function writeExchange(format: ExchangeFormat, document: ExchangeDocument): Promise<string> {
  if (format === "po") return writePo(document);
  return writeXliff(document, format === "xliff12" ? "1.2" : "2.0");
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
