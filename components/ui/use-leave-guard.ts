"use client";

import { useRouter } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useId, useRef } from "react";
import { preloadConfirm } from "@/components/ui/lazy-confirm-dialog";
import { unsavedInput, type LeaveTexts } from "./unsaved-input";

/**
 * The part of the page a form sits in (a tab panel): told when the form holds unsaved input, so the part keeps the
 * form mounted while another tab is shown. Null outside such a part.
 */
export const UnsavedScope = createContext<((id: string, dirty: boolean) => void) | null>(null);

/**
 * The console's one leave guard. While `active` (this form holds unsaved input): closing or reloading the tab gets
 * the browser's own prompt, a link or `leaveTo` elsewhere in the console asks first (`LeaveGuardHost` draws the
 * question), and the tab panel around the form keeps it when another tab is shown. `confirm(proceed)` asks before
 * this form's input is thrown away (a dialog's Esc, Cancel or click outside) and runs `proceed` at once when there
 * is nothing to lose. `texts` replaces the question's words, for input that outlives the page.
 */
export function useLeaveGuard(active: boolean, texts?: LeaveTexts) {
  const id = useId();
  const router = useRouter();
  const report = useContext(UnsavedScope);
  const textsRef = useRef(texts);
  useEffect(() => {
    textsRef.current = texts;
  });
  const textsKey = texts ? JSON.stringify(texts) : "";

  useEffect(() => {
    if (!active) return;
    preloadConfirm();
    unsavedInput.set(id, true, textsRef.current);
    report?.(id, true);
    return () => {
      unsavedInput.set(id, false);
      report?.(id, false);
    };
  }, [active, id, report, textsKey]);

  const confirm = useCallback(
    (proceed: () => void) => {
      if (!active) return proceed();
      unsavedInput.ask({ proceed, texts: textsRef.current });
    },
    [active],
  );
  const leaveTo = useCallback((href: string) => unsavedInput.leave(() => router.push(href)), [router]);
  return { confirm, leaveTo };
}

/**
 * Goes to `href` inside the console, asking first when anything on the page holds unsaved input; `then` runs once the
 * user let the page go (not when they stayed).
 */
export function useGuardedPush() {
  const router = useRouter();
  return useCallback(
    (href: string, then?: () => void) =>
      unsavedInput.leave(() => {
        router.push(href);
        then?.();
      }),
    [router],
  );
}
