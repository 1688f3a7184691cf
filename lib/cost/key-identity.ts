/** Who a key is, as the key list states it: the part of an AIKeyListItem the ledger and the key tables share. */
import { guard } from "@/lib/guards";

export interface KeyIdentity {
  id: string;
  name: string;
  /** "" outside any project. */
  projectId: string;
  project: string;
  user: string;
  /** Switched on: `is_active` (an absent flag reads as on, the portal's default). */
  enabled: boolean;
}

const text = guard.maybe(guard.string);
const Item = guard.objectOf({
  id: text,
  name: text,
  original_name: text,
  project: text,
  project_id: text,
  team: guard.maybe(guard.objectOf({ name: text })),
  user: text,
  is_active: guard.maybe(guard.boolean),
});

/** A key list item's identity; an item that is not an object reads as a key without id. */
export function keyIdentityOf(raw: unknown): KeyIdentity {
  const item = Item.safeParse(raw).data ?? {};
  const id = item.id ?? "";
  return {
    id,
    name: item.name ?? item.original_name ?? id,
    projectId: item.project_id ?? "",
    project: item.project || (item.team?.name ?? ""),
    user: item.user ?? "",
    enabled: item.is_active !== false,
  };
}
