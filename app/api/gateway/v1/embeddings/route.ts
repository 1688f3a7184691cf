// Gateway relay: POST /v1/embeddings.
import { gatewayEndpoints, relayInference } from "@/lib/bff/gateway-relay";
import { bffRoute } from "@/lib/bff/route";

const endpoint = gatewayEndpoints.embeddings;

export const POST = bffRoute(endpoint.operation, { auth: "required" }, (ctx) => relayInference(ctx, endpoint));
