/**
 * What a cluster's status means to its users: one phase from the last operation and the health conditions, a tone
 * for the badge, the error to show where it happens, and whether the screens should poll fast.
 */
import type { Condition, Shoot } from "./shoot";

export type ShootPhase =
  "creating" | "reconciling" | "deleting" | "ready" | "unhealthy" | "error" | "failed" | "unknown";

export const SHOOT_PHASES: readonly ShootPhase[] = [
  "creating",
  "reconciling",
  "deleting",
  "ready",
  "unhealthy",
  "error",
  "failed",
  "unknown",
];

export type PhaseTone = "ok" | "warn" | "bad" | "progress" | "neutral";

const IN_TRANSITION = new Set(["processing", "pending"]);

const lower = (value: string | undefined) => value?.toLowerCase() ?? "";

export const isProgressing = (shoot: Pick<Shoot, "lastOperation">) =>
  IN_TRANSITION.has(lower(shoot.lastOperation?.state));

export function shootPhase(shoot: Pick<Shoot, "lastOperation" | "conditions">): ShootPhase {
  const op = shoot.lastOperation;
  const state = lower(op?.state);
  if (IN_TRANSITION.has(state)) {
    const type = lower(op?.type);
    if (type === "create") return "creating";
    if (type === "delete") return "deleting";
    return "reconciling";
  }
  if (state === "failed") return "failed";
  if (state === "error") return "error";
  if (state === "succeeded") {
    return shoot.conditions.some((c) => c.status === "False") ? "unhealthy" : "ready";
  }
  return "unknown";
}

const TONES: Record<ShootPhase, PhaseTone> = {
  creating: "progress",
  reconciling: "progress",
  deleting: "progress",
  ready: "ok",
  unhealthy: "warn",
  error: "warn",
  failed: "bad",
  unknown: "neutral",
};

export const phaseTone = (phase: ShootPhase): PhaseTone => TONES[phase];

/** Sort order of phases: the ones needing attention first. */
export const phaseRank = (phase: ShootPhase) =>
  ["failed", "error", "unhealthy", "creating", "deleting", "reconciling", "unknown", "ready"].indexOf(phase);

/** The progress to show next to the phase: only while an operation runs. */
export const runningProgress = (shoot: Pick<Shoot, "lastOperation">): number | null =>
  isProgressing(shoot) && typeof shoot.lastOperation?.progress === "number" ? shoot.lastOperation.progress : null;

/** What went wrong, in the portal's words: the last error, else the failed operation's description. */
export function problemOf(shoot: Pick<Shoot, "lastOperation" | "lastErrors" | "conditions">): string | undefined {
  if (shoot.lastErrors.length > 0) return shoot.lastErrors.map((e) => e.description).join("\n");
  const phase = shootPhase(shoot);
  if (phase === "failed" || phase === "error") return shoot.lastOperation?.description;
  if (phase === "unhealthy") {
    return shoot.conditions
      .filter((c) => c.status === "False")
      .map((c) => c.message ?? c.reason ?? c.type)
      .join("\n");
  }
  return undefined;
}

/** A retry makes sense after an operation ended in Error or Failed, or a health check failed. */
export const canRetry = (phase: ShootPhase) => phase === "error" || phase === "failed" || phase === "unhealthy";

/** The API server exists once a Create has succeeded (kubeconfigs are refused before). */
export function hasApiServer(shoot: Pick<Shoot, "lastOperation">): boolean {
  const op = shoot.lastOperation;
  if (!op) return false;
  if (lower(op.type) === "create") return lower(op.state) === "succeeded";
  return lower(op.type) !== "delete";
}

/** Short names of Gardener's health conditions for the chips; other types keep their own name. */
export const CONDITION_SHORT: Record<string, "api" | "controlPlane" | "nodes" | "system"> = {
  APIServerAvailable: "api",
  ControlPlaneHealthy: "controlPlane",
  EveryNodeReady: "nodes",
  SystemComponentsHealthy: "system",
};

export type ConditionTone = "ok" | "bad" | "neutral";

export const conditionTone = (condition: Pick<Condition, "status">): ConditionTone =>
  condition.status === "True" ? "ok" : condition.status === "False" ? "bad" : "neutral";

/** Poll fast while an operation runs, slowly otherwise (TanStack pauses polling in hidden tabs). */
export const FAST_POLL_MS = 2_500;
export const IDLE_POLL_MS = 30_000;
/** Big lists cost the portal more per read: the fast interval grows by this much per cluster, up to the cap. */
const MS_PER_CLUSTER = 2.5;
const FAST_POLL_CAP_MS = 10_000;

export function pollInterval(shoots: readonly Pick<Shoot, "lastOperation">[]): number {
  if (!shoots.some(isProgressing)) return IDLE_POLL_MS;
  return Math.min(FAST_POLL_CAP_MS, Math.max(FAST_POLL_MS, Math.round(shoots.length * MS_PER_CLUSTER)));
}
