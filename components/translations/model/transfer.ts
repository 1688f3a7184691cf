/**
 * Export and import of one language: nested JSON (the console's own message format) or CSV (key, source, value,
 * translated). Importing compares the file with the current table and lists what would change, with the checks of
 * each new text, before anything is sent.
 */
import { parseCsvRecords, unguardFormula } from "@/lib/i18n/csv-read";
import { checkTranslation, type TranslationIssue } from "@/lib/i18n/icu-checks";
import { flattenMessages, unflattenMessages } from "@/lib/i18n/tokens";
import { toCsv } from "@/lib/csv";
import type { ReadUnit, UnitProblem } from "../exchange/units";
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
export function readImportFile(
  fileName: string,
  text: string,
  lang: string,
): { entries: Map<string, string> } | { error: ImportReadError } {
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
  /** A translator's file unit whose inline codes could not be restored (by unit id): never applied. */
  refusal?: UnitProblem & { unit: string };
  /** The file marks the text as not final (PO `fuzzy`, an XLIFF review state): listed, not selected at first. */
  draft?: boolean;
  /**
   * The source text the file was translated from, when it differs from the current source: the source changed since
   * the file was exported, so the translation may be of an outdated text. Listed, not selected at first.
   */
  staleSource?: string;
}

export const isApplicable = (change: ImportChange) => change.errors.length === 0 && !change.refusal;

/** Whether the preview ticks a change at first: applicable, final in the file, and of the current source text. */
export const selectedAtFirst = (change: ImportChange) =>
  isApplicable(change) && !change.draft && change.staleSource === undefined;

export interface ImportPlan {
  changes: ImportChange[];
  /** Keys this language does not have: never created by an import (adding a key is its own dialog). */
  unknown: string[];
  unchanged: number;
  /** Keys whose text in the file is empty (untranslated there): nothing to apply. */
  empty: number;
}

/** What an import compares a file with: a row's key, source and saved text. */
export type PlanRow = Pick<TokenRow, "key" | "source" | "value">;

export function planImport(entries: ReadonlyMap<string, string>, rows: readonly PlanRow[], lang: string): ImportPlan {
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const plan: ImportPlan = { changes: [], unknown: [], unchanged: 0, empty: 0 };
  for (const [key, after] of entries) {
    const row = byKey.get(key);
    if (!row) plan.unknown.push(key);
    else if (after === "") plan.empty += 1;
    else if (after === row.value) plan.unchanged += 1;
    else
      plan.changes.push({
        key,
        source: row.source,
        before: row.value,
        after,
        errors: checkTranslation(row.source, after, lang).errors,
      });
  }
  plan.changes.sort((a, b) => (a.key < b.key ? -1 : 1));
  plan.unknown.sort();
  return plan;
}

/**
 * The plan of a translator's file (XLIFF, PO): as `planImport`, plus the units refused for broken inline codes, the
 * texts the file marks as not final, and the translations of a source text that has changed since the export.
 */
export function planUnits(units: readonly ReadUnit[], rows: readonly PlanRow[], lang: string): ImportPlan {
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const entries = new Map<string, string>();
  const refused: ImportChange[] = [];
  for (const unit of units) {
    const row = byKey.get(unit.key);
    if (!unit.problem || !row) entries.set(unit.key, unit.target);
    else
      refused.push({
        key: unit.key,
        source: row.source,
        before: row.value,
        after: unit.target,
        errors: [],
        refusal: { ...unit.problem, unit: unit.id },
        ...(unit.source !== row.source ? { staleSource: unit.source } : {}),
      });
  }
  const plan = planImport(entries, rows, lang);
  const byUnit = new Map(units.map((unit) => [unit.key, unit]));
  for (const change of plan.changes) {
    const unit = byUnit.get(change.key);
    if (unit?.draft) change.draft = true;
    if (unit && unit.source !== change.source) change.staleSource = unit.source;
  }
  plan.changes.push(...refused);
  plan.changes.sort((a, b) => (a.key < b.key ? -1 : 1));
  return plan;
}
