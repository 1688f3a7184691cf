"use client";

import { useQuery } from "@tanstack/react-query";
import { askBatched, permissionKey } from "@/lib/api/permissions";
import { useSession } from "@/lib/api/session";

/**
 * Whether the session is known to be allowed to save tokens, which translate mode needs: false while the answer is
 * awaited, so that a reader never sees the mode offered, not even for a moment.
 */
export function useTranslateModeAllowed(): boolean {
  const session = useSession();
  const region = session.data?.authenticated ? (session.data.region ?? "") : null;
  const inSession = session.data?.denied?.includes("i18n_lang-post") === true;
  const query = useQuery({
    queryKey: permissionKey(region ?? "", "i18n.lang.save"),
    queryFn: () => askBatched(region ?? "", "i18n.lang.save"),
    enabled: region !== null && !inSession,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  return !inSession && query.isSuccess && query.data === null;
}
