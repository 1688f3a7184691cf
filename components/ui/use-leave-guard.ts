"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { preloadConfirm } from "@/components/ui/lazy-confirm-dialog";

/** The in-app destination of a plain left click on a link, or null when the click is not a navigation to guard. */
function guardedHref(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const target = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(target instanceof HTMLAnchorElement) || target.target === "_blank" || target.hasAttribute("download"))
    return null;
  const url = new URL(target.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * While `active` (a page holds unsaved input), leaving asks first: closing or reloading the tab gets the browser's
 * own prompt; a link inside the console sets `pendingHref`, for the page's confirmation (`LazyConfirmDialog`), whose
 * confirm calls `leave` and whose cancel calls `stay`. App Router navigation cannot be paused, so link clicks are
 * intercepted. `leaveTo(href)` is for the page's own Cancel.
 */
export function useLeaveGuard(active: boolean) {
  const router = useRouter();
  const [pendingHref, setPendingHref] = useState<string | null>(null);

  useEffect(() => {
    if (!active) return;
    preloadConfirm();
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    // Capture phase on the document runs before React's handlers on the root, so next/link never starts navigating.
    const onClick = (event: MouseEvent) => {
      const href = guardedHref(event);
      if (!href) return;
      event.preventDefault();
      event.stopPropagation();
      setPendingHref(href);
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [active]);

  return {
    pendingHref,
    stay: () => setPendingHref(null),
    leave: () => {
      const href = pendingHref;
      setPendingHref(null);
      if (href) router.push(href);
    },
    leaveTo: (href: string) => (active ? setPendingHref(href) : router.push(href)),
  };
}
