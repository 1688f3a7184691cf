/**
 * CSV export (RFC 4180): fields are quoted when they hold a quote, comma, CR or LF, quotes are doubled, and records
 * end with CRLF. Text cells that a spreadsheet would run as a formula (leading = + - @, tab or CR) get a leading `'`,
 * since exported data comes from users and upstream services (CSV/formula injection).
 */
import { plainDecimal } from "./format";

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString();
  if (typeof value === "string") return FORMULA_START.test(value) ? `'${value}` : value;
  // Numbers and booleans cannot carry a formula; a negative number must stay a number for the spreadsheet. A number
  // is written in plain decimals, as a spreadsheet may read "2e-7" as text.
  if (typeof value === "number")
    return Number.isInteger(value) && Math.abs(value) < 1e21 ? String(value) : plainDecimal(value);
  if (typeof value === "boolean" || typeof value === "bigint") return String(value);
  const json = JSON.stringify(value) ?? "";
  return FORMULA_START.test(json) ? `'${json}` : json;
}

/** Quotes one already-converted field when RFC 4180 requires it. */
export function csvField(value: unknown): string {
  const text = cellText(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((column) => csvField(column.header)).join(",")];
  for (const row of rows) {
    lines.push(columns.map((column) => csvField(column.value(row))).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}

/**
 * Offers the CSV as a file download in the browser. A UTF-8 byte order mark is prepended because spreadsheet
 * programs otherwise read non-ASCII names (umlauts, accents) as Latin-1.
 */
export function downloadCsv(fileName: string, csv: string): void {
  const name = fileName.toLowerCase().endsWith(".csv") ? fileName : `${fileName}.csv`;
  const blob = new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = name;
  anchor.style.display = "none";
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoke after the click has been handled; revoking synchronously cancels the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
