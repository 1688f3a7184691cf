/**
 * What the backup operations answer: stored records projected onto the spec's Backup, BackupListItem,
 * BackupProject, BackupVM and BackupVolume shapes (detail and list variants, and the `simple` variant).
 */
import {
  isProtected,
  type BackupPolicy,
  type BackupProjectRecord,
  type BackupsState,
  type BackupVmRecord,
  type BackupVolumeRecord,
  type Protectable,
  type StoredBackup,
} from "./model";
import { attachedVolumes } from "./resources";

/** The fields of a single Backup (GET /backup/{id}); the list adds a few. */
export function backupView(b: StoredBackup) {
  return {
    allocated: b.allocated,
    ...(b.canceled_by !== undefined && { canceled_by: b.canceled_by }),
    id: b.id,
    image: b.image,
    is_available: b.state === "available",
    is_full: b.is_full,
    ...(b.last_restore !== undefined && { last_restore: b.last_restore }),
    manual: b.manual,
    ...(b.message !== undefined && { message: b.message }),
    pool: b.pool,
    primary_zone: b.primary_zone,
    process_time: b.process_time,
    ...(b.processed_date !== undefined && { processed_date: b.processed_date }),
    protected_resource_id: b.protected_resource_id,
    region: b.region,
    resource_id: b.resource_id,
    resource_type: b.resource_type,
    restore_size: b.restore_size,
    retries: b.retries,
    schedule_date: b.schedule_date,
    secondary_zone: b.secondary_zone,
    size: b.size,
    snapshot: b.snapshot,
    state: b.state,
    time_to_live: b.time_to_live,
    volume_type: b.volume_type,
  };
}

export function backupListItem(b: StoredBackup) {
  return {
    ...backupView(b),
    ...(b.canceled_at !== undefined && { canceled_at: b.canceled_at }),
    encrypted: b.encrypted,
    policy_id: b.policy_id,
    project_id: b.project_id,
    ...(b.reason !== undefined && { reason: b.reason }),
    starting_hour: b.starting_hour,
    zone: b.zone,
  };
}

/** Newest schedule first. */
export const byScheduleDesc = (a: StoredBackup, b: StoredBackup) => b.schedule_date.localeCompare(a.schedule_date);

function policyFields(state: BackupsState, resource: Protectable) {
  const policies = resource.assignments
    .map((a) => ({ assignment: a, policy: state.policies.find((p) => p.id === a.policy_id) }))
    .filter((x): x is { assignment: (typeof resource.assignments)[number]; policy: BackupPolicy } => !!x.policy);
  return {
    allow_remove: resource.allow_remove,
    // `policy` is the id of the first (main) policy, "" when the resource is unprotected.
    policy: policies[0]?.policy.id ?? "",
    resource_policies: policies.map(({ assignment, policy }) => ({
      policy_id: policy.id,
      policy_name: policy.name,
      protected_resource_id: resource.protected_resource_id,
      starting_hour: assignment.starting_hour,
      assigned_at: assignment.assigned_at,
      assigned_by: assignment.assigned_by,
    })),
    policies: Object.fromEntries(policies.map(({ policy }) => [policy.id, policy.name])),
  };
}

/** Detail variants carry protected_resource_id and relaxed; list variants `policies` {} and `protected_resources`[]. */
function variant(state: BackupsState, resource: Protectable, list: boolean) {
  const { policies, ...common } = policyFields(state, resource);
  if (list)
    return { ...common, policies, protected_resources: isProtected(resource) ? [resource.protected_resource_id] : [] };
  return { ...common, protected_resource_id: resource.protected_resource_id, relaxed: resource.relaxed };
}

const vmsOf = (state: BackupsState, projectId: string) => state.vms.filter((vm) => vm.project_id === projectId);
const volumesOfProject = (state: BackupsState, projectId: string) =>
  state.volumes.filter((v) => v.project_id === projectId);

export function projectView(state: BackupsState, project: BackupProjectRecord, list: boolean, simple = false) {
  const unsafeVms = vmsOf(state, project.id).filter((vm) => !isProtected(vm));
  const unsafeVolumes = volumesOfProject(state, project.id).filter((v) => !isProtected(v));
  const counts = { unsafe_vms: unsafeVms.length, unsafe_volumes: unsafeVolumes.length };
  if (simple)
    return {
      id: project.id,
      name: project.name,
      enabled: project.enabled,
      policy: policyFields(state, project).policy,
      ...counts,
    };
  return {
    ...variant(state, project, list),
    description: project.description,
    domain_id: project.domain_id,
    enabled: project.enabled,
    id: project.id,
    is_domain: false,
    links: { self: `/backup/resource/project/${project.id}/details` },
    name: project.name,
    options: {},
    parent_id: project.domain_id,
    tags: project.tags,
    // Each unsafe resource as {id, name, type}, VMs first.
    unsafe_resources: [
      ...unsafeVms.map((vm) => ({ id: vm.id, name: vm.name, type: "vm" })),
      ...unsafeVolumes.map((v) => ({ id: v.id, name: v.name, type: "volume" })),
    ],
    ...counts,
  };
}

export function vmView(state: BackupsState, vm: BackupVmRecord, list: boolean, simple = false) {
  const unsafeVolumes = attachedVolumes(state, vm.id).filter((v) => !isProtected(v)).length;
  if (simple) {
    return {
      id: vm.id,
      name: vm.name,
      project_id: vm.project_id,
      status: vm.status,
      policy: policyFields(state, vm).policy,
      unsafe_volumes: unsafeVolumes,
    };
  }
  const flavor = state.flavors.find((f) => f.id === vm.flavor_id);
  const image = state.images.find((i) => i.id === vm.image_id);
  return {
    ...variant(state, vm, list),
    addresses: vm.addresses,
    client: vm.client,
    created: vm.created,
    flavor: flavor ? { ...flavor } : { id: vm.flavor_id },
    host_id: vm.host_id,
    id: vm.id,
    image: image ? { ...image } : { id: vm.image_id },
    key_name: vm.key_name,
    metadata: vm.metadata,
    name: vm.name,
    project_id: vm.project_id,
    project_name: state.projects.find((p) => p.id === vm.project_id)?.name ?? "",
    reseller: vm.reseller,
    status: vm.status,
    unsafe_volumes: unsafeVolumes,
    updated: vm.updated,
    user_id: vm.user_id,
  };
}

export function volumeView(state: BackupsState, volume: BackupVolumeRecord, list: boolean, simple = false) {
  if (simple) {
    return {
      id: volume.id,
      name: volume.name,
      size: volume.size,
      type: volume.type,
      policy: policyFields(state, volume).policy,
    };
  }
  return {
    ...variant(state, volume, list),
    attachments: volume.vm_id ? [{ server_id: volume.vm_id, device: volume.device, volume_id: volume.id }] : [],
    device: volume.device,
    id: volume.id,
    name: volume.name,
    project_id: volume.project_id,
    size: volume.size,
    // Not in the spec's record: the volume's own status, which decides what `get_all` adds.
    status: volume.status,
    type: volume.type,
  };
}
