/**
 * Generic records of the inventories (networks, load balancers, volumes): rows are whatever objects the portal
 * sends, columns come from the keys present. Pure helpers, kept apart from React for tests.
 */
export type RecordRow = Record<string, unknown>;

// A plain check, not zod: these helpers run on the inventories' first paint, where zod would cost ~32 kB.
const isRecord = (item: unknown): item is RecordRow =>
  item !== null && typeof item === "object" && !Array.isArray(item);

/** The objects of a list; anything else the portal might put there (null, strings) is left out. */
export function toRows(list: readonly unknown[] | undefined): RecordRow[] {
  if (!list) return [];
  return list.filter(isRecord);
}

/** Keys put first when present, in this order; then the others as they first appear; ids last. */
const LEADING = [
  "name",
  "zoneName",
  "floating_ip_address",
  "status",
  "operating_status",
  "provisioning_status",
  "description",
];
const TRAILING = ["id", "project_id", "tenant_id"];

/**
 * Every key any row has, in a stable reading order. With `projectsNamed`, `project_id` reads as a project's name,
 * so it moves up among the visible columns.
 */
export function columnKeys(rows: readonly RecordRow[], projectsNamed = false): string[] {
  const seen = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) seen.add(key);
  const trailingKeys = projectsNamed ? TRAILING.filter((key) => key !== "project_id") : TRAILING;
  const leading = [...LEADING, ...(projectsNamed ? ["project_id"] : [])].filter((key) => seen.has(key));
  const trailing = trailingKeys.filter((key) => seen.has(key));
  const middle = [...seen].filter((key) => !leading.includes(key) && !trailing.includes(key));
  return [...leading, ...middle, ...trailing];
}

/** How many columns a generic table shows before the column chooser. */
export const VISIBLE_COLUMNS = 8;

/** Columns hidden at first: ids, and whatever comes after the first few. */
export function hiddenKeys(keys: readonly string[], projectsNamed = false): string[] {
  const trailing = projectsNamed ? TRAILING.filter((key) => key !== "project_id") : TRAILING;
  const shown = keys.filter((key) => !trailing.includes(key)).slice(0, VISIBLE_COLUMNS);
  return keys.filter((key) => !shown.includes(key));
}

/** A record's identity for selection and sheets: its id, else its name, else its position. */
export function rowId(row: RecordRow, index: number): string {
  const id = row.id ?? row.name ?? row.zoneName;
  return typeof id === "string" || typeof id === "number" ? String(id) : `#${index}`;
}

/** A record's title: its name, else its id. */
export function rowTitle(row: RecordRow): string | undefined {
  for (const key of ["name", "zoneName", "floating_ip_address", "id"]) {
    const value = row[key];
    if (typeof value === "string" && value !== "") return value;
  }
  return undefined;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
export const isIsoDate = (value: unknown): value is string =>
  typeof value === "string" && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value));

/** A value as one sortable, searchable primitive: numbers stay numbers, everything else becomes text. */
export function sortValue(value: unknown): string | number {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return value;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value === "string") return value;
  return JSON.stringify(value) ?? "";
}

/** Compares two sort values: numbers before text, text by locale-independent code points. */
export function compareSortValues(a: string | number, b: string | number): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "number") return -1;
  if (typeof b === "number") return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The text of a value in a CSV cell. */
export function exportText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** A short inline reading of an array or object: primitives listed, nested structures counted. */
export function summarize(
  value: unknown,
  maxLength = 80,
): { text: string } | { count: number; kind: "items" | "fields" } {
  if (Array.isArray(value)) {
    if (value.every((item) => item === null || typeof item !== "object"))
      return { text: clip(value.map(String).join(", "), maxLength) };
    return { count: value.length, kind: "items" };
  }
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value);
    if (entries.every(([, item]) => item === null || typeof item !== "object")) {
      return { text: clip(entries.map(([key, item]) => `${key}: ${String(item)}`).join(", "), maxLength) };
    }
    return { count: entries.length, kind: "fields" };
  }
  return { text: clip(String(value), maxLength) };
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The array-valued keys of an object-of-arrays answer, known ones first in their order, then any others. */
export function arrayKeys(data: Record<string, unknown> | undefined, known: readonly string[]): string[] {
  const present = data ? Object.keys(data).filter((key) => Array.isArray(data[key])) : [];
  return [...known, ...present.filter((key) => !known.includes(key))];
}
