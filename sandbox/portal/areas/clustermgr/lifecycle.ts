/**
 * Cluster operations over sandbox time. An operation (Create, Reconcile, Delete) is `Processing` with its progress
 * growing linearly from 0 to 100 % over OPERATION_DURATIONS; then Create and Reconcile end `Succeeded` with every
 * condition True, and Delete removes the cluster.
 */
import type { SandboxServices } from "../../area";
import {
  CONDITION_TYPES,
  OPERATION_DURATIONS,
  iso,
  type Condition,
  type ClustermgrState,
  type OperationType,
  type Shoot,
  type StoredShoot,
} from "./model";

const HEALTHY_MESSAGES: Record<Condition["type"], string> = {
  APIServerAvailable: "API server /healthz endpoint responded with success status code.",
  ControlPlaneHealthy: "All control plane components are healthy.",
  EveryNodeReady: "All nodes are ready.",
  SystemComponentsHealthy: "All system components are healthy.",
};

export function conditions(status: Condition["status"], at: string, message?: string): Condition[] {
  return CONDITION_TYPES.map((type) => ({
    type,
    status,
    reason:
      status === "True" ? "HealthCheckSuccessful" : status === "False" ? "HealthCheckFailed" : "ConditionInitialized",
    message: status === "True" ? HEALTHY_MESSAGES[type] : (message ?? "The health check has not run yet."),
    lastTransitionTime: at,
  }));
}

const DESCRIPTIONS: Record<OperationType, string> = {
  Create: "Creating the cluster",
  Reconcile: "Reconciling the cluster",
  Delete: "Deleting the cluster",
};

/** Starts an operation now, at 0 %. */
export function startOperation(stored: StoredShoot, type: OperationType, now: number) {
  stored.running = { since: now };
  const status = stored.shoot.status;
  status.lastOperation = {
    type,
    state: "Processing",
    progress: 0,
    description: `${DESCRIPTIONS[type]}.`,
    lastUpdateTime: iso(now),
  };
  if (type === "Create") status.conditions = conditions("Unknown", iso(now));
}

/** Either a Create is under way (an update keeps it a Create) or a Reconcile starts. */
export function startReconcile(stored: StoredShoot, now: number) {
  const op = stored.shoot.status.lastOperation;
  if (stored.running && op.type === "Create") return;
  startOperation(stored, "Reconcile", now);
}

export const isDeleting = (shoot: Shoot) => shoot.status.lastOperation.type === "Delete";

/** True while the cluster has no API server: its creation has not succeeded (yet). */
export const lacksApiServer = (stored: StoredShoot) =>
  stored.shoot.status.lastOperation.type === "Create" && stored.shoot.status.lastOperation.state !== "Succeeded";

/** Moves one shoot's operation to `now`; returns false when the shoot is gone (deleted). */
function advance(stored: StoredShoot, now: number, region: string, services: SandboxServices): boolean {
  if (!stored.running) return true;
  const op = stored.shoot.status.lastOperation;
  const duration = OPERATION_DURATIONS[op.type];
  const elapsed = now - stored.running.since;
  if (elapsed < duration) {
    const progress = Math.max(0, Math.min(99, Math.floor((elapsed / duration) * 100)));
    if (progress !== op.progress) Object.assign(op, { progress, lastUpdateTime: iso(now) });
    return true;
  }
  const end = stored.running.since + duration;
  stored.running = null;
  const { name, namespace } = stored.shoot.metadata;
  if (op.type === "Delete") {
    services.notify(region, "cluster", `Cluster ${name} in ${namespace} was deleted`);
    return false;
  }
  Object.assign(op, {
    state: "Succeeded",
    progress: 100,
    description: `${DESCRIPTIONS[op.type]} succeeded.`,
    lastUpdateTime: iso(end),
  });
  stored.shoot.status.lastErrors = [];
  stored.shoot.status.conditions = conditions("True", iso(end));
  if (op.type === "Create") services.notify(region, "cluster", `Cluster ${name} in ${namespace} is ready`);
  return true;
}

/** Returns true when any operation moved, so the core persists the slice. */
export function tickShoots(state: ClustermgrState, now: number, region: string, services: SandboxServices): boolean {
  if (!state.shoots.some((s) => s.running)) return false;
  state.shoots = state.shoots.filter((stored) => advance(stored, now, region, services));
  return true;
}
