/** Record schemas of the Backups area. Lenient output schemas. */
import { z } from "zod";
import { oArr, oBool, oInt, oNum, oObj, oStr } from "./fields";

/** Backup: a single backup. */
export const Backup = z.looseObject({
  allocated: oNum(),
  canceled_by: oStr(),
  id: oStr(),
  image: oStr(),
  is_available: oBool(),
  is_full: oBool(),
  last_restore: oStr(),
  manual: oBool(),
  message: oStr(),
  pool: oStr(),
  primary_zone: oStr(),
  process_time: oInt(),
  processed_date: oStr(),
  protected_resource_id: oStr(),
  region: oStr(),
  resource_id: oStr(),
  resource_type: oStr(),
  restore_size: oInt(),
  retries: oInt(),
  schedule_date: oStr(),
  secondary_zone: oStr(),
  size: oNum(),
  snapshot: oStr(),
  state: oStr(),
  time_to_live: oStr(),
  volume_type: oStr(),
});
export type Backup = z.infer<typeof Backup>;

/** BackupListItem: all Backup fields plus a few. */
export const BackupListItem = Backup.extend({
  canceled_at: oStr(),
  encrypted: oBool(),
  policy_id: oStr(),
  project_id: oStr(),
  reason: oStr(),
  /** A string in the spec's requests ("02"); an integer is tolerated here. */
  starting_hour: z.union([z.string(), z.number()]).optional(),
  zone: oStr(),
});
export type BackupListItem = z.infer<typeof BackupListItem>;

export const BackupPolicy = z.looseObject({
  avatar: oStr(),
  backup_backend_rule: oStr(),
  backup_strictness: oStr(),
  backup_window: oInt(),
  created_at: oStr(),
  created_by: oStr(),
  description: oStr(),
  disabled_at: oStr(),
  disabled_by: oStr(),
  id: oStr(),
  increment_policy: oInt(),
  name: oStr(),
  notification_email: oStr(),
  retention_primary: oInt(),
  retention_secondary: oInt(),
  retry: oInt(),
  schedule: oStr(),
});
export type BackupPolicy = z.infer<typeof BackupPolicy>;

/** The list variants swap protected_resource_id and relaxed for `policies` {} and `protected_resources`[]. */
const listVariant = { policies: oObj(), protected_resources: oArr() };

/** BackupProject (details). */
export const BackupProject = z.looseObject({
  allow_remove: oBool(),
  description: oStr(),
  domain_id: oStr(),
  enabled: oBool(),
  id: oStr(),
  is_domain: oBool(),
  links: oObj(),
  name: oStr(),
  options: oObj(),
  parent_id: oStr(),
  policy: oStr(),
  protected_resource_id: oStr(),
  relaxed: oBool(),
  resource_policies: oArr(),
  tags: oArr(),
  unsafe_resources: oArr(),
  unsafe_vms: oInt(),
  unsafe_volumes: oInt(),
});
export type BackupProject = z.infer<typeof BackupProject>;

export const BackupProjectListItem = BackupProject.omit({ protected_resource_id: true, relaxed: true }).extend(
  listVariant,
);
export type BackupProjectListItem = z.infer<typeof BackupProjectListItem>;

/** BackupVM (details). */
export const BackupVM = z.looseObject({
  addresses: oObj(),
  allow_remove: oBool(),
  client: oStr(),
  created: oStr(),
  flavor: oObj(),
  host_id: oStr(),
  id: oStr(),
  image: oObj(),
  key_name: oStr(),
  metadata: oObj(),
  name: oStr(),
  policy: oStr(),
  project_id: oStr(),
  project_name: oStr(),
  protected_resource_id: oStr(),
  relaxed: oBool(),
  reseller: oStr(),
  resource_policies: oArr(),
  status: oStr(),
  unsafe_volumes: oInt(),
  updated: oStr(),
  user_id: oStr(),
});
export type BackupVM = z.infer<typeof BackupVM>;

export const BackupVMListItem = BackupVM.omit({ protected_resource_id: true, relaxed: true }).extend(listVariant);
export type BackupVMListItem = z.infer<typeof BackupVMListItem>;

/** BackupVolume (details). */
export const BackupVolume = z.looseObject({
  allow_remove: oBool(),
  attachments: oArr(),
  device: oStr(),
  id: oStr(),
  name: oStr(),
  policy: oStr(),
  project_id: oStr(),
  protected_resource_id: oStr(),
  relaxed: oBool(),
  resource_policies: oArr(),
  size: oInt(),
  type: oStr(),
});
export type BackupVolume = z.infer<typeof BackupVolume>;

export const BackupVolumeListItem = BackupVolume.omit({ protected_resource_id: true, relaxed: true }).extend(
  listVariant,
);
export type BackupVolumeListItem = z.infer<typeof BackupVolumeListItem>;

/** GET /backup/resources: domain, flavor, image, project, vm, volume (each {}). */
export const BackupResources = z.looseObject({
  domain: oObj(),
  flavor: oObj(),
  image: oObj(),
  project: oObj(),
  vm: oObj(),
  volume: oObj(),
});
export type BackupResources = z.infer<typeof BackupResources>;

/** GET /resources/backups: projects, vms, volumes (each {}). */
export const ResourcesBackups = z.looseObject({ projects: oObj(), vms: oObj(), volumes: oObj() });
export type ResourcesBackups = z.infer<typeof ResourcesBackups>;

/** GET /resources/compute_volumes: an object mapping a VM identifier to an array. */
export const ComputeVolumes = z.record(z.string(), z.array(z.unknown()));
export type ComputeVolumes = z.infer<typeof ComputeVolumes>;
