/**
 * The actions on one backup, declared once as data (see `ResourceAction`): tables, the detail page, the protection
 * map and tests read this list; nothing else decides whether an action is offered.
 */
import { Ban, CalendarPlus, HardDrive, Image as ImageIcon, Play, RotateCcw, ShieldOff } from "lucide-react";
import { allowedActions, type ResourceAction } from "@/components/ui/actions/resource-action";

export type BackupActionId =
  "cancel" | "extend" | "forceStart" | "restoreInPlace" | "restoreImage" | "restoreVolume" | "unassignPolicy";

/** What an action's availability depends on: the backup's state. */
export interface BackupInState {
  state?: string;
}

export type BackupActionDef = ResourceAction<BackupActionId, BackupInState, `${BackupActionId}.label`>;

const inStates =
  (...states: string[]) =>
  ({ state }: BackupInState) =>
    states.includes(state ?? "");

export const BACKUP_ACTIONS: readonly BackupActionDef[] = [
  {
    id: "cancel",
    label: "cancel.label",
    icon: Ban,
    op: "backup.cancel",
    allowedWhen: inStates("scheduled", "running"),
    confirm: "confirm",
    tone: "danger",
  },
  {
    id: "forceStart",
    label: "forceStart.label",
    icon: Play,
    op: "backup.forceStart",
    allowedWhen: inStates("scheduled", "failed"),
    confirm: "confirm",
    tone: "primary",
  },
  {
    id: "extend",
    label: "extend.label",
    icon: CalendarPlus,
    op: "backup.extend",
    allowedWhen: inStates("available"),
    confirm: "form",
    tone: "primary",
  },
  {
    id: "restoreVolume",
    label: "restoreVolume.label",
    icon: HardDrive,
    op: "backup.restoreVolume",
    allowedWhen: inStates("available"),
    confirm: "form",
    tone: "primary",
  },
  {
    id: "restoreImage",
    label: "restoreImage.label",
    icon: ImageIcon,
    op: "backup.restoreImage",
    allowedWhen: inStates("available"),
    confirm: "form",
    tone: "primary",
  },
  {
    id: "restoreInPlace",
    label: "restoreInPlace.label",
    icon: RotateCcw,
    op: "backup.restore",
    allowedWhen: inStates("available"),
    confirm: "typeName",
    tone: "danger",
  },
  // A policy is taken off a resource through one of its backups; not from a run in flight or a dead record.
  {
    id: "unassignPolicy",
    label: "unassignPolicy.label",
    icon: ShieldOff,
    op: "backup.unassignPolicy",
    allowedWhen: inStates("scheduled", "available", "failed"),
    confirm: "form",
    tone: "danger",
  },
];

/** The actions a backup in `state` offers, in menu order. */
export const actionsFor = (state: string | undefined): BackupActionDef[] => allowedActions(BACKUP_ACTIONS, { state });
