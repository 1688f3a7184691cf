import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { bundled, en } from "@/messages";
import { markMessages } from "@/lib/i18n/key-marks";
import { pickLocale, LOCALE_COOKIE } from "@/lib/i18n/locale";
import { mergeMessages } from "@/lib/i18n/merge";
import { pseudoMessages } from "@/lib/i18n/pseudo";
import whereUsed from "@/lib/i18n/where-used.json";
import { PSEUDO_LOCALE } from "@/messages/locales";
import { getBff } from "./context";
import { portalOverlay } from "./i18n-overlay";
import { translateModeOn } from "./translate-mode";

/** The pseudo-locale's messages, made from the English ones on first use (about 3 000 messages, 150 ms once). */
let pseudo: typeof en | undefined;

/** Translate mode's key numbers: the browser reads marks with the same list (lib/i18n/key-marks.ts). */
let keyNumbers: Map<string, number> | undefined;
const keyNumber = (key: string) => (keyNumbers ??= new Map(whereUsed.keys.map((k, i) => [k, i]))).get(key);

export default getRequestConfig(async () => {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  const chosen = cookieStore.get(LOCALE_COOKIE)?.value;
  const locale = pickLocale(
    chosen,
    headerList.get("accept-language"),
    chosen === PSEUDO_LOCALE && getBff().config.pseudoLocale,
  );
  const merged =
    locale === PSEUDO_LOCALE
      ? (pseudo ??= pseudoMessages(en))
      : mergeMessages(en, bundled[locale] ?? {}, await portalOverlay(locale));
  // A translator in translate mode gets every message marked with its key; nobody else's messages are touched.
  const messages = (await translateModeOn(locale)) ? markMessages(merged, keyNumber) : merged;
  return {
    locale,
    messages,
    timeZone: process.env.CONSOLE_TIME_ZONE || "UTC",
    // A message missing or broken in every layer shows its English text, never a raw key.
    getMessageFallback: ({ namespace, key }) => lookup(en, [namespace, key].filter(Boolean).join(".")) ?? key,
    onError: (error) => {
      if (error.code !== "MISSING_MESSAGE") console.warn(`[i18n] ${error.code}: ${error.message.slice(0, 200)}`);
    },
  };
});

function lookup(tree: object, dotted: string): string | undefined {
  let node: unknown = tree;
  for (const part of dotted.split(".")) {
    if (!node || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}
