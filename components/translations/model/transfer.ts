/**
 * Export and import of one language: nested JSON (the console's own message format) or CSV (key, source, value,
 * translated). Importing compares the file with the current table and lists what would change, with the checks of
 * each new text, before anything is sent.
 */
import { parseCsvRecords, unguardFormula } from "@/lib/i18n/csv-read";
import { checkTranslation, type TranslationIssue } from "@/lib/i18n/icu-checks";
import { flattenMessages, unflattenMessages } from "@/lib/i18n/tokens";
import { toCsv } from "@/lib/csv";
import type { TokenRow } from "./rows";

/** Translated tokens only, nested by their dotted keys. */
export function exportJson(rows: readonly TokenRow[]): string {
  const flat: Record<string, string> = {};
  for (const row of rows) if (row.translated) flat[row.key] = row.value;
  return `${JSON.stringify(unflattenMessages(flat), null, 2)}\n`;
}

export function exportCsv(rows: readonly TokenRow[]): string {
  return toCsv(rows, [
    { header: "key", value: (row) => row.key },
    { header: "source", value: (row) => row.source },
    { header: "value", value: (row) => row.value },
    { header: "translated", value: (row) => row.translated },
  ]);
}

export type ImportReadError = "unreadable" | "notJson" | "noKeyColumn" | "noValueColumn" | "empty";

/** The key → text pairs of an import file; the format follows the file name (`.csv`, else JSON). */
export function readImportFile(fileName: string, text: string, lang: string): { entries: Map<string, string> } | { error: ImportReadError } {
  const entries = new Map<string, string>();
  if (fileName.toLowerCase().endsWith(".csv")) {
    let parsed: ReturnType<typeof parseCsvRecords>;
    try {
      parsed = parseCsvRecords(text);
    } catch {
      return { error: "unreadable" };
    }
    if (!parsed.header.includes("key")) return { error: "noKeyColumn" };
    const column = ["value", "translation", "text", lang.toLowerCase()].find((name) => parsed.header.includes(name));
    if (!column) return { error: "noValueColumn" };
    for (const record of parsed.records) {
      const key = record.key.trim();
      if (key) entries.set(key, unguardFormula(record[column]));
    }
  } else {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return { error: "notJson" };
    }
    if (!data || typeof data !== "object" || Array.isArray(data)) return { error: "notJson" };
    for (const [key, value] of Object.entries(flattenMessages(data))) entries.set(key, value);
  }
  return entries.size === 0 ? { error: "empty" } : { entries };
}

export interface ImportChange {
  key: string;
  source: string;
  before: string;
  after: string;
  /** Blocking problems of the new text; a change with any is not applied. */
  errors: TranslationIssue[];
}

export interface ImportPlan {
  changes: ImportChange[];
  /** Keys this language does not have: never created by an import (adding a key is its own dialog). */
  unknown: string[];
  unchanged: number;
  /** Keys whose text in the file is empty (untranslated there): nothing to apply. */
  empty: number;
}

export function planImport(entries: ReadonlyMap<string, string>, rows: readonly TokenRow[], lang: string): ImportPlan {
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const plan: ImportPlan = { changes: [], unknown: [], unchanged: 0, empty: 0 };
  for (const [key, after] of entries) {
    const row = byKey.get(key);
    if (!row) plan.unknown.push(key);
    else if (after === "") plan.empty += 1;
    else if (after === row.value) plan.unchanged += 1;
    else plan.changes.push({ key, source: row.source, before: row.value, after, errors: checkTranslation(row.source, after, lang).errors });
  }
  plan.changes.sort((a, b) => (a.key < b.key ? -1 : 1));
  plan.unknown.sort();
  return plan;
}
