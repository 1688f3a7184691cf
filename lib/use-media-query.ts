import { useCallback, useSyncExternalStore } from "react";

/** Below Tailwind's `sm` breakpoint: a phone held upright, where lists are drawn as cards. */
export const PHONE_QUERY = "(max-width: 639.98px)";

/**
 * Whether a media query matches, following its changes. False in the server's HTML and while React hydrates it (the
 * server cannot know the screen), so what depends on it is drawn for a wide screen first.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
