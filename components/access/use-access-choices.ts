"use client";

import { useMemo } from "react";
import { usePortalQuery } from "@/lib/api/hooks";
import { hasProfileIdentity, profileTypesOf } from "./access-model";

/**
 * Suggestions for the assignment and user forms. No operation lists users or clients, so resellers come from the
 * profiles, and clients (id with name) from the quota lines; user ids are typed.
 */
export function useAccessChoices() {
  const profiles = usePortalQuery("profiles.list", {});
  const lines = usePortalQuery("quotas.overview.lines", {}, { retry: false });
  return useMemo(() => {
    const all = (profiles.data ?? []).filter(hasProfileIdentity);
    const resellers = [...new Set(all.flatMap((p) => (p.reseller ? [p.reseller] : [])))].map((value) => ({ value }));
    const clients = new Map<string, string>();
    for (const l of lines.data ?? [])
      if (l.client_id && !clients.has(l.client_id)) clients.set(l.client_id, l.client ?? l.client_id);
    return {
      profiles: all,
      types: profileTypesOf(all),
      resellers,
      clients: [...clients.entries()].map(([value, label]) => ({ value, label })),
      clientNames: [...new Set(clients.values())].map((value) => ({ value })),
    };
  }, [profiles.data, lines.data]);
}
