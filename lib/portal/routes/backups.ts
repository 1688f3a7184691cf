/** Catalog routes: backups, policies and protected resources. Their schemas are in `../operations/backups.ts`; assembled in `lib/portal/routes.ts`. */
import type { RouteTable } from "../route";

/** Reads a change to one backup makes stale. */
export const BACKUP_READS = ["backups.list", "backups.forResource", "backup.get", "resources.backups.get"] as const;

/** Reads a change of protection (a policy assigned or removed) makes stale, on top of the backup reads. */
export const PROTECTION_READS = [
  ...BACKUP_READS,
  "backup.projects.list",
  "backup.vms.list",
  "backup.vmVolumes.list",
  "backup.project.get",
  "backup.vm.get",
  "backup.volume.get",
  "backup.resources.get",
  "resources.computeVolumes.get",
] as const;

// prettier-ignore
export const backupRoutes = {
  "backup.create": { area: "backups", method: "POST", path: "/backup", permission: "create_backup-post", hasBody: true, invalidates: PROTECTION_READS },
  "backup.get": { area: "backups", method: "GET", path: "/backup/{backup_id}", permission: "backup-get" },
  "backup.cancel": { area: "backups", method: "PATCH", path: "/backup/{backup_id}/cancel", permission: "cancel_backup-patch", invalidates: BACKUP_READS },
  "backup.extend": { area: "backups", method: "PATCH", path: "/backup/{backup_id}/extend", permission: "extend_backup_time-patch", hasBody: true, invalidates: BACKUP_READS },
  "backup.forceStart": { area: "backups", method: "POST", path: "/backup/{backup_id}/force_start", permission: "force_backup_start-post", invalidates: BACKUP_READS },
  "backup.unassignPolicy": { area: "backups", method: "DELETE", path: "/backup/{backup_id}/unassign/{policy_id}", permission: "unassign_backup_policy-delete", hasBody: true, invalidates: PROTECTION_READS },
  "backup.policies.list": { area: "backups", method: "GET", path: "/backup/policies", permission: "backup_policies-get", hasBody: true },
  "backup.project.get": { area: "backups", method: "GET", path: "/backup/resource/project/{project_id}/details", permission: "backup_project-get" },
  "backup.vm.get": { area: "backups", method: "GET", path: "/backup/resource/project/{project_id}/vm/{vm_id}/details", permission: "backup_vm-get" },
  "backup.vmVolumes.list": { area: "backups", method: "GET", path: "/backup/resource/project/{project_id}/vm/{vm_id}/volumes", permission: "backup_vm_volumes-get", hasBody: true },
  "backup.vms.list": { area: "backups", method: "GET", path: "/backup/resource/project/{project_id}/vms", permission: "backup_vms-get", hasBody: true },
  "backup.volume.get": { area: "backups", method: "GET", path: "/backup/resource/project/{project_id}/volume/{volume_id}/details", permission: "backup_volume-get" },
  "backup.projects.list": { area: "backups", method: "GET", path: "/backup/resource/projects", permission: "backup_projects-get", hasBody: true },
  "backup.resources.get": { area: "backups", method: "GET", path: "/backup/resources", permission: "backup_resources-get" },
  "backups.list": { area: "backups", method: "GET", path: "/backups", permission: "backups-get" },
  "backups.forResource": { area: "backups", method: "GET", path: "/backups/{resource_id}", permission: "backups_resource-get" },
  "backups.refreshResources": { area: "backups", method: "PATCH", path: "/backups/refresh_resources", permission: "backup_refresh-patch", invalidates: ["backup.resources.get"] },
  "resources.backups.get": { area: "backups", method: "GET", path: "/resources/backups", permission: "resources_backups-get" },
  "resources.computeVolumes.get": { area: "backups", method: "GET", path: "/resources/compute_volumes", permission: "resources_compute_volumes-get" },
  "backup.restore": { area: "backups", method: "POST", path: "/restore/{backup_id}", permission: "restore_backup-post", invalidates: BACKUP_READS },
  "backup.restoreImage": { area: "backups", method: "POST", path: "/restore/{backup_id}/image", permission: "restore_backup_image-post", hasBody: true, invalidates: BACKUP_READS },
  "backup.restoreVolume": { area: "backups", method: "POST", path: "/restore/{backup_id}/volume", permission: "restore_backup_volume-post", hasBody: true, invalidates: BACKUP_READS },
} as const satisfies RouteTable;
