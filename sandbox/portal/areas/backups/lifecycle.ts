/** The time-driven moves of backups and of the inventory refresh. */
import type { SandboxServices } from "../../area";
import { DURATIONS, iso, type BackupsState, type StoredBackup } from "./model";

/**
 * Whether a run of a backup fails. Deterministic: it depends on the resource and the attempt only, so a retry
 * (force start after a failure) of the same resource may succeed.
 */
export function failsOnAttempt(services: SandboxServices, resourceId: string, retries: number): boolean {
  return services.random(`backup-outcome:${resourceId}:${retries}`)() < 0.2;
}

const FAILURE_MESSAGES = [
  "snapshot creation timed out on the storage backend",
  "volume is busy: another snapshot is being taken",
  "backup target pool is full",
];

function failureMessage(services: SandboxServices, backup: StoredBackup): string {
  const pick = Math.floor(services.random(`backup-message:${backup.id}:${backup.retries}`)() * FAILURE_MESSAGES.length);
  return FAILURE_MESSAGES[pick];
}

/** Puts a backup back at the start of its run: scheduled, starting after the short start delay. */
export function scheduleSoon(backup: StoredBackup, now: number) {
  backup.state = "scheduled";
  backup.schedule_date = iso(now);
  backup.due_at = now + DURATIONS.startDelay;
  delete backup.message;
  delete backup.processed_date;
}

function finishRun(backup: StoredBackup, at: number, region: string, services: SandboxServices) {
  backup.processed_date = iso(at);
  backup.process_time = Math.round(DURATIONS.run / 1000);
  backup.due_at = null;
  if (failsOnAttempt(services, backup.resource_id, backup.retries)) {
    backup.state = "failed";
    backup.message = failureMessage(services, backup);
    services.notify(
      region,
      "backup",
      `Backup ${backup.id} of ${backup.resource_type} ${backup.resource_id} failed: ${backup.message}`,
    );
    return;
  }
  backup.state = "available";
  backup.message = "backup completed";
  backup.restore_size = Math.ceil(backup.size);
  services.notify(
    region,
    "backup",
    `Backup ${backup.id} of ${backup.resource_type} ${backup.resource_id} is available`,
  );
}

function finishRestore(backup: StoredBackup, at: number) {
  const restore = backup.pending_restore;
  backup.state = "available";
  backup.due_at = null;
  delete backup.pending_restore;
  if (restore) {
    const { started_at: _started, ...what } = restore;
    backup.last_restore = JSON.stringify({ at: iso(at), ...what });
  }
}

/** One move of one backup whose `due_at` has come; returns false when it rests. */
function step(backup: StoredBackup, region: string, services: SandboxServices): boolean {
  if (backup.due_at === null) return false;
  const at = backup.due_at;
  switch (backup.state) {
    case "scheduled":
      backup.state = "running";
      backup.due_at = at + DURATIONS.run;
      return true;
    case "running":
      finishRun(backup, at, region, services);
      return true;
    case "restoring":
      finishRestore(backup, at);
      return true;
    default:
      backup.due_at = null;
      return false;
  }
}

/** Returns true when anything moved, so the core persists the slice. */
export function tickBackups(state: BackupsState, now: number, region: string, services: SandboxServices): boolean {
  let changed = false;
  for (const backup of state.backups) {
    // A clock moved far ahead walks a backup through every move that came due, in order.
    while (backup.due_at !== null && backup.due_at <= now) {
      changed = true;
      if (!step(backup, region, services)) break;
    }
    if (backup.state === "available" && Date.parse(backup.time_to_live) <= now) {
      backup.state = "expired";
      changed = true;
    }
  }
  const { inventory } = state;
  if (inventory.refreshing_until !== null && inventory.refreshing_until <= now) {
    inventory.refreshed_at = iso(inventory.refreshing_until);
    inventory.refreshing_until = null;
    changed = true;
  }
  return changed;
}
