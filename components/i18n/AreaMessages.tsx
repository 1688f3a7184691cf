import "server-only";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { translateModeOn } from "@/lib/bff/translate-mode";
import { AREA_NAMESPACES, pickNamespaces, TRANSLATE_MODE_NAMESPACES, type Area } from "@/lib/i18n/client-namespaces";

/**
 * Hands the client components below it the shared messages plus those of one area (see
 * lib/i18n/client-namespaces.ts); with no area, the shared ones only, and in translate mode the token panel's. Locale,
 * time zone and formats come from the request as before.
 */
export async function AreaMessages({ area, children }: { area?: Area; children: ReactNode }) {
  const [messages, translating] = await Promise.all([getMessages(), getLocale().then(translateModeOn)]);
  const namespaces = [...(area ? AREA_NAMESPACES[area] : []), ...(translating ? TRANSLATE_MODE_NAMESPACES : [])];
  return <NextIntlClientProvider messages={pickNamespaces(messages, namespaces)}>{children}</NextIntlClientProvider>;
}
