"use client";

import { Suspense } from "react";
import { lazyComponent } from "@/components/ui/lazy";

// The view and the shell's messages in every language (~3.5 kB gzip) are off every page's first load: fetched when
// this boundary shows.
const GlobalErrorView = lazyComponent(() => import("@/components/shell/GlobalErrorView").then((m) => m.default));

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
