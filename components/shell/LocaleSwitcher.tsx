"use client";

import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useId, useMemo } from "react";
import { usePortalQuery } from "@/lib/api/hooks";
import { useSession } from "@/lib/api/session";
import { isLocale, LOCALE_COOKIE } from "@/lib/i18n/locale";
import { LOCALES, PSEUDO_LOCALE } from "@/messages/locales";

interface Offer {
  code: string;
  /** The portal's own name of the language (in that language), when it sent one. */
  name?: string;
}

/**
 * The console's language: a plain preference cookie (no secret), read by the server on the next render. Signed in,
 * the languages offered are the portal's (GET /i18n/langs) that the console can show; otherwise, or when that list
 * cannot be read, the console's own. The pseudo-locale comes last where the server offers it (PSEUDO_LOCALE).
 */
export function LocaleSwitcher({ locales = LOCALES }: { locales?: readonly string[] }) {
  const t = useTranslations("shell");
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const session = useSession();
  const languages = usePortalQuery(
    "i18n.langs.list",
    {},
    { enabled: session.data?.authenticated === true, staleTime: 5 * 60_000, retry: false },
  );

  const offers = useMemo<Offer[]>(() => {
    const fromPortal = (languages.data ?? []).flatMap((l) =>
      isLocale(l.lang) ? [{ code: l.lang, name: l.name || undefined }] : [],
    );
    const list: Offer[] = fromPortal.length > 0 ? fromPortal : locales.map((code) => ({ code }));
    if (session.data?.pseudoLocale) list.push({ code: PSEUDO_LOCALE, name: t("languages.pseudo") });
    // The active language stays selectable even when the portal stopped offering it.
    return list.some((offer) => offer.code === locale) ? list : [{ code: locale }, ...list];
  }, [languages.data, locales, locale, session.data?.pseudoLocale, t]);

  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-muted">
        {t("language")}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          document.cookie = `${LOCALE_COOKIE}=${event.target.value}; path=/; max-age=31536000; samesite=lax`;
          router.refresh();
        }}
        className="max-w-48 rounded border border-line bg-surface px-2 py-1"
      >
        {offers.map(({ code, name }) => (
          <option key={code} value={code} lang={code}>
            {name ?? (isLocale(code) ? t(`languages.${code}`) : code)}
          </option>
        ))}
      </select>
    </div>
  );
}
