// The portal proxy: /api/portal/<spec path>, driven by the operation catalog.
import { proxyPortal } from "@/lib/bff/portal-proxy";
import { bffRoute } from "@/lib/bff/route";

export const GET = bffRoute("portal", { auth: "required" }, proxyPortal);
export const POST = bffRoute("portal", { auth: "required" }, proxyPortal);
export const PATCH = bffRoute("portal", { auth: "required" }, proxyPortal);
export const DELETE = bffRoute("portal", { auth: "required" }, proxyPortal);
// The portal has no PUT; exported so that it gets the JSON 404 unknown_operation rather than Next's bare 405.
export const PUT = bffRoute("portal", { auth: "required" }, proxyPortal);
