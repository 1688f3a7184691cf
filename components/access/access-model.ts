import { z } from "zod";
import type { Profile, ProfileEntryWithGroup } from "@/lib/portal/schemas/profiles";

export type ProfileRow = Profile & { id: string; name: string };
export const hasProfileIdentity = (p: Profile): p is ProfileRow => typeof p.id === "string" && p.id !== "" && typeof p.name === "string" && p.name !== "";
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
const TreeItem: z.ZodType<ProfileTreeItem> = z.lazy(() =>
  z.object({
    id: z.coerce.string(),
    name: z.string().catch(""),
    type: z.string().catch(""),
    children: z.array(TreeItem).catch([]),
  }),
);
export const parseProfileTree = (data: unknown): ProfileTreeItem[] => z.array(TreeItem).safeParse(data).data ?? [];

/** A profile's dashboard, permission or sub-profile entry with a row id. */
export type EntryRow = ProfileEntryWithGroup & { key: string };
export const toEntryRows = (entries: readonly ProfileEntryWithGroup[]): EntryRow[] =>
  entries.map((entry, i) => ({ ...entry, key: entry.name ?? String(i) }));
export const groupText = (group: unknown) => (typeof group === "string" ? group : group === undefined || group === null ? "" : JSON.stringify(group));
