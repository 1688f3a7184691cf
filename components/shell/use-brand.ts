"use client";

import { useMemo } from "react";
import { usePortalQuery } from "@/lib/api/hooks";
import { outageOf } from "@/lib/api/outage";
import { guard } from "@/lib/guards";
import { parseBrandTheme, type BrandTheme } from "@/lib/theme/theme";

const name = guard.optional(guard.string);
const Ids = guard.objectOf({
  user: guard.maybe(guard.objectOf({ username: name, firstName: name, lastName: name, email: name })),
  client: guard.maybe(guard.objectOf({ id: name, display_name: name })),
  reseller: guard.maybe(guard.objectOf({ id: name })),
});

/** Who is signed in, as far as the portal's context tells (its shape is "not shown" in the spec: read leniently). */
export function usePortalContext() {
  const context = usePortalQuery("context.get", {}, { staleTime: 5 * 60_000, retry: false });
  const parsed = Ids.safeParse(context.data);
  return { ...context, identity: parsed.success ? parsed.data : undefined };
}

/**
 * The portal's branding for this client (most specific first: the portal picks by client and reseller ids taken
 * from the context). Null when refused or when the answer carries nothing usable: the console's own palette is the
 * fallback theme. Undefined while not known: loading, or the portal cannot be reached.
 */
export function useBrand(): BrandTheme | null | undefined {
  const { identity, isPending, error: contextError } = usePortalContext();
  const input = {
    ...(identity?.client?.id ? { client_id: identity.client.id } : {}),
    ...(identity?.reseller?.id ? { reseller_id: identity.reseller.id } : {}),
  };
  const theme = usePortalQuery("theme.get", input, { enabled: !isPending, staleTime: 30 * 60_000, retry: false });
  const failure = theme.error ?? contextError;
  const known = theme.data !== undefined || (failure !== null && !outageOf(failure));
  return useMemo(() => (known ? parseBrandTheme(theme.data) : undefined), [known, theme.data]);
}
