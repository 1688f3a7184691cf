"use client";

import { usePortalQuery } from "@/lib/api/hooks";
import { toProjects } from "../model/project";
import { projectOfNamespace } from "../model/shoot";

/**
 * The name of the project owning a namespace. Asked from the portal (projects filtered by namespace); until it
 * answers, or if it cannot, Gardener's naming (`garden-<project>`) stands in.
 */
export function useNamespaceProject(namespace: string): string {
  const projects = usePortalQuery(
    "clustermgr.projects.list",
    { namespace_filter: namespace },
    { staleTime: 5 * 60_000, retry: false },
  );
  const found = toProjects(projects.data).find((p) => p.namespace === namespace);
  return found?.name ?? projectOfNamespace(namespace);
}
