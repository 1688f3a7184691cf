/**
 * Reading the dashboards area's answers where they are used: lenient about fields that are missing or of another
 * type (shown as absent), strict about the lists the pages iterate (an answer that is not one is reported, by
 * operation, in place of what it would have filled).
 */
import { isRecord, type Row } from "./element-data";

export interface DashboardStructureView {
  elements: unknown[];
  /** `path_params`: parameter name → declared type. */
  declared: Row;
  schema: Row | undefined;
}

/** GET /dashboard/{dashboard_path}: null when the answer is not an object or its `elements` is not a list. */
export function readStructure(data: unknown): DashboardStructureView | null {
  if (!isRecord(data)) return null;
  const elements = data.elements ?? [];
  if (!Array.isArray(elements)) return null;
  return {
    elements,
    declared: isRecord(data.path_params) ? data.path_params : {},
    schema: isRecord(data.schema) ? data.schema : undefined,
  };
}

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);

export interface DashboardEntry {
  name?: string;
  help?: string;
  version?: string;
}

/** The full list's item for a path (GET /dashboards/all), for the page's title; undefined when the answer has none. */
export function entryOf(list: unknown, path: string): DashboardEntry | undefined {
  if (!Array.isArray(list)) return undefined;
  const found = list.find((item) => isRecord(item) && item.path === path);
  return isRecord(found) ? { name: text(found.name), help: text(found.help), version: text(found.version) } : undefined;
}

/** A list answer's objects (the rest dropped), or null when the answer is not a list at all. */
export function recordsOf(data: unknown): Row[] | null {
  return Array.isArray(data) ? data.filter(isRecord) : null;
}

/** An item of the full list (GET /dashboards/all) with each field of the type the index shows, else absent. */
export interface DashboardRow {
  name?: string;
  path?: string;
  group?: string;
  subgroup?: string;
  version?: string;
  published?: boolean;
  navigable?: boolean;
  region?: unknown;
}

const flag = (value: unknown) => (typeof value === "boolean" ? value : undefined);

export function dashboardRowOf(item: Row): DashboardRow {
  return {
    name: text(item.name),
    path: text(item.path),
    group: text(item.group),
    subgroup: text(item.subgroup),
    version: text(item.version),
    published: flag(item.published),
    navigable: flag(item.navigable),
    region: item.region,
  };
}

/** An item of the element catalog (GET /dashboard/elements): its name and icon when they are text, its parts as sent. */
export function catalogElementOf(item: Row): { name?: string; icon?: string; parts: unknown } {
  return { name: text(item.name), icon: text(item.icon), parts: item.elements };
}
