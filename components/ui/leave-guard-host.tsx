"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useSyncExternalStore } from "react";
import { LazyConfirmDialog } from "./lazy-confirm-dialog";
import { unsavedInput } from "./unsaved-input";

/**
 * The in-app destination of a plain left click on a link to another page, or null when the click is not a
 * navigation to guard. A link to the same path (another tab, a filter) keeps the page and its forms mounted.
 */
function guardedHref(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const target = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(target instanceof HTMLAnchorElement) || target.target === "_blank" || target.hasAttribute("download"))
    return null;
  const url = new URL(target.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Mounted once by the console's frame: while anything holds unsaved input, closing or reloading the tab gets the
 * browser's prompt and a link to another page asks first; and it draws the one question every form's guard asks.
 */
export function LeaveGuardHost() {
  const t = useTranslations("common.leave");
  const router = useRouter();
  const unsaved = useSyncExternalStore(unsavedInput.subscribe, unsavedInput.hasAny, () => false);
  const question = useSyncExternalStore(unsavedInput.subscribe, unsavedInput.pending, () => null);

  useEffect(() => {
    if (!unsaved) return;
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
      unsavedInput.leave(() => router.push(href));
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [unsaved, router]);

  const texts = question?.texts;
  return (
    <LazyConfirmDialog
      open={question !== null}
      onOpenChange={(open) => !open && unsavedInput.answer(false)}
      title={texts?.title ?? t("title")}
      description={texts?.description ?? t("description")}
      confirmLabel={texts?.confirm ?? t("confirm")}
      cancelLabel={texts?.stay ?? t("stay")}
      tone="danger"
      onConfirm={() => unsavedInput.answer(true)}
    />
  );
}
