/**
 * A glossary as a file: CSV (`term,translation,note,do_not_translate`, the spreadsheet way) and TBX (what CAT tools
 * read, glossary-tbx.ts). Reading checks every row with the entry schema and reports the rows it cannot take by
 * number and field, keeping the others; a term given twice keeps its last row.
 */
import { z } from "zod";
import { toCsv } from "@/lib/csv";
import { parseCsvRecords, unguardFormula } from "./csv-read";
import { foldTerm, NOTE_MAX, TERM_MAX, TRANSLATION_MAX, type GlossaryEntry } from "./glossary";
import { readTbx, writeTbx, type RawGlossaryRow, type TbxProblem } from "./glossary-tbx";

const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;
const text = (max: number) =>
  z
    .string()
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .max(max)
        .refine((value) => !CONTROL.test(value), "control characters"),
    );

/** One entry as a translator or a file gives it: a term, and a translation unless the term stays as it is. */
export const GlossaryEntryInput = z
  .object({
    term: text(TERM_MAX).pipe(z.string().min(1)),
    translation: text(TRANSLATION_MAX),
    note: text(NOTE_MAX),
    doNotTranslate: z.boolean(),
  })
  .superRefine((entry, context) => {
    if (!entry.doNotTranslate && entry.translation === "")
      context.addIssue({ code: "custom", path: ["translation"], message: "required" });
  })
  .transform((entry): GlossaryEntry => (entry.doNotTranslate ? { ...entry, translation: "" } : entry));

export type GlossaryFormat = "csv" | "tbx";

/** Why a row (CSV, after the header) or an entry (TBX) cannot be taken. */
export type GlossaryRowCode = "required" | "tooLong" | "invalid";

export type GlossaryFileProblem =
  /** `line`: the row or entry, 1-based; `field`: the field of the entry that is wrong. */
  | { line: number; field: string; code: GlossaryRowCode }
  /** The file as a whole (`line` 0): no term column, no entries, a CSV the reader cannot follow, a TBX refused. */
  | { line: 0; field: "term"; code: "noTermColumn" }
  | { line: 0; code: "noEntries" }
  | { line: 0; code: "unreadable"; detail: string }
  | ({ line: 0 } & TbxProblem);

export interface GlossaryFile {
  entries: GlossaryEntry[];
  problems: GlossaryFileProblem[];
}

const YES = new Set(["yes", "true", "1", "x", "ja", "oui"]);

export function writeGlossaryCsv(entries: readonly GlossaryEntry[]): string {
  return toCsv(entries, [
    { header: "term", value: (e) => e.term },
    { header: "translation", value: (e) => e.translation },
    { header: "note", value: (e) => e.note },
    { header: "do_not_translate", value: (e) => (e.doNotTranslate ? "yes" : "") },
  ]);
}

/** CSV rows by header name: this console's columns, or a two-column `source,target` file (translate-toolkit). */
function readCsvRows(content: string): RawGlossaryRow[] | GlossaryFileProblem {
  const { header, records } = parseCsvRecords(content);
  const termColumn = header.find((name) => name === "term" || name === "source");
  const translationColumn = header.find((name) => name === "translation" || name === "target");
  if (!termColumn) return { line: 0, field: "term", code: "noTermColumn" };
  return records.map((record, index) => ({
    line: index + 1,
    term: unguardFormula(record[termColumn] ?? ""),
    translation: unguardFormula(translationColumn ? (record[translationColumn] ?? "") : ""),
    note: unguardFormula(record.note ?? record.comment ?? ""),
    doNotTranslate: YES.has((record.do_not_translate ?? "").trim().toLowerCase()),
  }));
}

export function formatOf(fileName: string): GlossaryFormat | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith(".csv")) return "csv";
  if (lower.endsWith(".tbx") || lower.endsWith(".xml")) return "tbx";
  return null;
}

/** The entries of a glossary file, with the rows it could not take. */
export function readGlossaryFile(
  format: GlossaryFormat,
  content: string,
  languages: { source: string; target: string },
): GlossaryFile {
  let rows: RawGlossaryRow[];
  if (format === "tbx") {
    const read = readTbx(content, languages.source, languages.target);
    if (!read.ok) return { entries: [], problems: [{ line: 0, ...read.problem }] };
    rows = read.rows;
  } else {
    let read: RawGlossaryRow[] | GlossaryFileProblem;
    try {
      read = readCsvRows(content);
    } catch (error) {
      return {
        entries: [],
        problems: [{ line: 0, code: "unreadable", detail: error instanceof Error ? error.message : "" }],
      };
    }
    if (!Array.isArray(read)) return { entries: [], problems: [read] };
    rows = read;
  }
  const byTerm = new Map<string, GlossaryEntry>();
  const problems: GlossaryFileProblem[] = [];
  for (const row of rows) {
    if (!row.term.trim() && !row.translation.trim() && !row.note.trim()) continue;
    const parsed = GlossaryEntryInput.safeParse(row);
    if (parsed.success) {
      const key = foldTerm(parsed.data.term);
      byTerm.delete(key);
      byTerm.set(key, parsed.data);
    } else {
      const issue = parsed.error.issues[0];
      const code: GlossaryRowCode =
        issue.code === "too_big"
          ? "tooLong"
          : issue.code === "too_small" || issue.message === "required"
            ? "required"
            : "invalid";
      problems.push({ line: row.line, field: String(issue.path[0] ?? ""), code });
    }
  }
  if (byTerm.size === 0 && problems.length === 0) problems.push({ line: 0, code: "noEntries" });
  return { entries: [...byTerm.values()], problems };
}

export function writeGlossaryFile(
  format: GlossaryFormat,
  entries: readonly GlossaryEntry[],
  languages: { source: string; target: string },
): string {
  return format === "csv" ? writeGlossaryCsv(entries) : writeTbx(entries, languages.source, languages.target);
}
