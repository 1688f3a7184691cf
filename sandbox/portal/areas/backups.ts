/**
 * The sandbox portal's Backups area: policies, the protectable inventory (projects, VMs, volumes) and backups.
 *
 * Backup `state` (the spec does not show the values; these are the sandbox's):
 *   scheduled  waiting for its start (a policy's next run, or a manual / force-started run a few seconds away)
 *   running    being taken
 *   available  finished, restorable until `time_to_live`
 *   failed     the run failed; `message` says why
 *   canceled   canceled while scheduled or running (`canceled_by`, `canceled_at`)
 *   expired    `time_to_live` has passed
 *   restoring  a restore from this backup is in progress
 *
 * Moves (sandbox time; see DURATIONS in areas/backups/model.ts):
 *   POST /backup              assigns the policy to the resource (if not yet) and adds a manual backup:
 *                             scheduled → running (2 s) → available or failed (6 s later). Whether a run fails is
 *                             deterministic per resource and attempt. Both ends add a notification (type "backup").
 *   PATCH .../cancel          scheduled | running → canceled; 409 otherwise
 *   PATCH .../extend          available only (409 otherwise); `ttl` is an ISO date-time (the new expiry) or a number
 *                             of days as a digit string (added to the current expiry); time_to_live becomes the ISO expiry
 *   POST .../force_start      scheduled | failed → scheduled, starting in 2 s (a failed one counts a retry); 409 otherwise
 *   POST /restore/...         available → restoring (5 s) → available, with `last_restore` set to a JSON string
 *                             {"at", "kind": "in_place" | "image" | "volume", "target"[, "availability_zone", "volume_type"]};
 *                             409 otherwise. A restore as a volume needs a known zone and volume type (400 naming the field).
 *   DELETE .../unassign/{p}   removes the policy from the resource (409 when it has not got it or allow_remove is
 *                             false); its scheduled runs under that policy are canceled, its kept ones get `reason` and
 *                             expire at `ttl`
 *   tick                      available backups whose time_to_live has passed → expired
 *   PATCH /backups/refresh_resources  `refreshing: true` in GET /backup/resources for 4 s, then a new `refreshed_at`
 */
import { defineArea } from "../area";
import { seedBackups } from "../seed/backups";
import { cancelBackup, createBackup, extendBackup, forceStartBackup, unassignPolicy } from "./backups/actions";
import { tickBackups } from "./backups/lifecycle";
import type { BackupsState } from "./backups/model";
import {
  backupResources,
  computeVolumes,
  getBackup,
  getProject,
  getVm,
  getVolume,
  listBackups,
  listPolicies,
  listProjects,
  listResourceBackups,
  listVms,
  listVmVolumes,
  refreshResources,
  resourcesBackups,
} from "./backups/queries";
import { restoreAsImage, restoreAsVolume, restoreInPlace } from "./backups/restore";

export type { BackupsState } from "./backups/model";

export const backupsArea = defineArea<BackupsState>({
  key: "backups",
  seed: (region, services) => seedBackups(region, services),
  tick: tickBackups,
  handlers: {
    "backup.create": createBackup,
    "backup.get": getBackup,
    "backup.cancel": cancelBackup,
    "backup.extend": extendBackup,
    "backup.forceStart": forceStartBackup,
    "backup.unassignPolicy": unassignPolicy,
    "backup.policies.list": listPolicies,
    "backup.project.get": getProject,
    "backup.vm.get": getVm,
    "backup.vmVolumes.list": listVmVolumes,
    "backup.vms.list": listVms,
    "backup.volume.get": getVolume,
    "backup.projects.list": listProjects,
    "backup.resources.get": backupResources,
    "backups.list": listBackups,
    "backups.forResource": listResourceBackups,
    "backups.refreshResources": refreshResources,
    "resources.backups.get": resourcesBackups,
    "resources.computeVolumes.get": computeVolumes,
    "backup.restore": restoreInPlace,
    "backup.restoreImage": restoreAsImage,
    "backup.restoreVolume": restoreAsVolume,
  },
});

export default backupsArea;
