import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import type { OperationId } from "@/lib/portal/operations";
import { getBff, type Bff } from "./context";
import { isSecureContext, readSessionCookie } from "./cookie";
import { surveyPermissions } from "./permission-survey";
import { sessionView, type SessionView } from "./session-view";
import type { Session } from "./sessions";

/**
 * The session of the page being rendered, as `GET /api/session` would describe it, so that the server renders the
 * signed-in frame and the page's heading in the HTML instead of a placeholder that waits for the browser to ask
 * (the page's largest text would otherwise paint only after all JavaScript ran and one more round trip).
 *
 * Like that GET it does not extend the idle window. Undefined when the BFF cannot answer here (a configuration
 * error): the browser then asks `GET /api/session` itself and shows the error the usual way.
 * `survey`: reads whose refusal the view's `denied` must already know (`surveyPermissions`). Once per request: the
 * layout and the page ask with the same list and share the answer.
 */
export const pageSession = cache(async (survey: readonly OperationId[] = []): Promise<SessionView | undefined> => {
  try {
    const bff = getBff();
    const session = await storedPageSession(bff);
    return sessionView(bff, session && survey.length > 0 ? await surveyPermissions(bff, session, survey) : session);
  } catch {
    return undefined;
  }
});

/** The stored session (token included) of the page being rendered, for server-side reads; never a page's prop. */
export async function storedPageSession(bff: Bff = getBff()): Promise<Session | null> {
  const requestHeaders = await headers();
  // A page request has no URL of its own here: behind a TLS proxy x-forwarded-proto decides, as for the API.
  const request = { headers: requestHeaders, url: "http://console/" };
  const secure = isSecureContext(request, bff.config.cookieSecure);
  return bff.sessions.lookup(readSessionCookie(request, secure), { touch: false });
}
