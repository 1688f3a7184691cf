// Gateway relay: POST /v1/rerank.
import { gatewayEndpoints, relayInference } from "@/lib/bff/gateway-relay";
import { bffRoute } from "@/lib/bff/route";

const endpoint = gatewayEndpoints.rerank;

export const POST = bffRoute(endpoint.operation, { auth: "required" }, (ctx) => relayInference(ctx, endpoint));
