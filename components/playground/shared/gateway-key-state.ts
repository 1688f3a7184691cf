"use client";

import { guard } from "@/lib/guards";
import { useSession } from "@/lib/api/session";

/** `serverDefault` (whether GATEWAY_API_KEY is configured) is read leniently: older BFFs do not send it. */
const KeyState = guard.objectOf({
  set: guard.boolean,
  last4: guard.optional(guard.string),
  serverDefault: guard.optional(guard.boolean),
});

/** This session's gateway key as the BFF describes it (set or not, its last characters); never the key. */
export function useGatewayKeyState() {
  const session = useSession();
  const parsed = KeyState.safeParse(session.data?.gatewayKey);
  return parsed.success ? parsed.data : undefined;
}
