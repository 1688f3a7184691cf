// Liveness: the process answers. Stays 200 while the instance stops, so a probe does not kill it mid-drain.
import { json } from "@/lib/bff/respond";
import { bffRoute } from "@/lib/bff/route";

export const GET = bffRoute("health.live", { auth: "none", csrf: false }, async () => json({ status: "alive" }));
