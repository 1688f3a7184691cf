/**
 * Backup states. The spec does not show them ("not shown"); these are the sandbox's, and any other value the real
 * portal sends is shown as it is, with a neutral tone.
 */
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

export const isKnownState = (state: string | undefined): state is BackupState =>
  (BACKUP_STATES as readonly string[]).includes(state ?? "");

/** A scheduled backup this close to its start (either side) is about to move, so it counts as in transition. */
export const IMMINENT_MS = 2 * 60_000;

interface HasState {
  state?: string;
  schedule_date?: string;
}

/**
 * Whether a backup is moving on its own right now: running, restoring, or scheduled to start within minutes.
 * Scheduled backups of a policy's next run (hours away) are at rest: polling fast for them would never stop.
 */
export function isInTransition(backup: HasState, nowMs: number): boolean {
  if (backup.state === "running" || backup.state === "restoring") return true;
  if (backup.state !== "scheduled") return false;
  const at = Date.parse(backup.schedule_date ?? "");
  return Number.isFinite(at) && Math.abs(at - nowMs) <= IMMINENT_MS;
}

/** States a backup does not leave by itself. */
export const isSettled = (state: string | undefined) =>
  state === "available" || state === "failed" || state === "canceled" || state === "expired";

/** Polling of backup lists: fast while something moves, slow when all is at rest (TanStack pauses hidden tabs). */
export const POLL_FAST_MS = 3_000;
export const POLL_SLOW_MS = 60_000;

export function backupsPollInterval(backups: readonly HasState[] | undefined, nowMs: number, tracking = false): number {
  if (tracking) return POLL_FAST_MS;
  return backups?.some((b) => isInTransition(b, nowMs)) ? POLL_FAST_MS : POLL_SLOW_MS;
}
