"use client";

import { useSyncExternalStore } from "react";

/** Tailwind's `xl`: from here the token panel sits beside the list instead of unfolding in a row. */
export const WIDE_SCREEN = "(min-width: 80rem)";

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE_SCREEN);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};

/** Whether the screen is at least 1280 px wide; false on the server and during hydration. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_SCREEN).matches,
    () => false,
  );
}
