import { useSyncExternalStore } from "react";

/** For a `useSyncExternalStore` whose value only differs between the server's HTML and the browser. */
export const noSubscription = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true from then on (and at once for anything rendered in
 * the browser later). For controls that must not be used before React runs: a press or a choice made then reaches no
 * handler and is lost, or a form submits natively.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
