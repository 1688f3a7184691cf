"use client";

import { useQueries } from "@tanstack/react-query";
import { useMemo } from "react";
import { portalKey, usePortalQuery } from "@/lib/api/hooks";
import { portal } from "@/lib/api/portal";
import { knownUsersOf } from "./known-users";

/**
 * The users the user form can offer: nothing lists portal users, but every AI project lists its members. A refused
 * or failed read only means fewer names to pick from; typing a user stays possible.
 */
export function useKnownUsers() {
  const projects = usePortalQuery("ai.projects.list", {}, { retry: false, staleTime: 60_000 });
  const named = (projects.data ?? []).flatMap((p) => (p.id ? [{ id: p.id, name: p.name || p.id }] : []));
  const lists = useQueries({
    queries: named.map((project) => {
      const input = { ai_project_id: project.id };
      return {
        queryKey: portalKey("ai.projectUsers.list", input),
        queryFn: ({ signal }: { signal: AbortSignal }) => portal("ai.projectUsers.list", input, { signal }),
        retry: false,
      };
    }),
  });
  const stamp = lists.map((list) => list.dataUpdatedAt).join(",");
  const names = named.map((project) => project.name).join("\n");
  const users = useMemo(
    () => knownUsersOf(named.map((project, i) => ({ project: project.name, members: lists[i]?.data }))),
    // The lists are new arrays on every render; their update stamps and the project names say when they changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [stamp, names],
  );
  return { users, loading: projects.isPending || lists.some((list) => list.isPending) };
}
