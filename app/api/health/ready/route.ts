// Readiness: 200 when the session store, the portal and the gateway answer and the instance is not stopping; else 503.
import { lifecycle } from "@/lib/bff/lifecycle";
import { json } from "@/lib/bff/respond";
import { bffRoute } from "@/lib/bff/route";

const CHECK_TIMEOUT_MS = 2_000;

async function storeCheck(ping: () => Promise<void>): Promise<{ ok: boolean; ms: number }> {
  const started = performance.now();
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error("timeout")), CHECK_TIMEOUT_MS).unref(),
  );
  const ok = await Promise.race([ping(), timeout]).then(
    () => true,
    () => false,
  );
  return { ok, ms: Math.round(performance.now() - started) };
}

export const GET = bffRoute("health.ready", { auth: "none", csrf: false }, async ({ bff }) => {
  const stopping = lifecycle().stopping;
  const [sessionStore, portal, gateway] = await Promise.all([
    storeCheck(() => bff.store.ping()),
    bff.portal.ping(CHECK_TIMEOUT_MS),
    bff.gateway.ping(CHECK_TIMEOUT_MS),
  ]);
  const ready = !stopping && sessionStore.ok && portal.ok && gateway.ok;
  return json(
    { status: ready ? "ready" : stopping ? "stopping" : "unavailable", stopping, sessionStore, portal, gateway },
    ready ? 200 : 503,
  );
});
