/** The sandbox's languages as the editor sees them, for the exchange tests. */
import { seedTokenTables } from "@/sandbox/portal/seed/i18n";
import { joinRows, type TokenRow } from "../model/rows";
import type { ExchangeDocument } from "./units";

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
