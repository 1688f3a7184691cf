"use client";

import type { ReactNode } from "react";
import { useHydrated } from "@/lib/use-hydrated";

/**
 * Until React has hydrated the page, every button, input and select inside is disabled by this fieldset: the server's
 * HTML shows them as soon as it arrives, but a press or a choice made before the JavaScript has run reaches no handler
 * and is lost (a form would even submit natively). Disabled controls tell the user, and tests, to wait. They keep their
 * look meanwhile (globals.css), so the page does not flicker; the fieldset itself takes no box (`display: contents`).
 * Only this component re-renders when hydration ends: its children are the same elements, so React skips them.
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} data-hydrating={hydrated ? undefined : ""} className="contents">
      {children}
    </fieldset>
  );
}
