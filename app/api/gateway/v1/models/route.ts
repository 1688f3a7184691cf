// Gateway relay: GET /v1/models.
import { relayModels } from "@/lib/bff/gateway-relay";
import { bffRoute } from "@/lib/bff/route";

export const GET = bffRoute("gateway.models", { auth: "required" }, relayModels);
