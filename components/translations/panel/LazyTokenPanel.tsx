"use client";

import { Suspense } from "react";
import { Skeleton } from "@/components/ui/feedback";
import { lazyComponent } from "@/components/ui/lazy";
import type { TokenPanelProps } from "./TokenPanel";

/**
 * The token panel's code (checks, glossary terms, dismissals, buttons) loads when a token is first opened, or on the
 * first pointer or focus on the list (`preloadTokenPanel`), not with the editor page (first-load budget).
 */
const Lazy = lazyComponent(() => import("./TokenPanel").then((m) => m.TokenPanel));

export const preloadTokenPanel = Lazy.preload;

export function LazyTokenPanel(props: TokenPanelProps) {
  return (
    <Suspense fallback={<Skeleton lines={3} className="p-3" />}>
      <Lazy {...props} />
    </Suspense>
  );
}
