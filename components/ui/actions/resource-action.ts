/**
 * An action on a resource, declared once as data (as skyline-console's action lists are): its label, icon, the
 * catalog operation it performs (whose permission decides whether it is available), when the resource allows it
 * and how it is confirmed. Row menus, detail-page buttons, bulk bars and the permission-denied state are all drawn
 * from a resource's list of these; nothing else decides whether an action is offered.
 */
import type { LucideIcon } from "lucide-react";
import type { PermissionDenial } from "@/lib/api/permissions";
import type { OperationId } from "@/lib/portal/operations";
import { operationRoute } from "@/lib/portal/routes";

/**
 * How an action is confirmed: `none` it runs at once, `confirm` a plain question, `typeName` typing the resource's
 * name (it destroys or overwrites data), `form` a dialog that asks for its inputs.
 */
export type ActionConfirm = "none" | "confirm" | "typeName" | "form";

/** `Label` is the type of the keys of the resource's messages its label, name, hint and reasons use. */
export interface ResourceAction<Id extends string, Target, Label extends string = string> {
  id: Id;
  /** The key of its label in the resource's action messages. */
  label: Label;
  icon: LucideIcon;
  /** The catalog operation it performs; its permission decides whether the action is available. */
  op: OperationId;
  /** Whether the resource, as it is now, allows the action; always when absent. */
  allowedWhen?: (target: Target) => boolean;
  confirm: ActionConfirm;
  tone?: "primary" | "danger";
  /** Offered on the bulk bar for a selection of resources too. */
  bulk?: boolean;
  /**
   * Actions that never apply together (activate and deactivate) share a slot: one replaces the other in place, so
   * a button pressed keeps the focus when the resource's new state swaps it.
   */
  slot?: string;
  /** Fetches the code of the dialog it opens, on intent (hover, focus, an opened menu). */
  preload?: () => void;
  /** Shown but unavailable while this returns a reason (a cluster being deleted, a secret still in use). */
  blockedWhen?: (target: Target) => ActionBlock<Label> | null;
  /** Acts on the list itself (create, share): drawn next to the list, never on one of its rows. */
  onList?: boolean;
  /** The key of its accessible name where many targets show it (a row's button), naming the target. */
  named?: Label;
  /** The key of a sentence saying what it does, shown as the control's title. */
  hint?: Label;
}

/** Why an action the resource offers cannot run now: a key in the resource's messages, with its values. */
export interface ActionBlock<Key extends string = string> {
  reason: Key;
  values?: Record<string, string | number>;
}

/** Any resource's action, for code that works on every list. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyAction<Target = any> = ResourceAction<string, Target>;

/** An action the resource allows now, with what the access token lacks for it. */
export interface OfferedAction<A extends AnyAction> {
  action: A;
  denied?: PermissionDenial;
}

/** The actions of `actions` that `target` allows, in their declared order. */
export const allowedActions = <A extends AnyAction>(actions: readonly A[], target: TargetOf<A>): A[] =>
  actions.filter((action) => action.allowedWhen?.(target) ?? true);

/** Which of a selection an action applies to (a bulk bar's count): those whose state allows it. */
export const bulkTargets = <A extends AnyAction, T extends TargetOf<A>>(action: A, selected: readonly T[]): T[] =>
  selected.filter((target) => action.allowedWhen?.(target) ?? true);

export const actionOf = <A extends AnyAction>(actions: readonly A[], id: A["id"]): A => {
  const action = actions.find((a) => a.id === id);
  if (!action) throw new Error(`unknown action ${id}`);
  return action;
};

/** The list with each action's dialog code fetched on intent: the model stays free of component code. */
export const withPreloads = <A extends AnyAction>(
  actions: readonly A[],
  preloads: Partial<Record<A["id"], () => void>>,
): A[] =>
  actions.map((action) => {
    const preload = preloads[action.id as A["id"]];
    return preload ? { ...action, preload } : action;
  });

/** The resource an action list acts on. */
export type TargetOf<A extends AnyAction> = A extends ResourceAction<string, infer T> ? T : never;

/** Why `action` cannot run on `target` now, or null. */
export const blockOf = <T, Key extends string>(
  action: ResourceAction<string, T, Key>,
  target: T,
): ActionBlock<Key> | null => action.blockedWhen?.(target) ?? null;

/** The actions that act on the list itself (create, share). */
export const actionsOfList = <A extends AnyAction>(actions: readonly A[]): A[] =>
  actions.filter((action) => action.onList);

/** The actions that act on one item (a row, a detail page). */
export const actionsOfItem = <A extends AnyAction>(actions: readonly A[]): A[] =>
  actions.filter((action) => !action.onList);

/** The offered actions that act on the list itself. */
export const listActions = <A extends AnyAction>(offered: OfferedAction<A>[]) =>
  offered.filter(({ action }) => action.onList);

/** The offered actions that act on one item (a row, a detail page). */
export const itemActions = <A extends AnyAction>(offered: OfferedAction<A>[]) =>
  offered.filter(({ action }) => !action.onList);

/** The permission an action needs: its operation's, from the catalog. */
export const permissionOf = (action: { op: OperationId }) => operationRoute(action.op).permission;
