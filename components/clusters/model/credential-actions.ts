/** The actions on a cluster project's secrets and secret bindings, declared once as data (see `ResourceAction`). */
import { Pencil, Plus, Trash2 } from "lucide-react";
import type { ResourceAction } from "@/components/ui/actions/resource-action";

/** What a secret action depends on: the bindings using the secret (none for the list's own actions). */
export interface SecretInUse {
  usedBy?: readonly string[];
}

export type SecretActionId = "create" | "edit" | "delete";

// Keys of `clusters.credentials`.
type SecretKey = "secrets.create.open" | "secrets.edit.open" | "secrets.delete.open" | "secrets.delete.inUse";

export type SecretActionDef = ResourceAction<SecretActionId, SecretInUse, SecretKey>;

export const SECRET_ACTIONS: readonly SecretActionDef[] = [
  {
    id: "create",
    label: "secrets.create.open",
    icon: Plus,
    op: "clustermgr.secrets.create",
    confirm: "form",
    tone: "primary",
    onList: true,
  },
  { id: "edit", label: "secrets.edit.open", icon: Pencil, op: "clustermgr.secret.update", confirm: "form" },
  // A bound secret cannot go: the binding must be deleted or changed first.
  {
    id: "delete",
    label: "secrets.delete.open",
    icon: Trash2,
    op: "clustermgr.secret.delete",
    blockedWhen: ({ usedBy = [] }) =>
      usedBy.length > 0
        ? { reason: "secrets.delete.inUse", values: { count: usedBy.length, users: usedBy.join(", ") } }
        : null,
    confirm: "typeName",
    tone: "danger",
  },
];

/** What creating a binding depends on: the namespace's secrets, once known. */
export interface BindingsInState {
  /** Undefined while the secrets or bindings are not known yet. */
  secrets?: number;
}

// Keys of `clusters.credentials`.
type BindingKey = "bindings.create.open" | "bindings.create.needsSecret";

export type BindingActionDef = ResourceAction<"create", BindingsInState, BindingKey>;

export const BINDING_ACTIONS: readonly BindingActionDef[] = [
  {
    id: "create",
    label: "bindings.create.open",
    icon: Plus,
    op: "clustermgr.secretBindings.create",
    blockedWhen: ({ secrets }) => (secrets === 0 ? { reason: "bindings.create.needsSecret" } : null),
    confirm: "form",
    tone: "primary",
    onList: true,
  },
];
