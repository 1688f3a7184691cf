/** The backups area's slice of a region: policies, the protectable inventory and the backups themselves. */

export const BACKUP_STATES = [
  "scheduled",
  "running",
  "available",
  "failed",
  "canceled",
  "expired",
  "restoring",
] as const;
export type BackupState = (typeof BACKUP_STATES)[number];

/** Sandbox-time durations of the moves (ms). Exported so tests move the clock by the same amounts. */
export const DURATIONS = {
  /** A manual or force-started backup waits this long in `scheduled` before it runs. */
  startDelay: 2_000,
  /** A backup stays `running` this long. */
  run: 6_000,
  /** A restore keeps the backup `restoring` this long. */
  restore: 5_000,
  /** PATCH /backups/refresh_resources keeps the inventory `refreshing` this long. */
  refresh: 4_000,
} as const;

export const DAY_MS = 86_400_000;

export interface BackupPolicy {
  id: string;
  name: string;
  description: string;
  avatar: string;
  /** Cron expression, e.g. "0 2 * * *". */
  schedule: string;
  /** Hours after the scheduled start during which the backup may begin. */
  backup_window: number;
  /** Days a backup is kept on the primary / secondary backend. */
  retention_primary: number;
  retention_secondary: number;
  /** Number of incremental backups between two full ones. */
  increment_policy: number;
  retry: number;
  backup_strictness: "strict" | "relaxed";
  backup_backend_rule: "primary" | "primary+secondary" | "secondary";
  notification_email: string;
  created_by: string;
  created_at: string;
  disabled_by?: string;
  disabled_at?: string;
}

export interface PolicyAssignment {
  policy_id: string;
  assigned_at: string;
  assigned_by: string;
  /** Hour of day ("00".."23") the policy's daily backup starts for this resource. */
  starting_hour: string;
}

/** What every protectable resource (project, VM, volume) carries for the backup service. */
export interface Protectable {
  id: string;
  name: string;
  protected_resource_id: string;
  assignments: PolicyAssignment[];
  /** Whether the resource accepts relaxed backup strictness. */
  relaxed: boolean;
  /** Whether its policies may be unassigned. */
  allow_remove: boolean;
}

export interface BackupDomain {
  id: string;
  name: string;
  description: string;
  enabled: boolean;
}

export interface BackupFlavor {
  id: string;
  name: string;
  vcpus: number;
  ram: number;
  disk: number;
}

export interface BackupImage {
  id: string;
  name: string;
  os_distro: string;
}

export interface BackupProjectRecord extends Protectable {
  description: string;
  domain_id: string;
  enabled: boolean;
  tags: string[];
}

export interface BackupVmRecord extends Protectable {
  project_id: string;
  /** ACTIVE, SHUTOFF or ERROR; ERROR VMs are left out of lists unless `get_all`. */
  status: string;
  flavor_id: string;
  image_id: string;
  key_name: string;
  host_id: string;
  addresses: Record<string, { addr: string; version: number; type: string }[]>;
  metadata: Record<string, string>;
  client: string;
  reseller: string;
  user_id: string;
  created: string;
  updated: string;
}

export interface BackupVolumeRecord extends Protectable {
  project_id: string;
  size: number;
  type: string;
  /** Device path on the VM it is attached to ("" when detached). */
  device: string;
  /** The VM it is attached to, or null. */
  vm_id: string | null;
  /** available, in-use or error; error volumes are left out of lists unless `get_all`. */
  status: string;
}

export type ResourceType = "project" | "vm" | "volume";

/** A restore in progress, written into `last_restore` when it ends. */
export interface PendingRestore {
  kind: "in_place" | "image" | "volume";
  /** The restored resource (in place) or the name of the new image or volume. */
  target: string;
  /** For a restore as a new volume. */
  availability_zone?: string;
  volume_type?: string;
  started_at: string;
}

export interface StoredBackup {
  id: string;
  state: BackupState;
  resource_id: string;
  resource_type: ResourceType;
  protected_resource_id: string;
  project_id: string;
  policy_id: string;
  region: string;
  manual: boolean;
  is_full: boolean;
  encrypted: boolean;
  starting_hour: string;
  schedule_date: string;
  processed_date?: string;
  process_time: number;
  time_to_live: string;
  retries: number;
  size: number;
  allocated: number;
  restore_size: number;
  image: string;
  snapshot: string;
  pool: string;
  zone: string;
  primary_zone: string;
  secondary_zone: string;
  volume_type: string;
  message?: string;
  reason?: string;
  canceled_by?: string;
  canceled_at?: string;
  /** JSON string `{"at","kind","target"[,"availability_zone","volume_type"]}` of the last finished restore. */
  last_restore?: string;
  /** Sandbox time (ms) of the next automatic move; null when the backup rests. */
  due_at: number | null;
  /** Set while `restoring`. */
  pending_restore?: PendingRestore;
}

export interface BackupsState {
  policies: BackupPolicy[];
  domains: BackupDomain[];
  flavors: BackupFlavor[];
  images: BackupImage[];
  projects: BackupProjectRecord[];
  vms: BackupVmRecord[];
  volumes: BackupVolumeRecord[];
  backups: StoredBackup[];
  inventory: { refreshing_until: number | null; refreshed_at: string };
}

export const iso = (ms: number) => new Date(ms).toISOString();

export const isProtected = (resource: Protectable) => resource.assignments.length > 0;
