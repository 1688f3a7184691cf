// Health: whether the portal and the gateway answer; the output-check mismatch count while checking is on.
import { json } from "@/lib/bff/respond";
import { bffRoute } from "@/lib/bff/route";

const PING_TIMEOUT_MS = 2_000;

export const GET = bffRoute("health", { auth: "none", csrf: false }, async (ctx) => {
  const { bff } = ctx;
  const [portal, gateway] = await Promise.all([bff.portal.ping(PING_TIMEOUT_MS), bff.gateway.ping(PING_TIMEOUT_MS)]);
  return json({
    status: portal.ok && gateway.ok ? "ok" : "degraded",
    portal,
    gateway,
    ...(bff.config.checkOutput ? { outputCheck: { mismatches: bff.outputMismatches.count } } : {}),
  });
});
