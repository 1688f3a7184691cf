import type { Profile, ProfileEntryWithGroup } from "@/lib/portal/schemas/profiles";

export type ProfileRow = Profile & { id: string; name: string };
export const hasProfileIdentity = (p: Profile): p is ProfileRow =>
  typeof p.id === "string" && p.id !== "" && typeof p.name === "string" && p.name !== "";
export const profileHref = (name: string) => `/access/profiles/${encodeURIComponent(name)}`;

/** Types the sandbox knows; the list's own types are added, so a portal with other types still offers them. */
export const KNOWN_PROFILE_TYPES = ["reseller", "client", "user"] as const;
export function profileTypesOf(profiles: readonly Profile[]): string[] {
  return [...new Set([...KNOWN_PROFILE_TYPES, ...profiles.flatMap((p) => (p.type ? [p.type] : []))])];
}

/** GET /profiles/tree: Profile fields plus children (free-form in the catalog, read as nodes again here). */
export interface ProfileTreeItem {
  id: string;
  name: string;
  type: string;
  children: ProfileTreeItem[];
}
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const textOr = (value: unknown) => (typeof value === "string" ? value : "");
/** A node, or null when it is not an object; children that do not all read as nodes are dropped. */
function treeItem(value: unknown): ProfileTreeItem | null {
  if (!isRecord(value)) return null;
  return {
    id: String(value.id),
    name: textOr(value.name),
    type: textOr(value.type),
    children: treeItems(value.children) ?? [],
  };
}
function treeItems(value: unknown): ProfileTreeItem[] | null {
  if (!Array.isArray(value)) return null;
  const items: ProfileTreeItem[] = [];
  for (const entry of value) {
    const item = treeItem(entry);
    if (!item) return null;
    items.push(item);
  }
  return items;
}
/** Plain checks, not zod: this module is on the access pages' first load. */
export const parseProfileTree = (data: unknown): ProfileTreeItem[] => treeItems(data) ?? [];

/** A profile's dashboard, permission or sub-profile entry with a row id. */
export type EntryRow = ProfileEntryWithGroup & { key: string };
export const toEntryRows = (entries: readonly ProfileEntryWithGroup[]): EntryRow[] =>
  entries.map((entry, i) => ({ ...entry, key: entry.name ?? String(i) }));
export const groupText = (group: unknown) =>
  typeof group === "string" ? group : group === undefined || group === null ? "" : JSON.stringify(group);
