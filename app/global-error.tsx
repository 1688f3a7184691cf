"use client";

import { lazy, Suspense } from "react";
import { whenIdle } from "@/lib/idle";

// The view and the shell's messages in every language (~3.5 kB gzip) are off every page's first load: fetched once
// the page is idle, so they are at hand before anything can fail, and at the latest when this boundary shows.
const loadView = () => import("@/components/shell/GlobalErrorView");
const GlobalErrorView = lazy(loadView);
if (typeof window !== "undefined") whenIdle(() => void loadView());

/** The last resort when the root layout itself fails. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const lang = typeof document === "undefined" ? "en" : document.documentElement.lang;
  return (
    <html lang={lang || "en"}>
      <body>
        <Suspense fallback={null}>
          <GlobalErrorView lang={lang} reset={reset} />
        </Suspense>
      </body>
    </html>
  );
}
