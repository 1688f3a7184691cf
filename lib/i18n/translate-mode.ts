/**
 * Translate mode's switch: a cookie the browser sets (the user menu, Alt+Shift+T, a "where used" link through the
 * `translate` parameter) and the server honours only for a session allowed to save tokens
 * (lib/bff/translate-mode.ts). It holds no secret and grants nothing.
 */
export const TRANSLATE_COOKIE = "console-translate";

/** One day: a translator's working session; the mode does not linger for weeks in a shared browser. */
export const TRANSLATE_MAX_AGE_SECONDS = 86_400;

/** Browser only: whether the switch is on. */
export const translateCookieSet = () =>
  document.cookie.split(";").some((part) => part.trim() === `${TRANSLATE_COOKIE}=1`);

/** Browser only: turns the switch on or off (the next server render follows it). */
export function setTranslateCookie(on: boolean): void {
  document.cookie = on
    ? `${TRANSLATE_COOKIE}=1; path=/; max-age=${TRANSLATE_MAX_AGE_SECONDS}; samesite=lax`
    : `${TRANSLATE_COOKIE}=; path=/; max-age=0; samesite=lax`;
}
