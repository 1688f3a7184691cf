import "server-only";
import { cookies, headers } from "next/headers";
import { getBff } from "./context";
import { cookieName } from "./cookie";
import { en, type PartialMessages } from "@/messages";
import { OverlayCache } from "@/lib/i18n/overlay-cache";
import { portalTokenFetcher } from "@/lib/i18n/overlay-fetch";
import { isOverlayRev, OVERLAY_REV_COOKIE } from "@/lib/i18n/overlay-rev";

/** How long one region's tokens of a language are reused before the portal is asked again. */
export const OVERLAY_TTL_MS = 5_000;

// On globalThis like the BFF itself: Next may load this module once per bundle, and all of them share one cache.
const SLOT = Symbol.for("portal-console.i18n-overlay");
type Slot = { [SLOT]?: OverlayCache };

function overlayCache(): OverlayCache {
  const slot = globalThis as Slot;
  return (slot[SLOT] ??= new OverlayCache({
    fetchTokens: (request) => portalTokenFetcher(getBff().portal)(request),
    source: en,
    ttlMs: OVERLAY_TTL_MS,
  }));
}

/** The session cookie's name for this request, by the same rule as the BFF's route wrapper. */
async function sessionCookieName(mode: "auto" | "always" | "never"): Promise<string> {
  if (mode !== "auto") return cookieName(mode === "always");
  const forwarded = (await headers()).get("x-forwarded-proto");
  return cookieName(forwarded?.split(",")[0].trim().toLowerCase() === "https");
}

/**
 * The portal's language tokens for the active locale, as a message tree to lay over the bundled messages (live
 * overlay). Signed-in requests only; a broken token is left out and logged by key; any failure means no overlay,
 * never a broken page.
 */
export async function portalOverlay(locale: string): Promise<PartialMessages> {
  try {
    const bff = getBff();
    const cookieStore = await cookies();
    const sessionId = cookieStore.get(await sessionCookieName(bff.config.cookieSecure))?.value;
    if (!sessionId) return {};
    const session = await bff.sessions.lookup(sessionId, { touch: false });
    if (!session) return {};
    const rev = cookieStore.get(OVERLAY_REV_COOKIE)?.value;
    const tree = await overlayCache().get({
      region: session.region,
      locale,
      token: session.token,
      rev: isOverlayRev(rev) ? rev : undefined,
    });
    return tree as PartialMessages;
  } catch (error) {
    console.warn(
      `[i18n] overlay ${locale}: skipped (${error instanceof Error ? error.message.slice(0, 120) : "unknown error"})`,
    );
    return {};
  }
}
