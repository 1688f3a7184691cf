import { portalKey } from "@/lib/api/hooks";
import { portal } from "@/lib/api/portal";

/** The tree's list reads as TanStack query options, shared by the tree and the policies' "applies to". */
export const vmsQuery = (projectId: string, all: boolean) => {
  const input = all ? { project_id: projectId, get_all: true } : { project_id: projectId };
  return { queryKey: portalKey("backup.vms.list", input), queryFn: () => portal("backup.vms.list", input) };
};

export const volumesQuery = (projectId: string, vmId: string, all: boolean) => {
  const input = all ? { project_id: projectId, vm_id: vmId, get_all: true } : { project_id: projectId, vm_id: vmId };
  return { queryKey: portalKey("backup.vmVolumes.list", input), queryFn: () => portal("backup.vmVolumes.list", input) };
};

export const volumeDetailQuery = (projectId: string, volumeId: string) => {
  const input = { project_id: projectId, volume_id: volumeId };
  return { queryKey: portalKey("backup.volume.get", input), queryFn: () => portal("backup.volume.get", input) };
};
