import "server-only";
import { randomUUID } from "node:crypto";
import { operations, type OperationId } from "@/lib/portal/operations";
import type { Bff } from "./context";
import { resolvePermissions, sharedAllowedCache } from "./permission-probe";
import type { Session } from "./sessions";

/**
 * A page waits at most this long for the portal's answers; what is still unknown then is offered, as before. A
 * session's first page asks about 40 reads, which a console that has just started answers in 1.5 to 3 s.
 */
const SURVEY_BUDGET_MS = 4_000;
const SURVEY_CONCURRENCY = 6;

/**
 * Learns, before a page renders, which of the given reads the session's token is refused, and records them in the
 * session as every 403 is: the sidebar, the command palette and the overview then leave out what the token cannot
 * read from their first paint, and the browser never asks for it (a refused request is a console error).
 * Known refusals and cached allowances cost nothing; only the rest is probed, so after a session's first page this
 * asks the portal nothing until the allowance cache expires.
 */
export async function surveyPermissions(bff: Bff, session: Session, ids: readonly OperationId[]): Promise<Session> {
  const result = await resolvePermissions({
    ops: ids.map((id) => operations[id]),
    token: session.token,
    region: session.region,
    requestId: randomUUID(),
    knownDenied: session.denied,
    send: (call) => bff.portal.call(call),
    cache: sharedAllowedCache(),
    concurrency: SURVEY_CONCURRENCY,
    timeoutMs: SURVEY_BUDGET_MS,
    signal: AbortSignal.timeout(SURVEY_BUDGET_MS),
  });
  let surveyed = session;
  for (const permission of result.newlyDenied) surveyed = await bff.sessions.recordDenied(surveyed, permission);
  return surveyed;
}
