"use client";

/**
 * Whether a place on the page shows amounts without a currency, apart from the currency decision itself: the
 * frame's notice reads this on every page, and the decision's reads belong only to pages with money on them.
 */
import { useEffect, useSyncExternalStore } from "react";

/* How many mounted places show amounts without a currency: the frame's notice shows while one does. */
let unknownCount = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function useReportUnknown(unknown: boolean) {
  useEffect(() => {
    if (!unknown) return;
    unknownCount += 1;
    notify();
    return () => {
      unknownCount -= 1;
      notify();
    };
  }, [unknown]);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a place on the page shows amounts without a currency. */
export const useCurrencyUnknownShown = () =>
  useSyncExternalStore(
    subscribe,
    () => unknownCount > 0,
    () => false,
  );
