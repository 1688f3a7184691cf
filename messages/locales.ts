/**
 * The console's locales, apart from the messages themselves: browser code that only needs the list (the language
 * switcher, the locale cookie) imports this file, so that all three locales' messages stay out of its bundle.
 */
export const LOCALES = ["en", "de", "fr"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** English made accented and 40 % longer, generated from the English messages (lib/i18n/pseudo.ts); `PSEUDO_LOCALE`. */
export const PSEUDO_LOCALE = "en-XA" as const;
/** What the console may render in: a bundled locale or the pseudo-locale. */
export type ConsoleLocale = Locale | typeof PSEUDO_LOCALE;
