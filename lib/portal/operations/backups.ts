/** Catalog piece: backups, backup policies, protected resources and restores. Their routes are in `../routes/backups.ts`; joined in `lib/portal/operations.ts`. */
import { z } from "zod";
import { defineSchemas } from "../operation";
import {
  Backup,
  BackupListItem,
  BackupPolicy,
  BackupProject,
  BackupProjectListItem,
  BackupResources,
  BackupVM,
  BackupVMListItem,
  BackupVolume,
  BackupVolumeListItem,
  ComputeVolumes,
  ResourcesBackups,
} from "../schemas/backups";
import { bool, noParams, pathParam, reqStr, startingHour, reqName, reqText } from "../schemas/fields";

const backupParams = () => z.strictObject({ backup_id: pathParam() });
const projectParams = () => z.strictObject({ project_id: pathParam() });
const vmParams = () => z.strictObject({ project_id: pathParam(), vm_id: pathParam() });
const listFlags = () => z.strictObject({ get_all: bool().optional(), simple: bool().optional() });

export const backupOperations = {
  "backup.create": defineSchemas({
    params: noParams(),
    body: z.strictObject({
      policy_id: reqStr(),
      resource_id: reqStr(),
      resource_type: reqStr(),
      starting_hour: startingHour(),
    }),
    output: null,
    summary: "Put a resource under a backup policy",
  }),
  "backup.get": defineSchemas({
    params: backupParams(),
    body: null,
    output: Backup,
    summary: "Details of a backup",
  }),
  "backup.cancel": defineSchemas({
    params: backupParams(),
    body: null,
    output: null,
    summary: "Cancel a backup",
  }),
  "backup.extend": defineSchemas({
    params: backupParams(),
    body: z.strictObject({ ttl: reqStr() }),
    output: null,
    summary: "Extend the time to live of a backup",
  }),
  "backup.forceStart": defineSchemas({
    params: backupParams(),
    body: null,
    output: null,
    summary: "Start a backup now",
  }),
  "backup.unassignPolicy": defineSchemas({
    params: z.strictObject({ backup_id: pathParam(), policy_id: pathParam() }),
    body: z.strictObject({ reason: reqText(), resource_id: reqStr(), ttl: reqStr() }),
    output: null,
    summary: "Remove a backup policy from a resource",
  }),
  "backup.policies.list": defineSchemas({
    params: noParams(),
    body: z.strictObject({ show_all: bool().optional() }),
    output: z.array(BackupPolicy),
    summary: "List backup policies",
  }),
  "backup.project.get": defineSchemas({
    params: projectParams(),
    body: null,
    output: BackupProject,
    summary: "Backup details of a project",
  }),
  "backup.vm.get": defineSchemas({
    params: vmParams(),
    body: null,
    output: BackupVM,
    summary: "Backup details of a VM",
  }),
  "backup.vmVolumes.list": defineSchemas({
    params: vmParams(),
    body: listFlags(),
    output: z.array(BackupVolumeListItem),
    summary: "Volumes of a VM with their backup state",
  }),
  "backup.vms.list": defineSchemas({
    params: projectParams(),
    body: listFlags(),
    output: z.array(BackupVMListItem),
    summary: "VMs of a project with their backup state",
  }),
  "backup.volume.get": defineSchemas({
    params: z.strictObject({ project_id: pathParam(), volume_id: pathParam() }),
    body: null,
    output: BackupVolume,
    summary: "Backup details of a volume",
  }),
  "backup.projects.list": defineSchemas({
    params: noParams(),
    body: listFlags(),
    output: z.array(BackupProjectListItem),
    summary: "Projects with their backup state",
  }),
  "backup.resources.get": defineSchemas({
    params: noParams(),
    body: null,
    output: BackupResources,
    summary: "Backup resources by kind (domain, flavor, image, project, vm, volume)",
  }),
  "backups.list": defineSchemas({
    params: noParams(),
    body: null,
    output: z.array(BackupListItem),
    summary: "List backups",
  }),
  "backups.forResource": defineSchemas({
    params: z.strictObject({ resource_id: pathParam() }),
    body: null,
    output: z.array(BackupListItem),
    summary: "Backups of one resource",
  }),
  "backups.refreshResources": defineSchemas({
    params: noParams(),
    body: null,
    output: null,
    summary: "Refresh the list of protectable resources",
  }),
  "resources.backups.get": defineSchemas({
    params: noParams(),
    body: null,
    output: ResourcesBackups,
    summary: "Backups grouped by projects, VMs and volumes",
  }),
  "resources.computeVolumes.get": defineSchemas({
    params: noParams(),
    body: null,
    output: ComputeVolumes,
    summary: "Volumes of each VM",
  }),
  "backup.restore": defineSchemas({
    params: backupParams(),
    body: null,
    output: null,
    summary: "Restore a backup straight to the VM volume",
  }),
  "backup.restoreImage": defineSchemas({
    params: backupParams(),
    body: z.strictObject({ volume_name: reqName() }),
    output: null,
    summary: "Restore a backup as an image",
  }),
  "backup.restoreVolume": defineSchemas({
    params: backupParams(),
    body: z.strictObject({ availability_zone: reqStr(), volume_name: reqName(), volume_type: reqStr() }),
    output: null,
    summary: "Restore a backup as a new volume",
  }),
};
