"use client";

import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { LOCALES } from "@/messages";
import { LOCALE_COOKIE } from "@/lib/i18n/locale";

/** The console's language: a plain preference cookie (no secret), read by the server on the next render. */
export function LocaleSwitcher({ locales = LOCALES }: { locales?: readonly string[] }) {
  const t = useTranslations("shell");
  const locale = useLocale();
  const router = useRouter();
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-muted">{t("language")}</span>
      <select
        value={locale}
        onChange={(event) => {
          document.cookie = `${LOCALE_COOKIE}=${event.target.value}; path=/; max-age=31536000; samesite=lax`;
          router.refresh();
        }}
        className="rounded border border-line bg-surface px-2 py-1"
      >
        {locales.map((code) => (
          <option key={code} value={code}>
            {t(`languages.${code}` as "languages.en")}
          </option>
        ))}
      </select>
    </label>
  );
}
