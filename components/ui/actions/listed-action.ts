/**
 * A `ResourceAction` for screens that keep an action visible but unavailable (with the reason on the control) and
 * that draw a list's own actions, such as create, from the same declaration as its rows' actions.
 */
import type { OfferedAction, ResourceAction } from "./resource-action";

/** Why an action the resource offers cannot run now: a key in the resource's messages, with its values. */
export interface ActionBlock<Key extends string = string> {
  reason: Key;
  values?: Record<string, string | number>;
}

/** `Key` is the type of the keys of the resource's messages its label, name, hint and reasons use. */
export interface ListedAction<Id extends string, Target, Key extends string = string> extends ResourceAction<
  Id,
  Target,
  Key
> {
  /** Shown but unavailable while this returns a reason (a cluster being deleted, a secret still in use). */
  blockedWhen?: (target: Target) => ActionBlock<Key> | null;
  /** Acts on the list itself (create, share): drawn next to the list, never on one of its rows. */
  onList?: boolean;
  /** The key of its accessible name where many targets show it (a row's button), naming the target. */
  named?: Key;
  /** The key of a sentence saying what it does, shown as the control's title. */
  hint?: Key;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyListedAction<Target = any> = ListedAction<string, Target>;

/** Why `action` cannot run on `target` now, or null. */
export const blockOf = <T, Key extends string>(
  action: ListedAction<string, T, Key>,
  target: T,
): ActionBlock<Key> | null => action.blockedWhen?.(target) ?? null;

/** The offered actions that act on the list itself. */
export const listActions = <A extends AnyListedAction>(offered: OfferedAction<A>[]) =>
  offered.filter(({ action }) => action.onList);

/** The offered actions that act on one item (a row, a detail page). */
export const itemActions = <A extends AnyListedAction>(offered: OfferedAction<A>[]) =>
  offered.filter(({ action }) => !action.onList);
