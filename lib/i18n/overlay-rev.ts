/**
 * The save mark: after a translator saves a token, the browser sets this cookie to a fresh random value, and the
 * live overlay refreshes its cache for the next page load that carries a mark it has not seen. It holds no secret
 * and grants nothing; a forged value costs its sender one extra fetch of the tokens.
 */
export const OVERLAY_REV_COOKIE = "console-i18n-rev";

export const isOverlayRev = (value: string | undefined): value is string =>
  !!value && /^[A-Za-z0-9]{1,32}$/.test(value);

/** Browser only: marks that the portal's tokens changed, so the next page load shows them. */
export function markTokensSaved(): void {
  const rev = Math.random().toString(36).slice(2, 12) + Date.now().toString(36);
  document.cookie = `${OVERLAY_REV_COOKIE}=${rev}; path=/; max-age=86400; samesite=lax`;
}
