/**
 * The actions on an AI key, declared once as data (see `ResourceAction`): the key's page header, the list's bulk
 * bar and tests read this list; nothing else decides whether an action is offered or which permission it needs.
 */
import { Link2, Pencil, Plus, Power, PowerOff, Trash2 } from "lucide-react";
import { actionOf, allowedActions, type ResourceAction } from "@/components/ui/actions/resource-action";

export type KeyActionId = "edit" | "activate" | "deactivate" | "assign" | "delete";
/** The actions the list's bulk bar offers for a selection of keys. */
export type KeyBulkActionId = Extract<KeyActionId, "activate" | "deactivate" | "delete">;

/** What a key action's availability depends on: whether the key is active. */
export interface KeyInState {
  active: boolean;
}

/** The label of each action is `ai.keys.actions.<id>`; a bulk action's is `ai.keys.bulk.<id>` (with a count). */
export type KeyActionDef = ResourceAction<KeyActionId, KeyInState, KeyActionId>;

export const KEY_ACTIONS: readonly KeyActionDef[] = [
  { id: "edit", label: "edit", icon: Pencil, op: "ai.key.update", confirm: "form" },
  {
    id: "activate",
    label: "activate",
    slot: "toggle",
    icon: Power,
    op: "ai.key.update",
    allowedWhen: ({ active }) => !active,
    confirm: "none",
    bulk: true,
  },
  {
    id: "deactivate",
    label: "deactivate",
    slot: "toggle",
    icon: PowerOff,
    op: "ai.key.update",
    allowedWhen: ({ active }) => active,
    confirm: "none",
    bulk: true,
  },
  { id: "assign", label: "assign", icon: Link2, op: "ai.key.assign", confirm: "form" },
  // Applications using the key lose access at once: the user types its name (a selection: "delete 3 keys").
  { id: "delete", label: "delete", icon: Trash2, op: "ai.key.delete", confirm: "typeName", tone: "danger", bulk: true },
];

/** Actions on the key list itself, with no key yet: creating one. */
export const KEY_LIST_ACTIONS: readonly ResourceAction<"create", void, "create.open">[] = [
  { id: "create", label: "create.open", icon: Plus, op: "ai.keys.create", confirm: "form", tone: "primary" },
];

/** The actions a key in this state offers, in header order. */
export const keyActionsFor = (key: KeyInState): KeyActionDef[] => allowedActions(KEY_ACTIONS, key);

export const keyActionById = (id: KeyActionId): KeyActionDef => actionOf(KEY_ACTIONS, id);

/** The actions the list's bulk bar offers (those marked `bulk`), typed as such. */
export const KEY_BULK_ACTIONS = KEY_ACTIONS.filter(
  (action): action is KeyActionDef & { id: KeyBulkActionId } => action.bulk === true,
);
