import { guard } from "@/lib/guards";
import { ApiError } from "./error";

const Upstream = guard.objectOf({ message: guard.maybe(guard.string) });

/**
 * What the portal said about a refused request. The BFF maps a 4xx to an error code; the portal's own sentence
 * ("client acme not found") travels in `upstream.message` and is what users need to see next to the code's text.
 */
export function portalMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const text = Upstream.safeParse(error.upstream).data?.message;
  return text && text.trim() !== "" ? text.trim() : undefined;
}
