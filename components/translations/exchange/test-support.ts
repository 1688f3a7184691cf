/** The sandbox's languages as the editor sees them, and the English note messages, for the exchange tests. */
import { createTranslator } from "next-intl";
import messages from "@/messages/en/translations.json";
import { seedTokenTables } from "@/sandbox/portal/seed/i18n";
import { joinRows, type TokenRow } from "../model/rows";
import type { NoteMessages } from "./unit-notes";
import type { ExchangeDocument, ExchangeFormat } from "./units";
import { writeExchange } from "./write";

const tables = seedTokenTables({ loadTokens: 0 });
const asTokens = (lang: "en" | "de" | "fr") => Object.entries(tables[lang]).map(([key, cell]) => ({ key, ...cell }));

export const SANDBOX_LANGS = ["de", "fr"] as const;

export function sandboxRows(lang: "de" | "fr"): TokenRow[] {
  return joinRows(asTokens(lang), asTokens("en"));
}

export function documentOf(lang: string, rows: readonly TokenRow[]): ExchangeDocument {
  return {
    sourceLang: "en",
    targetLang: lang,
    units: rows.map((row) => ({
      key: row.key,
      source: row.source,
      target: row.value,
      state: row.translated ? "translated" : "untranslated",
    })),
  };
}

const t = createTranslator({ locale: "en", messages: { notes: messages.exchange.notes }, namespace: "notes" });

/** The notes as an English-speaking exporter writes them. */
export const EN_NOTES: NoteMessages = (key, values) => t(key, values);

/** A file's text as the export writes it, in English; throws when the export refused a unit. */
export function exportText(format: ExchangeFormat, document: ExchangeDocument): string {
  const written = writeExchange(format, document, EN_NOTES);
  if (written.refused.length > 0) throw new Error(`refused: ${JSON.stringify(written.refused)}`);
  return written.text;
}
