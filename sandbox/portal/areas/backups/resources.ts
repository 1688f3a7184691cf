/** Looking up the backup service's records; unknown ids answer 404 naming what was looked for. */
import { notFound, SandboxError } from "../../area";
import type {
  BackupsState,
  BackupVmRecord,
  BackupVolumeRecord,
  Protectable,
  ResourceType,
  StoredBackup,
} from "./model";

export function findBackup(state: BackupsState, id: string): StoredBackup {
  const backup = state.backups.find((b) => b.id === id);
  if (!backup) throw notFound(`backup ${id}`);
  return backup;
}

export function findProject(state: BackupsState, id: string) {
  const project = state.projects.find((p) => p.id === id);
  if (!project) throw notFound(`project ${id}`);
  return project;
}

export function findVm(state: BackupsState, projectId: string, vmId: string) {
  findProject(state, projectId);
  const vm = state.vms.find((v) => v.id === vmId && v.project_id === projectId);
  if (!vm) throw notFound(`VM ${vmId} in project ${projectId}`);
  return vm;
}

export function findVolume(state: BackupsState, projectId: string, volumeId: string) {
  findProject(state, projectId);
  const volume = state.volumes.find((v) => v.id === volumeId && v.project_id === projectId);
  if (!volume) throw notFound(`volume ${volumeId} in project ${projectId}`);
  return volume;
}

export type AnyResource =
  | { kind: "project"; record: BackupsState["projects"][number] }
  | { kind: "vm"; record: BackupVmRecord }
  | { kind: "volume"; record: BackupVolumeRecord };

/** Any protectable resource by id, or null. */
export function lookupResource(state: BackupsState, id: string): AnyResource | null {
  const project = state.projects.find((p) => p.id === id);
  if (project) return { kind: "project", record: project };
  const vm = state.vms.find((v) => v.id === id);
  if (vm) return { kind: "vm", record: vm };
  const volume = state.volumes.find((v) => v.id === id);
  return volume ? { kind: "volume", record: volume } : null;
}

/** A resource named in a body field; 404 with that field when unknown or of another type. */
export function resourceOfType(
  state: BackupsState,
  type: ResourceType | undefined,
  id: string,
  field: string,
): AnyResource {
  const found = lookupResource(state, id);
  if (!found || (type && found.kind !== type)) {
    throw new SandboxError(404, `${type ?? "resource"} ${id} not found`, field);
  }
  return found;
}

export const protectable = (resource: AnyResource): Protectable => resource.record;

/** Volumes of a VM. */
export const attachedVolumes = (state: Pick<BackupsState, "volumes">, vmId: string) =>
  state.volumes.filter((v) => v.vm_id === vmId);

/** Size (GB) a backup of the resource covers: a VM's is the sum of its volumes. */
export function coveredSize(state: Pick<BackupsState, "volumes">, kind: "vm" | "volume", id: string): number {
  if (kind === "volume") return state.volumes.find((v) => v.id === id)?.size ?? 0;
  return attachedVolumes(state, id).reduce((sum, v) => sum + v.size, 0) || 20;
}

/** Volume type a backup of the resource is stored as: a VM's is that of its first (boot) volume. */
export function coveredVolumeType(state: Pick<BackupsState, "volumes">, kind: "vm" | "volume", id: string): string {
  if (kind === "volume") return state.volumes.find((v) => v.id === id)?.type ?? "standard";
  return attachedVolumes(state, id)[0]?.type ?? "standard";
}
