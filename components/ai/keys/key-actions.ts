/**
 * The actions on AI keys, declared once as data (see `ResourceAction`): the list's header, rows and bulk bar, the
 * key's page header and tests read this list; nothing else decides whether an action is offered or which permission
 * it needs.
 */
import { Link2, Pencil, Plus, Power, PowerOff, Trash2 } from "lucide-react";
import type { ResourceAction } from "@/components/ui/actions/resource-action";

export type KeyActionId = "create" | "edit" | "activate" | "deactivate" | "assign" | "delete";
/** The actions the list's bulk bar offers for a selection of keys. */
export type KeyBulkActionId = Extract<KeyActionId, "activate" | "deactivate" | "delete">;

/** What a key action's availability depends on: whether the key is active (no key for the list's own actions). */
export type KeyInState = { active: boolean } | undefined;

// Keys of `ai.keys`; a bulk action's label is `ai.keys.bulk.<id>` (with a count).
type KeyLabel = "create.open" | `actions.${Exclude<KeyActionId, "create">}`;

export type KeyActionDef = ResourceAction<KeyActionId, KeyInState, KeyLabel>;

export const KEY_ACTIONS: readonly KeyActionDef[] = [
  {
    id: "create",
    label: "create.open",
    icon: Plus,
    op: "ai.keys.create",
    confirm: "form",
    tone: "primary",
    onList: true,
  },
  { id: "edit", label: "actions.edit", icon: Pencil, op: "ai.key.update", confirm: "form" },
  {
    id: "activate",
    label: "actions.activate",
    slot: "toggle",
    icon: Power,
    op: "ai.key.update",
    allowedWhen: (key) => key?.active === false,
    confirm: "none",
    bulk: true,
  },
  {
    id: "deactivate",
    label: "actions.deactivate",
    slot: "toggle",
    icon: PowerOff,
    op: "ai.key.update",
    allowedWhen: (key) => key?.active === true,
    confirm: "none",
    bulk: true,
  },
  { id: "assign", label: "actions.assign", icon: Link2, op: "ai.key.assign", confirm: "form" },
  // Applications using the key lose access at once: the user types its name (a selection: "delete 3 keys").
  {
    id: "delete",
    label: "actions.delete",
    icon: Trash2,
    op: "ai.key.delete",
    confirm: "typeName",
    tone: "danger",
    bulk: true,
  },
];

/** The actions the list's bulk bar offers (those marked `bulk`), typed as such. */
export const KEY_BULK_ACTIONS = KEY_ACTIONS.filter(
  (action): action is KeyActionDef & { id: KeyBulkActionId } => action.bulk === true,
);
