import { ApiError, isSessionError } from "./error";
import { bffIdle } from "./http";

/** Why the login page is shown; each has its message in `login.reason.*`. */
export type LoginReason = "expired" | "rejected" | "loggedOut";

/** The reason a failed call gives, or null when the call failing is no reason to log in again. */
export function loginReasonOf(error: unknown): LoginReason | null {
  if (!isSessionError(error)) return null;
  // The portal refused the token (the BFF ended the session) versus the session itself being over.
  return (error as ApiError).code === "unauthenticated" ? "expired" : "rejected";
}

/** `/login?next=<where the user was>&reason=…`; `next` keeps the query, so filters survive the detour. */
export function loginHref(location: { pathname: string; search: string }, reason?: LoginReason): string {
  const query = new URLSearchParams({ next: location.pathname + location.search });
  if (reason) query.set("reason", reason);
  return `/login?${query.toString()}`;
}

/** Longest wait for the other answers of a batch before leaving for the login page. */
const SETTLE_MAX_MS = 2_000;

/**
 * Sends the user to login and back afterwards. A full page load, not a client navigation: it drops every cached
 * answer of the ended session. On the login page itself nothing happens (its own refusals are shown in its form).
 *
 * When the portal refuses the token, the BFF ends the session, and the page's other calls of the same moment then
 * fail as `unauthenticated`, sometimes before the refusal itself arrives. So the page first lets the calls under
 * way answer (at most 2 s; a page whose session has simply ended gets its refusals at once), and a refusal of the
 * token among them outranks an ended session: the message names the real cause.
 * `replace`: the page left is not kept in the history.
 */
export function sendToLogin(reason?: LoginReason, options: { replace?: boolean } = {}) {
  if (typeof window === "undefined" || window.location.pathname.startsWith("/login")) return;
  if (leaving) {
    if (reason === "rejected") leaving.reason = reason;
    return;
  }
  const current = (leaving = { reason, replace: options.replace === true });
  // Back from the login page, a page restored from the back/forward cache may have to leave again.
  window.addEventListener("pageshow", () => (leaving = null), { once: true });
  void bffIdle(SETTLE_MAX_MS)
    // The failed calls' own error handlers run a moment after their answers: give them that moment.
    .then(() => new Promise((resolve) => setTimeout(resolve, 50)))
    .then(() => {
      const href = loginHref(window.location, current.reason);
      if (current.replace) window.location.replace(href);
      else window.location.assign(href);
    });
}
let leaving: { reason?: LoginReason; replace: boolean } | null = null;
