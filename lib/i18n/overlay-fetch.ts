import "server-only";
import { randomUUID } from "node:crypto";
import { buildPath, operations } from "@/lib/portal/operations";
import { LanguageTokens } from "@/lib/portal/schemas/i18n";
import type { PortalClient } from "@/lib/portal/upstream";
import type { TokenFetcher } from "./overlay-cache";

/** A page render never waits longer than this for the portal's tokens; it renders the bundled messages instead. */
export const OVERLAY_FETCH_TIMEOUT_MS = 1_500;

/** `GET /i18n/lang/{lang}` with the session's token and region, answer checked with the catalog's schema. */
export function portalTokenFetcher(portal: PortalClient, timeoutMs = OVERLAY_FETCH_TIMEOUT_MS): TokenFetcher {
  const op = operations["i18n.lang.get"];
  return async ({ region, locale, token }) => {
    const answer = await portal.call({
      method: op.method,
      path: buildPath(op, { lang: locale }),
      token,
      region,
      requestId: randomUUID(),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (answer.status !== 200) throw new Error(`portal answered ${answer.status}`);
    let data: unknown;
    try {
      data = JSON.parse(answer.text);
    } catch {
      throw new Error("portal answer is not JSON");
    }
    const parsed = LanguageTokens.safeParse(data);
    if (!parsed.success) throw new Error("portal answer is not a token map");
    return parsed.data;
  };
}
