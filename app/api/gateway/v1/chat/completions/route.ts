// Gateway relay: POST /v1/chat/completions, streamed chunk by chunk with stream: true.
import { gatewayEndpoints, relayInference } from "@/lib/bff/gateway-relay";
import { bffRoute } from "@/lib/bff/route";

const endpoint = gatewayEndpoints.chat;

export const POST = bffRoute(endpoint.operation, { auth: "required" }, (ctx) => relayInference(ctx, endpoint));
