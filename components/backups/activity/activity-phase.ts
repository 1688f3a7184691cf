/** Where a followed activity stands, from the backup's state. */
import type { ActivityKind } from "./activity-store";

export type Phase = "locating" | "scheduled" | "running" | "restoring" | "done";

const RUN_STEPS = ["scheduled", "running", "done"] as const;
const RESTORE_STEPS = ["restoring", "done"] as const;

export const stepsOf = (kind: ActivityKind): readonly Phase[] =>
  kind === "backup" || kind === "forceStart" ? RUN_STEPS : RESTORE_STEPS;

/**
 * `fresh` says the state was read after the activity started: an older cached read must not end it early
 * (a restore starts from "available" and ends in it).
 */
export function phaseOf(kind: ActivityKind, state: string | undefined, fresh: boolean): Phase {
  if (state === undefined) return "locating";
  if (kind === "backup" || kind === "forceStart") {
    if (state === "scheduled") return "scheduled";
    if (state === "running") return "running";
    return fresh ? "done" : "scheduled";
  }
  if (state === "restoring") return "restoring";
  return fresh ? "done" : "restoring";
}

/** A notification the portal added for this backup after the activity started. */
export function matchNotification<N extends { id?: string; notification?: string; timestamp?: string }>(
  notifications: readonly N[] | undefined,
  backupId: string | undefined,
  known: readonly string[] | undefined,
): N | undefined {
  if (!backupId) return undefined;
  const seen = new Set(known ?? []);
  return (notifications ?? [])
    .filter((n) => !seen.has(n.id ?? "") && (n.notification ?? "").includes(backupId))
    .sort((a, b) => (b.timestamp ?? "").localeCompare(a.timestamp ?? ""))[0];
}
