/**
 * How an element's data is shown, decided from the data itself (the spec gives the answers of many operations, and
 * dashboard elements, no shape): a list of records becomes a table, a record a list of facts, anything else JSON.
 * Columns come from the element's own declaration when it gives one, otherwise from the rows.
 */

export type Row = Record<string, unknown>;

export type ElementDataView =
  | { kind: "table"; rows: Row[] }
  | { kind: "values"; values: unknown[] }
  | { kind: "record"; record: Row }
  | { kind: "empty" }
  | { kind: "json"; value: unknown };

export interface ElementColumn {
  key: string;
  header: string;
}

export const isRecord = (value: unknown): value is Row =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isScalar = (value: unknown) =>
  value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean";

/** Columns shown at first; the others stay one click away in the table's column chooser. */
export const VISIBLE_COLUMNS = 6;
/** Rows looked at to find the columns: enough to see optional fields, cheap on a 10,000-row answer. */
const SAMPLED_ROWS = 50;

export function viewOf(data: unknown): ElementDataView {
  if (data === undefined || data === null || data === "") return { kind: "empty" };
  if (Array.isArray(data)) {
    if (data.length === 0) return { kind: "table", rows: [] };
    if (data.every(isRecord)) return { kind: "table", rows: data };
    if (data.every(isScalar)) return { kind: "values", values: data };
    return { kind: "json", value: data };
  }
  if (isRecord(data)) return Object.keys(data).length === 0 ? { kind: "empty" } : { kind: "record", record: data };
  return { kind: "json", value: data };
}

/** `project_name` → "Project name", `createdAt` → "Created at", `id` → "ID". */
export function headerOf(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_.-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  if (words.length === 0) return key;
  const text = words.map((word) => (word === "id" ? "ID" : word === "url" ? "URL" : word)).join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);

/** One declared column: `"name"` or `{key|field|name|id, label|title|header}`. */
function declaredColumn(entry: unknown): ElementColumn | undefined {
  if (typeof entry === "string")
    return entry.trim() ? { key: entry.trim(), header: headerOf(entry.trim()) } : undefined;
  if (!isRecord(entry)) return undefined;
  const key = text(entry.key) ?? text(entry.field) ?? text(entry.name) ?? text(entry.id);
  if (!key) return undefined;
  return { key, header: text(entry.label) ?? text(entry.title) ?? text(entry.header) ?? headerOf(key) };
}

/** The properties of a JSON-Schema-like declaration of a row: `items.properties` for a list, else `properties`. */
function schemaColumns(schema: unknown): ElementColumn[] {
  if (!isRecord(schema)) return [];
  const properties =
    isRecord(schema.items) && isRecord(schema.items.properties) ? schema.items.properties : schema.properties;
  if (!isRecord(properties)) return [];
  return Object.entries(properties).map(([key, definition]) => ({
    key,
    header: (isRecord(definition) && text(definition.title)) || headerOf(key),
  }));
}

/** Columns the element declares itself (`columns`, or its `schema`), in its order; empty when it declares none. */
export function declaredColumns(element: Row): ElementColumn[] {
  const listed = Array.isArray(element.columns) ? element.columns.map(declaredColumn) : [];
  const columns = listed.filter((column): column is ElementColumn => column !== undefined);
  const unique = (list: ElementColumn[]) =>
    list.filter((column, index) => list.findIndex((c) => c.key === column.key) === index);
  return unique(columns.length > 0 ? columns : schemaColumns(element.schema));
}

/** Names first (they say what a row is), then the fields in the order the portal sent them, identifiers last. */
const PRIORITY = ["name", "title", "label", "display_name"];
const isIdentifier = (key: string) => /(^|_)(id|uid|uuid)$|Id$/.test(key);

/**
 * The scalar fields of the rows, in first-seen order with a name-like field first. Rows with no scalar field of their
 * own (Kubernetes-style records: `metadata`, `spec`) take the scalar fields of their nested records, one level down
 * (`metadata.name`), so that a list of them is not a table without columns.
 */
export function derivedColumns(rows: readonly Row[]): ElementColumn[] {
  const sampled = rows.slice(0, SAMPLED_ROWS);
  const own = scalarColumns(sampled);
  if (own.length > 0 || sampled.length === 0) return own;
  const flattened = sampled.map((row) =>
    Object.fromEntries(
      Object.entries(row).flatMap(([key, value]) =>
        isRecord(value) ? Object.entries(value).map(([child, inner]) => [`${key}.${child}`, inner] as const) : [],
      ),
    ),
  );
  return scalarColumns(flattened);
}

function scalarColumns(rows: readonly Row[]): ElementColumn[] {
  const keys: string[] = [];
  const nested = new Set<string>();
  for (const row of rows) {
    for (const [key, value] of Object.entries(row)) {
      if (!isScalar(value)) nested.add(key);
      else if (!keys.includes(key)) keys.push(key);
    }
  }
  const scalar = keys.filter((key) => !nested.has(key));
  const lastPart = (key: string) => key.slice(key.lastIndexOf(".") + 1);
  const first = PRIORITY.flatMap((name) => scalar.filter((key) => lastPart(key) === name))[0];
  const rest = scalar.filter((key) => key !== first);
  const ordered = [
    ...(first ? [first] : []),
    ...rest.filter((key) => !isIdentifier(lastPart(key))),
    ...rest.filter((key) => isIdentifier(lastPart(key))),
  ];
  return ordered.map((key) => ({ key, header: headerOf(key) }));
}

/** A value read by a dotted path (`cluster_project.shoot.metadata.name`), for declared columns and row links. */
export function valueAt(row: unknown, path: string): unknown {
  if (!isRecord(row)) return undefined;
  if (Object.hasOwn(row, path)) return row[path];
  let value: unknown = row;
  for (const part of path.split(".")) {
    if (!isRecord(value)) return undefined;
    value = value[part];
  }
  return value;
}

/** A cell's text for search, sort and CSV: scalars as they are, anything else as compact JSON. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  try {
    return JSON.stringify(value);
  } catch {
    return "";
  }
}
