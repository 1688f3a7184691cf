"use client";

import { useQueries, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { EmptyState } from "@/components/ui/feedback";
import { QueryState } from "@/components/ui/query-state";
import { Tree, type TreeNode } from "@/components/ui/tree";
import { usePortalQuery } from "@/lib/api/hooks";
import type { BackupVMListItem, BackupVolumeListItem } from "@/lib/portal/schemas/backups";
import { readInventory } from "../model/inventory";
import { parseTreeNodeId } from "../model/tree";
import { vmsQuery, volumesQuery } from "../shared/tree-queries";
import { NodeLabel } from "./NodeLabel";
import {
  detachedNode,
  isProtectionNode,
  projectNode,
  unprotectedTree,
  vmNode,
  volumeNode,
  type ProtectionNode,
} from "./tree-nodes";

export interface ProtectionTreeProps {
  onlyUnprotected: boolean;
  /** `get_all`: also disabled projects, VMs in error and volumes in error. */
  includeAll: boolean;
  selectedId: string | null;
  onSelect: (nodeId: string) => void;
}

/**
 * Projects → VMs → volumes. A level loads when first opened; opened levels then stay live queries, so a change of
 * protection shows in place without collapsing the tree. "Only unprotected" shows each project's unsafe resources.
 */
export function ProtectionTree({ onlyUnprotected, includeAll, selectedId, onSelect }: ProtectionTreeProps) {
  const t = useTranslations("backups.protection.tree");
  const queryClient = useQueryClient();
  const projects = usePortalQuery("backup.projects.list", includeAll ? { get_all: true } : {});
  const inventory = usePortalQuery("backup.resources.get", {});
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());

  const openedRefs = [...opened].flatMap((id) => {
    const ref = parseTreeNodeId(id);
    return ref ? [ref] : [];
  });
  const openedProjects = openedRefs.filter((ref) => ref.kind === "project");
  const openedVms = openedRefs.filter((ref) => ref.kind === "vm");
  const vmLists = useQueries({ queries: openedProjects.map((ref) => vmsQuery(ref.projectId, includeAll)) });
  const volumeLists = useQueries({ queries: openedVms.map((ref) => volumesQuery(ref.projectId, ref.id, includeAll)) });

  const vmsByProject = new Map<string, BackupVMListItem[]>();
  openedProjects.forEach((ref, index) => {
    const data = vmLists[index]?.data;
    if (data) vmsByProject.set(ref.projectId, data);
  });
  const volumesByVm = new Map<string, BackupVolumeListItem[]>();
  openedVms.forEach((ref, index) => {
    const data = volumeLists[index]?.data;
    if (data) volumesByVm.set(`${ref.projectId}/${ref.id}`, data);
  });

  const detachedLabel = t("detached");
  const parsedInventory = useMemo(() => readInventory(inventory.data), [inventory.data]);
  const detachedOf = (projectId: string) =>
    detachedNode(
      projectId,
      detachedLabel,
      parsedInventory.byKind.volume.filter((v) => v.project_id === projectId && !v.vm_id),
    );
  const vmChildren = (projectId: string, vms: readonly BackupVMListItem[]): ProtectionNode[] => {
    const nodes = vms.map((vm) =>
      vmNode(
        projectId,
        vm,
        volumesByVm.get(`${projectId}/${vm.id}`)?.map((v) => volumeNode(projectId, v, vm.id ?? "")),
      ),
    );
    const detached = detachedOf(projectId);
    return detached ? [...nodes, detached] : nodes;
  };

  const nodes: ProtectionNode[] = onlyUnprotected
    ? unprotectedTree(projects.data ?? [])
    : (projects.data ?? []).map((project) => {
        const vms = vmsByProject.get(project.id ?? "");
        return projectNode(project, vms ? vmChildren(project.id ?? "", vms) : undefined);
      });

  const loadChildren = async (node: TreeNode): Promise<readonly TreeNode[]> => {
    if (!isProtectionNode(node)) return [];
    setOpened((previous) => new Set(previous).add(node.id));
    const { ref } = node.meta;
    if (ref.kind === "project")
      return vmChildren(ref.projectId, await queryClient.fetchQuery(vmsQuery(ref.projectId, includeAll)));
    if (ref.kind === "vm") {
      const volumes = await queryClient.fetchQuery(volumesQuery(ref.projectId, ref.id, includeAll));
      return volumes.map((v) => volumeNode(ref.projectId, v, ref.id));
    }
    return [];
  };

  return (
    <QueryState
      query={projects}
      isEmpty={() => nodes.length === 0}
      empty={
        <EmptyState
          title={onlyUnprotected ? t("allProtected") : t("empty")}
          description={onlyUnprotected ? t("allProtectedHint") : undefined}
        />
      }
    >
      {() => (
        <Tree
          key={`${onlyUnprotected}-${includeAll}`}
          label={onlyUnprotected ? t("labelUnprotected") : t("label")}
          nodes={nodes}
          loadChildren={loadChildren}
          defaultExpanded={onlyUnprotected ? nodes.map((n) => n.id) : undefined}
          selectedId={selectedId}
          onSelect={(node) => onSelect(node.id)}
          renderLabel={(node) =>
            isProtectionNode(node) ? <NodeLabel label={node.label} meta={node.meta} /> : node.label
          }
        />
      )}
    </QueryState>
  );
}
