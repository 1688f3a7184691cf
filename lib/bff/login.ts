import "server-only";
import { z } from "zod";
import { buildPath, operations } from "@/lib/portal/operations";
import { ACCESS_TOKEN_MAX } from "@/lib/portal/schemas/limits";
import type { PortalAnswer } from "@/lib/portal/upstream";
import { sessionCookie } from "./cookie";
import { BffError, invalidInput } from "./errors";
import { issuesFromZod } from "./issues";
import { clientAddress } from "./rate-limit";
import { json } from "./respond";
import type { RouteContext } from "./route";
import type { Session } from "./sessions";
import { sessionView } from "./session-view";
import { failureError, statusError, upstreamMessage } from "./upstream-errors";
import { UpstreamFailure } from "@/lib/upstream/failure";

/** Header-safe: printable ASCII without spaces, as access tokens and gateway keys are. */
export const secretText = (what: string, max: number) =>
  z
    .string(`${what} must be a string`)
    .min(1, `${what} is required`)
    .max(max, `${what} is at most ${max} characters`)
    .regex(/^[\x21-\x7e]+$/, `${what} holds characters it cannot contain (spaces, line breaks, non-ASCII)`);

export const regionField = (regions: string[]) =>
  z
    .string("region must be a string")
    .refine((r) => regions.includes(r), `region must be one of: ${regions.join(", ")}`);

/**
 * The login probe: `notifications.list`, a cheap read every token can be judged by. 2xx or 403 (valid token, only
 * that permission missing) accept the token; 401 refuses it; 400 is the portal refusing the region.
 */
const PROBE = operations["notifications.list"];

export async function login(ctx: RouteContext<Session | null>): Promise<Response> {
  const { bff } = ctx;
  const parsed = z
    .strictObject({ token: secretText("token", ACCESS_TOKEN_MAX), region: regionField(bff.config.regions) })
    .safeParse(ctx.body ?? {});
  if (!parsed.success) throw invalidInput(issuesFromZod(parsed.error));
  const { token, region } = parsed.data;

  const address = clientAddress(ctx.request, bff.config.trustedProxyHops);
  await bff.loginLimiter.assertAllowed(address);

  let answer: PortalAnswer;
  try {
    answer = await bff.portal.call({
      method: PROBE.method,
      path: buildPath(PROBE, {}),
      token,
      region,
      requestId: ctx.requestId,
      body: {},
      signal: ctx.request.signal,
    });
  } catch (error) {
    if (error instanceof UpstreamFailure) throw failureError(error);
    throw error;
  }
  const denied = await judge(answer, token, () => bff.loginLimiter.recordFailure(address));

  // A cookie sent before login is never promoted: its session (if any) ends, and a fresh id is issued.
  if (ctx.session) await bff.sessions.end(ctx.session);
  const session = await bff.sessions.create({ token, region, denied });
  ctx.setCookie(sessionCookie(session.id, (session.expiresAt - bff.clock()) / 1000, ctx.secure));
  return json(sessionView(bff, session));
}

async function judge(answer: PortalAnswer, token: string, onWrongToken: () => Promise<void>): Promise<string[]> {
  const { status, text } = answer;
  if (status >= 200 && status < 300) return [];
  if (status === 403) return [PROBE.permission];
  const message = upstreamMessage(text, [token]);
  if (status === 401) {
    await onWrongToken();
    throw new BffError("invalid_token", { upstream: { service: "portal", status, ...(message ? { message } : {}) } });
  }
  if (status === 400) throw invalidInput([{ path: "region", message: message ?? "The portal refused this region" }]);
  throw statusError("portal", status, message ? { message } : {});
}
