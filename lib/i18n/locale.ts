import { DEFAULT_LOCALE, LOCALES, PSEUDO_LOCALE, type ConsoleLocale, type Locale } from "@/messages/locales";

export const LOCALE_COOKIE = "console-locale";

export function isLocale(value: string | undefined | null): value is Locale {
  return !!value && (LOCALES as readonly string[]).includes(value);
}

/**
 * The locale from the cookie, else the best match of Accept-Language, else English. The pseudo-locale only from the
 * cookie and only where it is offered (`pseudo`); a browser never asks for it by itself.
 */
export function pickLocale(
  cookieValue: string | undefined,
  acceptLanguage: string | null,
  pseudo = false,
): ConsoleLocale {
  if (isLocale(cookieValue)) return cookieValue;
  if (pseudo && cookieValue === PSEUDO_LOCALE) return PSEUDO_LOCALE;
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .map((part) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split("-")[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}
