"use client";

import { useQueries } from "@tanstack/react-query";
import { useMemo } from "react";
import { usePortalQuery } from "@/lib/api/hooks";
import { readInventory } from "../model/inventory";
import { assignmentsByPolicy, type AssignedResource } from "../model/tree";
import { vmsQuery, volumeDetailQuery, volumesQuery } from "../shared/tree-queries";

/**
 * Which resources each policy applies to. The portal has no such read, so the whole tree is walked: projects, each
 * project's VMs, each VM's volumes, and the details of volumes attached to no VM. The reads are the tree's own,
 * so the protection page and this share their cache.
 */
export function usePolicyAssignments() {
  const projects = usePortalQuery("backup.projects.list", {});
  const inventory = usePortalQuery("backup.resources.get", {});
  const projectIds = (projects.data ?? []).flatMap((p) => (p.id ? [p.id] : []));
  const vmLists = useQueries({ queries: projectIds.map((id) => vmsQuery(id, false)) });
  const vms = vmLists.flatMap((query, index) => (query.data ?? []).map((vm) => ({ projectId: projectIds[index], vm })));
  const volumeLists = useQueries({
    queries: vms.map(({ projectId, vm }) => volumesQuery(projectId, vm.id ?? "", false)),
  });
  const detached = readInventory(inventory.data).byKind.volume.filter((v) => !v.vm_id && v.project_id);
  const detachedDetails = useQueries({ queries: detached.map((v) => volumeDetailQuery(v.project_id ?? "", v.id)) });

  const all = [projects, inventory, ...vmLists, ...volumeLists, ...detachedDetails];
  const loading = all.some((query) => query.isPending);
  const failed = all.find((query) => query.error)?.error ?? null;
  const stamp = all.map((query) => query.dataUpdatedAt).join(",");

  const byPolicy = useMemo(() => {
    const resources: (AssignedResource & Parameters<typeof assignmentsByPolicy>[0][number])[] = [];
    for (const project of projects.data ?? []) {
      resources.push({
        ...project,
        kind: "project",
        id: project.id ?? "",
        name: project.name ?? "",
        projectId: project.id ?? "",
      });
    }
    vms.forEach(({ projectId, vm }, index) => {
      resources.push({ ...vm, kind: "vm", id: vm.id ?? "", name: vm.name ?? "", projectId });
      for (const volume of volumeLists[index]?.data ?? []) {
        resources.push({ ...volume, kind: "volume", id: volume.id ?? "", name: volume.name ?? "", projectId });
      }
    });
    detachedDetails.forEach((query) => {
      const volume = query.data;
      if (volume?.id)
        resources.push({
          ...volume,
          kind: "volume",
          id: volume.id,
          name: volume.name ?? "",
          projectId: volume.project_id ?? "",
        });
    });
    return assignmentsByPolicy(resources);
    // The query results are new arrays every render; `stamp` says when any of them changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stamp]);

  return { byPolicy, loading, error: failed };
}
