/**
 * Builds the protection tree's nodes from the portal's lists. Each node carries what its label shows (protected
 * or not, by which policies, how many unprotected children), so the label needs no lookup.
 */
import type { TreeNode } from "@/components/ui/tree";
import type { BackupProjectListItem, BackupVMListItem, BackupVolumeListItem } from "@/lib/portal/schemas/backups";
import type { InventoryEntry } from "../model/inventory";
import { policiesOf, treeNodeId, unsafeCounts, unsafeResourcesOf, type TreeRef } from "../model/tree";

export interface NodeMeta {
  ref: TreeRef;
  /** Undefined for a group node (detached volumes). */
  protected?: boolean;
  policies: string[];
  unsafeVms?: number;
  unsafeVolumes?: number;
  status?: string;
}

export interface ProtectionNode extends TreeNode {
  meta: NodeMeta;
  children?: readonly ProtectionNode[];
}

export const isProtectionNode = (node: TreeNode): node is ProtectionNode => "meta" in node;

function node(
  ref: TreeRef,
  label: string,
  meta: Omit<NodeMeta, "ref">,
  children?: ProtectionNode[],
  hasChildren = false,
): ProtectionNode {
  return { id: treeNodeId(ref), label, meta: { ref, ...meta }, ...(children ? { children } : { hasChildren }) };
}

const names = (resource: Parameters<typeof policiesOf>[0]) => [...policiesOf(resource).values()];

export function vmNode(projectId: string, vm: BackupVMListItem, volumes?: ProtectionNode[]): ProtectionNode {
  const id = vm.id ?? "";
  const policies = names(vm);
  return node(
    { kind: "vm", projectId, id },
    vm.name ?? id,
    { protected: policies.length > 0, policies, unsafeVolumes: vm.unsafe_volumes, status: vm.status },
    volumes,
    true,
  );
}

export function volumeNode(projectId: string, volume: BackupVolumeListItem, vmId?: string): ProtectionNode {
  const id = volume.id ?? "";
  const policies = names(volume);
  return node({ kind: "volume", projectId, id, ...(vmId ? { vmId } : {}) }, volume.name ?? id, {
    protected: policies.length > 0,
    policies,
  });
}

/** Volumes the inventory lists with no VM: the VM → volumes lists never reach them. */
export function detachedNode(
  projectId: string,
  label: string,
  volumes: readonly InventoryEntry[],
): ProtectionNode | null {
  if (volumes.length === 0) return null;
  const children = volumes.map((v) =>
    node({ kind: "volume", projectId, id: v.id }, v.name ?? v.id, { protected: v.protected, policies: [] }),
  );
  return node({ kind: "detached", projectId, id: projectId }, label, { policies: [] }, children);
}

export function projectNode(project: BackupProjectListItem, children?: ProtectionNode[]): ProtectionNode {
  const id = project.id ?? "";
  const policies = names(project);
  const counts = unsafeCounts(project);
  return node(
    { kind: "project", projectId: id, id },
    project.name ?? id,
    { protected: policies.length > 0, policies, unsafeVms: counts.vms, unsafeVolumes: counts.volumes },
    children,
    true,
  );
}

/** The "only unprotected" tree: each project with unprotected resources, holding exactly those. */
export function unprotectedTree(projects: readonly BackupProjectListItem[]): ProtectionNode[] {
  return projects.flatMap((project) => {
    const id = project.id ?? "";
    const unsafe = unsafeResourcesOf(project).filter((r) => r.type === "vm" || r.type === "volume");
    if (unsafe.length === 0) return [];
    const children = unsafe.map((r) =>
      node({ kind: r.type as "vm" | "volume", projectId: id, id: r.id }, r.name, { protected: false, policies: [] }),
    );
    return [projectNode(project, children)];
  });
}
