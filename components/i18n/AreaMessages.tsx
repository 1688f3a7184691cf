import "server-only";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { AREA_NAMESPACES, pickNamespaces, type Area } from "@/lib/i18n/client-namespaces";

/**
 * Hands the client components below it the shared messages plus those of one area (see
 * lib/i18n/client-namespaces.ts); with no area, the shared ones only. Locale, time zone and formats come from the
 * request as before.
 */
export async function AreaMessages({ area, children }: { area?: Area; children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickNamespaces(messages, area ? AREA_NAMESPACES[area] : [])}>
      {children}
    </NextIntlClientProvider>
  );
}
