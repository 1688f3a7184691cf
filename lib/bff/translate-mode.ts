import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { PSEUDO_LOCALE } from "@/messages/locales";
import { TRANSLATE_COOKIE } from "@/lib/i18n/translate-mode";
import { getBff } from "./context";
import { storedPageSession } from "./page-session";
import { AllowedCache, sharedAllowedCache } from "./permission-probe";
import { surveyPermissions } from "./permission-survey";

/**
 * Whether this page renders in translate mode: the switch is on, the page is not in the pseudo-locale (the portal
 * has no tokens for it), and the session is known to be allowed to save tokens (`i18n_lang-post`, learned by the
 * same harmless probe as every page's reads; a portal that did not answer leaves the mode off). A reader's cookie,
 * or a forged one, changes nothing. Once per request.
 */
export const translateModeOn = cache(async (locale: string): Promise<boolean> => {
  try {
    if ((await cookies()).get(TRANSLATE_COOKIE)?.value !== "1" || locale === PSEUDO_LOCALE) return false;
    const bff = getBff();
    const session = await storedPageSession(bff);
    if (!session) return false;
    const surveyed = await surveyPermissions(bff, session, ["i18n.lang.save"]);
    return (
      !surveyed.denied.includes("i18n_lang-post") &&
      sharedAllowedCache().has(AllowedCache.tokenKey(session.token), "i18n_lang-post")
    );
  } catch {
    return false;
  }
});
