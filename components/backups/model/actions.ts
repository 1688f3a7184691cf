/**
 * The actions on one backup, declared once (as skyline-console's action lists do): what each calls, the state it
 * needs and how it is confirmed. Tables, the detail page and tests read this list; nothing else decides whether an
 * action is offered.
 */
import { operationRoute } from "@/lib/portal/routes";
import type { OperationId } from "@/lib/portal/operations";

export type BackupActionId =
  "cancel" | "extend" | "forceStart" | "restoreInPlace" | "restoreImage" | "restoreVolume" | "unassignPolicy";

/**
 * How an action is confirmed: `confirm` a plain question, `typeName` typing the resource's name (it overwrites
 * data), `form` a dialog that asks for its inputs.
 */
export type ConfirmKind = "confirm" | "typeName" | "form";

export interface BackupActionDef {
  id: BackupActionId;
  /** The catalog operation it calls; its permission decides whether the button is enabled. */
  op: OperationId;
  allowedWhen: (state: string) => boolean;
  confirm: ConfirmKind;
  tone: "primary" | "danger";
  /** Starts something that moves on its own (the page then follows its progress). */
  long: boolean;
}

const inStates =
  (...states: string[]) =>
  (state: string) =>
    states.includes(state);

export const BACKUP_ACTIONS: readonly BackupActionDef[] = [
  {
    id: "cancel",
    op: "backup.cancel",
    allowedWhen: inStates("scheduled", "running"),
    confirm: "confirm",
    tone: "danger",
    long: false,
  },
  {
    id: "forceStart",
    op: "backup.forceStart",
    allowedWhen: inStates("scheduled", "failed"),
    confirm: "confirm",
    tone: "primary",
    long: true,
  },
  {
    id: "extend",
    op: "backup.extend",
    allowedWhen: inStates("available"),
    confirm: "form",
    tone: "primary",
    long: false,
  },
  {
    id: "restoreVolume",
    op: "backup.restoreVolume",
    allowedWhen: inStates("available"),
    confirm: "form",
    tone: "primary",
    long: true,
  },
  {
    id: "restoreImage",
    op: "backup.restoreImage",
    allowedWhen: inStates("available"),
    confirm: "form",
    tone: "primary",
    long: true,
  },
  {
    id: "restoreInPlace",
    op: "backup.restore",
    allowedWhen: inStates("available"),
    confirm: "typeName",
    tone: "danger",
    long: true,
  },
  // A policy is taken off a resource through one of its backups; not from a run in flight or a dead record.
  {
    id: "unassignPolicy",
    op: "backup.unassignPolicy",
    allowedWhen: inStates("scheduled", "available", "failed"),
    confirm: "form",
    tone: "danger",
    long: false,
  },
];

export const permissionOf = (action: BackupActionDef) => operationRoute(action.op).permission;

/** The actions a backup in `state` offers, in menu order. */
export const actionsFor = (state: string | undefined): BackupActionDef[] =>
  BACKUP_ACTIONS.filter((action) => action.allowedWhen(state ?? ""));

export const actionById = (id: BackupActionId): BackupActionDef => {
  const action = BACKUP_ACTIONS.find((a) => a.id === id);
  if (!action) throw new Error(`unknown backup action ${id}`);
  return action;
};
