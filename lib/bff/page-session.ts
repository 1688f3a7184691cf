import "server-only";
import { headers } from "next/headers";
import { getBff, type Bff } from "./context";
import { isSecureContext, readSessionCookie } from "./cookie";
import { sessionView, type SessionView } from "./session-view";
import type { Session } from "./sessions";

/**
 * The session of the page being rendered, as `GET /api/session` would describe it, so that the server renders the
 * signed-in frame and the page's heading in the HTML instead of a placeholder that waits for the browser to ask
 * (the page's largest text would otherwise paint only after all JavaScript ran and one more round trip).
 *
 * Like that GET it does not extend the idle window. Undefined when the BFF cannot answer here (a configuration
 * error): the browser then asks `GET /api/session` itself and shows the error the usual way.
 */
export async function pageSession(): Promise<SessionView | undefined> {
  try {
    const bff = getBff();
    return sessionView(bff, await storedPageSession(bff));
  } catch {
    return undefined;
  }
}

/** The stored session (token included) of the page being rendered, for server-side reads; never a page's prop. */
export async function storedPageSession(bff: Bff = getBff()): Promise<Session | null> {
  const requestHeaders = await headers();
  // A page request has no URL of its own here: behind a TLS proxy x-forwarded-proto decides, as for the API.
  const request = { headers: requestHeaders, url: "http://console/" };
  const secure = isSecureContext(request, bff.config.cookieSecure);
  return bff.sessions.lookup(readSessionCookie(request, secure), { touch: false });
}
