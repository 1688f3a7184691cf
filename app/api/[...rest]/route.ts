// Any other /api path: the JSON 404 of the error table instead of Next's HTML page.
import { BffError } from "@/lib/bff/errors";
import { bffRoute } from "@/lib/bff/route";

const unknown = bffRoute("unknown", { auth: "none" }, async () => {
  throw new BffError("unknown_operation");
});

export const GET = unknown;
export const POST = unknown;
export const PUT = unknown;
export const PATCH = unknown;
export const DELETE = unknown;
