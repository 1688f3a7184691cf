"use client";

import { useMemo } from "react";
import { usePortalQuery } from "@/lib/api/hooks";
import type { ProjectNames } from "./record-columns";

/**
 * Project names by id, so inventories read "web-prod" rather than a 32-digit id. A token that cannot list projects
 * still sees the ids: the failure is not shown, and not retried.
 */
export function useProjectNames(): ProjectNames | undefined {
  const projects = usePortalQuery("iaas.projects.list", {}, { retry: false, staleTime: 60_000 });
  return useMemo(() => {
    if (!projects.data) return undefined;
    return new Map(projects.data.flatMap((p) => (p.id && p.name ? [[p.id, p.name] as const] : [])));
  }, [projects.data]);
}
