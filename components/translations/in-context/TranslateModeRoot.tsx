"use client";

import { Suspense } from "react";
import { lazyComponent } from "@/components/ui/lazy";
import { useHydrated } from "@/lib/use-hydrated";

/** The whole of translate mode (scanner, badges, panel, editor) loads only when a page renders in translate mode. */
const TranslateMode = lazyComponent(() => import("./TranslateMode").then((m) => m.TranslateMode));

/**
 * Rendered by the console's frame only while translate mode is on (lib/bff/translate-mode.ts): for everyone else
 * neither this nor anything it loads reaches the page. Starts after hydration: it reads the page as drawn.
 */
export function TranslateModeRoot({ assistant }: { assistant: boolean }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <TranslateMode assistant={assistant} />
    </Suspense>
  );
}
