import type { OperationId } from "@/lib/portal/operations";

/** Reads a change to one backup makes stale. */
export const BACKUP_READS: OperationId[] = ["backups.list", "backups.forResource", "backup.get", "resources.backups.get"];

/** Reads a change of protection (a policy assigned or removed) makes stale, on top of the backup reads. */
export const PROTECTION_READS: OperationId[] = [
  ...BACKUP_READS,
  "backup.projects.list",
  "backup.vms.list",
  "backup.vmVolumes.list",
  "backup.project.get",
  "backup.vm.get",
  "backup.volume.get",
  "backup.resources.get",
  "resources.computeVolumes.get",
];
