import type { Metadata } from "next";
import { headers } from "next/headers";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { AreaMessages } from "@/components/i18n/AreaMessages";
import { EARLY_SHORTCUTS_SCRIPT } from "@/lib/early-shortcuts";
import { CarriedGlobalErrorText } from "./global-error-text";
import { Providers } from "./providers";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shell");
  return { title: { default: t("product"), template: `%s · ${t("product")}` } };
}

/**
 * Applies the stored or system colour scheme before first paint, so no page flashes in the wrong mode, and again
 * whenever the system's scheme changes. Listening here, before anything is laid out, costs nothing; a listener added
 * once the page is drawn makes the browser recompute style and layout on the spot.
 */
const THEME_SCRIPT = `try{var q=matchMedia("(prefers-color-scheme: dark)");var a=function(){var m=localStorage.getItem("console-theme");document.documentElement.classList.toggle("dark",m==="dark"||(m!=="light"&&q.matches))};a();q.addEventListener("change",a)}catch(e){}`;

/**
 * The browser's first Intl formatter loads the ICU data: about 18 ms on a fast desktop, 70 ms on a slow phone. Every
 * console page formats numbers or messages while React hydrates, so that load landed inside hydration's longest task
 * (measured: the first `t()` with an argument, in the top bar). Here it runs while the HTML is still parsed, before
 * the first paint, when nothing can be clicked yet.
 */
const INTL_WARMUP_SCRIPT = `try{var l=document.documentElement.lang;new Intl.NumberFormat(l).format(0);new Intl.DateTimeFormat(l).format(0)}catch(e){}`;

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, nonce, t] = await Promise.all([
    getLocale(),
    headers().then((h) => h.get("x-nonce") ?? undefined),
    getTranslations("shell"),
  ]);
  return (
    <html lang={locale} suppressHydrationWarning>
      <head>
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: THEME_SCRIPT + INTL_WARMUP_SCRIPT + EARLY_SHORTCUTS_SCRIPT }}
        />
      </head>
      <body className="min-h-screen antialiased">
        <CarriedGlobalErrorText
          text={{ title: t("globalError.title"), body: t("globalError.body"), retry: t("globalError.retry") }}
        />
        {/* The shared messages only: each area's layout adds its own (lib/i18n/client-namespaces.ts). */}
        <AreaMessages>
          <Providers>{children}</Providers>
        </AreaMessages>
      </body>
    </html>
  );
}
