"use client";

import { Suspense } from "react";
import { lazyComponent } from "@/components/ui/lazy";
import { carriedGlobalErrorText, GlobalErrorMessage } from "./global-error-text";

// Only when the page carries no text (the root layout failed on the server): the shell's messages in every language
// (~3.5 kB gzip) stay off every page's first load.
const GlobalErrorView = lazyComponent(() => import("@/components/shell/GlobalErrorView").then((m) => m.default));

/** The last resort when the root layout itself fails. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const lang = typeof document === "undefined" ? "en" : document.documentElement.lang;
  const text = carriedGlobalErrorText();
  return (
    <html lang={lang || "en"}>
      <body>
        {text ? (
          <GlobalErrorMessage text={text} reset={reset} />
        ) : (
          <Suspense fallback={null}>
            <GlobalErrorView lang={lang} reset={reset} />
          </Suspense>
        )}
      </body>
    </html>
  );
}
