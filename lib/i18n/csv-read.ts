/**
 * Reads CSV (RFC 4180: quoted fields, doubled quotes, CRLF or LF, a leading byte order mark) into records keyed by
 * the header row. The counterpart of lib/csv.ts, for imports.
 */

/** All records as arrays of fields; an empty trailing line is not a record. */
export function parseCsv(text: string): string[][] {
  const input = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  let i = 0;
  const endField = () => {
    record.push(field);
    field = "";
  };
  const endRecord = () => {
    endField();
    if (!(record.length === 1 && record[0] === "")) records.push(record);
    record = [];
  };
  while (i < input.length) {
    const char = input[i];
    if (quoted) {
      if (char === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        field += char;
      }
      i += 1;
      continue;
    }
    if (char === '"' && field === "") quoted = true;
    else if (char === ",") endField();
    else if (char === "\n") endRecord();
    else if (char === "\r") {
      if (input[i + 1] !== "\n") endRecord();
    } else field += char;
    i += 1;
  }
  if (quoted) throw new Error("unclosed quote");
  if (field !== "" || record.length > 0) endRecord();
  return records;
}

/** The header's names (trimmed, lower-cased) and the records as objects keyed by them. */
export function parseCsvRecords(text: string): { header: string[]; records: Record<string, string>[] } {
  const [head = [], ...rest] = parseCsv(text);
  const header = head.map((name) => name.trim().toLowerCase());
  const records = rest.map((fields) => Object.fromEntries(header.map((name, i) => [name, fields[i] ?? ""])));
  return { header, records };
}

/** Undoes the export's guard against spreadsheet formulas (a `'` before a leading = + - @, tab or CR). */
export const unguardFormula = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);
