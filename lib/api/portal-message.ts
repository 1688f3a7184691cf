import { z } from "zod";
import { ApiError } from "./error";

const Upstream = z.looseObject({ message: z.string().optional().catch(undefined) });

/**
 * What the portal said about a refused request. The BFF maps a 4xx to an error code; the portal's own sentence
 * ("client acme not found") travels in `upstream.message` and is what users need to see next to the code's text.
 */
export function portalMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const text = Upstream.safeParse(error.upstream).data?.message;
  return text && text.trim() !== "" ? text.trim() : undefined;
}
