// Health: whether the portal and the gateway answer, and how many upstream answers did not fit the catalog's shapes.
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
    outputCheck: { mismatches: bff.outputMismatches.count },
  });
});
