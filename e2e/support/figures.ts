import { readFileSync } from "node:fs";
import { expect, type Locator, type Page } from "@playwright/test";

/** Reading figures as the user sees them (en-US): money, counts, CSV downloads, and the sums they are checked against. */

/** "€1,234.56" or "-€0.50" → 1234.56 / -0.5. */
export const amount = (text: string | null) => Number((text ?? "").replace(/[^\d.-]/g, ""));
/** Money compared to the cent: the amount in whole cents. */
export const cents = (value: number) => Math.round(value * 100);
/** "407,349,292" → 407349292. */
export const count = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

/** RFC 4180 as lib/csv.ts writes it: quoted fields, doubled quotes, CRLF, a byte order mark. */
export function parseCsv(text: string): Record<string, string>[] {
  const records: string[][] = [];
  let field = "";
  let record: string[] = [];
  let quoted = false;
  const body = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      record.push(field);
      field = "";
    } else if (c === "\r" && body[i + 1] === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      i++;
    } else field += c;
  }
  if (field !== "" || record.length > 0) records.push([...record, field]);
  const [header, ...rows] = records;
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ""])));
}

/** Clicks what starts a CSV download and reads the file. */
export async function downloadCsv(page: Page, start: Locator): Promise<Record<string, string>[]> {
  const pending = page.waitForEvent("download", { timeout: 60_000 });
  await start.click();
  const file = await (await pending).path();
  return parseCsv(readFileSync(file, "utf8"));
}

export interface Sum {
  spend: number;
  tokens: number;
  keys: Set<string>;
}

const add = (map: Map<string, Sum>, id: string, spend: number, tokens: number, key: string) => {
  const sum = map.get(id) ?? { spend: 0, tokens: 0, keys: new Set<string>() };
  sum.spend += spend;
  sum.tokens += tokens;
  sum.keys.add(key);
  map.set(id, sum);
};

/** Finance's CSV by project, key and day added up every way the screens show it. */
export function sums(rows: readonly Record<string, string>[], h: Record<string, string>) {
  const total: Sum = { spend: 0, tokens: 0, keys: new Set() };
  const byProject = new Map<string, Sum>();
  const byKey = new Map<string, Sum>();
  const byDay = new Map<string, Sum>();
  for (const row of rows) {
    const spend = Number(row[h.spend]);
    const tokens = Number(row[h.tokens]);
    const key = row[h.keyId];
    total.spend += spend;
    total.tokens += tokens;
    total.keys.add(key);
    add(byProject, row[h.projectId], spend, tokens, key);
    add(byKey, key, spend, tokens, key);
    add(byDay, row[h.date], spend, tokens, key);
  }
  return { total, byProject, byKey, byDay };
}
export type Sums = ReturnType<typeof sums>;

const none: Sum = { spend: 0, tokens: 0, keys: new Set() };
export const of = (map: Map<string, Sum>, id: string): Sum => map.get(id) ?? none;

/** A money figure on screen equals a sum to the cent. */
export function expectCents(shown: string | null, expected: number, what: string) {
  expect(cents(amount(shown)), `${what}: ${shown} against ${expected.toFixed(6)}`).toBe(cents(expected));
}
