/**
 * The console's locales, apart from the messages themselves: browser code that only needs the list (the language
 * switcher, the locale cookie) imports this file, so that all three locales' messages stay out of its bundle.
 */
export const LOCALES = ["en", "de", "fr"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
