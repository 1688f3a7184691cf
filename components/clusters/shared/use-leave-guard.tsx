"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState, type ReactNode } from "react";
// Preloaded once the form holds input (the only time it can open): the dialog is not needed for the first paint.
import { LazyConfirmDialog, preloadConfirm } from "@/components/ui/lazy-confirm-dialog";

/** The in-app destination of a plain left click on a link, or null when the click is not a navigation to guard. */
function guardedHref(event: MouseEvent): string | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return null;
  }
  const target = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(target instanceof HTMLAnchorElement) || target.target === "_blank" || target.hasAttribute("download"))
    return null;
  const url = new URL(target.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * While `active` (a form holds unsaved input), leaving asks first: links inside the console open a confirmation,
 * closing or reloading the tab gets the browser's own prompt. `leave(href)` is for the form's own Cancel.
 */
export function useLeaveGuard(active: boolean): { dialog: ReactNode; leave: (href: string) => void } {
  const t = useTranslations("clusters.leave");
  const router = useRouter();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!active) return;
    preloadConfirm();
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    // Capture phase on the document runs before React's handlers on the root, so next/link never starts navigating.
    const onClick = (event: MouseEvent) => {
      const href = guardedHref(event);
      if (!href) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(href);
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [active]);

  const dialog = (
    <LazyConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && setPending(null)}
      title={t("title")}
      description={t("description")}
      confirmLabel={t("confirm")}
      cancelLabel={t("stay")}
      tone="danger"
      onConfirm={() => {
        if (pending) router.push(pending);
      }}
    />
  );
  return { dialog, leave: (href) => (active ? setPending(href) : router.push(href)) };
}
