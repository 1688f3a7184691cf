"use client";

import { useQueries, type UseQueryResult } from "@tanstack/react-query";
import { useMemo } from "react";
import { portalKey, usePortalQuery } from "@/lib/api/hooks";
import { portal } from "@/lib/api/portal";
import type { AIUser } from "@/lib/portal/schemas/ai";
import { mergeUsers, type KnownUser } from "../model/users";

/** Module-level so TanStack can keep the combined result while no member list changes. */
function combineMembers(results: UseQueryResult<AIUser[]>[]) {
  return {
    users: mergeUsers(results.map((r) => r.data)),
    pending: results.some((r) => r.isPending),
    error: results.find((r) => r.error)?.error ?? null,
  };
}

/**
 * Every AI user the console can know of: the members of all projects (the portal offers no other user list for
 * the AI area). One members call per project; accounts have a handful of projects, not thousands.
 */
export function useAiUsers(): { users: KnownUser[]; loading: boolean; error: unknown } {
  const projects = usePortalQuery("ai.projects.list", {});
  const ids = useMemo(() => (projects.data ?? []).flatMap((p) => (p.id ? [p.id] : [])), [projects.data]);
  const members = useQueries({
    queries: ids.map((id) => ({
      queryKey: portalKey("ai.projectUsers.list", { ai_project_id: id }),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        portal("ai.projectUsers.list", { ai_project_id: id }, { signal }),
    })),
    combine: combineMembers,
  });
  return {
    users: members.users,
    loading: projects.isPending || members.pending,
    error: projects.error ?? members.error,
  };
}
