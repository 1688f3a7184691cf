"use client";

import { useMemo } from "react";
import { z } from "zod";
import { usePortalQuery } from "@/lib/api/hooks";
import type { Choice } from "./project-model";

const ProfileEntry = z.looseObject({
  id: z.string().optional(),
  name: z.string().optional(),
  description: z.string().optional(),
});

/**
 * The quota profiles a project can take (GET /profile/quota, whose `profiles` have no shape in the spec: read
 * leniently). The value sent is the profile's id, as `POST /profile/quota/{profile_id}` names it.
 */
export function useQuotaProfiles(): { choices: Choice[]; loading: boolean; failed: boolean } {
  const query = usePortalQuery("quotas.profiles.list", {}, { retry: false, staleTime: 5 * 60_000 });
  const choices = useMemo(
    () =>
      (query.data?.profiles ?? []).flatMap((item) => {
        const parsed = ProfileEntry.safeParse(item);
        if (!parsed.success) return [];
        const { id, name, description } = parsed.data;
        const value = id || name;
        if (!value) return [];
        const title = name || value;
        return [{ value, label: description ? `${title} — ${description}` : title }];
      }),
    [query.data],
  );
  return { choices, loading: query.isPending, failed: query.isError };
}
