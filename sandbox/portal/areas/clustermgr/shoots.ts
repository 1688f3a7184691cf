/** Cluster (shoot) handlers: list, get, create, update (worker data → worker-default), delete. */
import type { OperationId } from "../../../../lib/portal/operations";
import { SHOOT_NAME_MAX } from "../../../../lib/portal/schemas/limits";
import { badRequest, conflict, type HandlerContext } from "../../area";
import { dnsLabel, workerCount, zoneList } from "./input";
import { conditions, isDeleting, startOperation, startReconcile } from "./lifecycle";
import { findShoot, projectOfNamespace, shootsOf } from "./lookup";
import {
  DEFAULT_WORKER_GROUP,
  NETWORK_TYPES,
  SHOOT_PURPOSES,
  iso,
  type ClustermgrState,
  type Shoot,
  type StoredShoot,
} from "./model";
import { checkClusterVersion, profileForField, zonesOf } from "./profile";
import { shootView, statusView } from "./views";
import { buildWorker, changedWorker, hasWorkerData, workerFields } from "./workers";

type Ctx<Id extends OperationId> = HandlerContext<ClustermgrState, Id>;

function checkPurpose(purpose: string) {
  if (!(SHOOT_PURPOSES as readonly string[]).includes(purpose)) {
    throw badRequest(`purpose: must be one of ${SHOOT_PURPOSES.join(", ")}`, "purpose");
  }
}

function checkBinding(state: ClustermgrState, namespace: string, name: string) {
  if (!state.bindings.some((b) => b.namespace === namespace && b.name === name)) {
    throw badRequest(`secret_binding_name: no secret binding ${name} in ${namespace}`, "secret_binding_name");
  }
}

export function listShoots(ctx: Ctx<"clustermgr.shoots.list">) {
  const { namespace } = ctx.input;
  projectOfNamespace(ctx.state, namespace);
  return shootsOf(ctx.state, namespace).map(shootView);
}

/** GET one cluster: the spec answers an array (of one). */
export function getShoot(ctx: Ctx<"clustermgr.shoot.get">) {
  const path = ctx.input;
  return [shootView(findShoot(ctx.state, path.namespace, path.shoot_name))];
}

export function createShoot(ctx: Ctx<"clustermgr.shoots.create">) {
  const { input } = ctx;
  projectOfNamespace(ctx.state, input.namespace);
  dnsLabel(input.shoot_name, "shoot_name", SHOOT_NAME_MAX);
  if (shootsOf(ctx.state, input.namespace).some((s) => s.shoot.metadata.name === input.shoot_name)) {
    throw conflict(`a cluster named ${input.shoot_name} already exists in ${input.namespace}`, "shoot_name");
  }
  const profile = profileForField(ctx.state, input.cloud_profile_name, "cloud_profile_name");
  checkClusterVersion(profile, input.cluster_version);
  zonesOf(profile, input.region);
  checkPurpose(input.purpose);
  const networkType = input.network_type || "calico";
  if (!(NETWORK_TYPES as readonly string[]).includes(networkType)) {
    throw badRequest(`network_type: must be one of ${NETWORK_TYPES.join(", ")}`, "network_type");
  }
  checkBinding(ctx.state, input.namespace, input.secret_binding_name);
  const worker = buildWorker(profile, input.region, DEFAULT_WORKER_GROUP, {
    ...input,
    minimum_workers: input.minimum_workers === undefined ? 1 : workerCount(input.minimum_workers),
    maximum_workers: input.maximum_workers === undefined ? 3 : workerCount(input.maximum_workers),
    zones: zoneList(input.zones),
  });
  const now = ctx.services.now();
  const shoot: Shoot = {
    metadata: {
      name: input.shoot_name,
      namespace: input.namespace,
      creationTimestamp: iso(now),
      uid: ctx.services.id("uid"),
      annotations: { "clustermgr/created-by": ctx.user },
    },
    spec: {
      cloudProfileName: profile.name,
      kubernetes: { version: input.cluster_version },
      provider: { type: profile.type, workers: [worker] },
      region: input.region,
      purpose: input.purpose,
      secretBindingName: input.secret_binding_name,
      networking: { type: networkType, nodes: "10.250.0.0/16" },
    },
    status: {
      lastOperation: { type: "Create", state: "Processing", progress: 0, description: "", lastUpdateTime: iso(now) },
      lastErrors: [],
      conditions: conditions("Unknown", iso(now)),
    },
  };
  const stored: StoredShoot = { shoot, running: null };
  startOperation(stored, "Create", now);
  ctx.state.shoots.push(stored);
  return shootView(stored);
}

const versionParts = (version: string) => version.split(".").map(Number);
const isDowngrade = (from: string, to: string) => {
  const [a, b] = [versionParts(from), versionParts(to)];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if ((b[i] ?? 0) !== (a[i] ?? 0)) return (b[i] ?? 0) < (a[i] ?? 0);
  }
  return false;
};

/**
 * PATCH a cluster. Worker data (image, counts, flavor, zones) applies to the default worker group `worker-default`;
 * when the cluster has none, the update fails with 409 and changes nothing.
 */
export function updateShoot(ctx: Ctx<"clustermgr.shoot.update">) {
  const { namespace, shoot_name, cluster_version, purpose, secret_binding_name, ...workerInput } = ctx.input;
  const fields = workerFields(workerInput);
  const stored = findShoot(ctx.state, namespace, shoot_name);
  const { spec } = stored.shoot;
  if (isDeleting(stored.shoot)) throw conflict(`cluster ${shoot_name} is being deleted`);
  const profile = profileForField(ctx.state, spec.cloudProfileName, "cloud_profile_name");
  if (cluster_version !== undefined) {
    checkClusterVersion(profile, cluster_version);
    if (isDowngrade(spec.kubernetes.version, cluster_version)) {
      throw badRequest(
        `cluster_version: cannot downgrade from ${spec.kubernetes.version} to ${cluster_version}`,
        "cluster_version",
      );
    }
  }
  if (purpose !== undefined) checkPurpose(purpose);
  if (secret_binding_name !== undefined) checkBinding(ctx.state, namespace, secret_binding_name);
  let worker = undefined;
  if (hasWorkerData(fields)) {
    const current = spec.provider.workers.find((w) => w.name === DEFAULT_WORKER_GROUP);
    if (!current) {
      throw conflict(
        `the default worker group ${DEFAULT_WORKER_GROUP} does not exist in this cluster; change its worker groups instead`,
      );
    }
    worker = { current, next: changedWorker(profile, spec.region, current, fields) };
  }
  // Every check has passed: apply all at once.
  if (cluster_version !== undefined) spec.kubernetes.version = cluster_version;
  if (purpose !== undefined) spec.purpose = purpose;
  if (secret_binding_name !== undefined) spec.secretBindingName = secret_binding_name;
  if (worker) Object.assign(worker.current, worker.next);
  startReconcile(stored, ctx.services.now());
  return shootView(stored);
}

/**
 * DELETE a cluster. Without `force` a Delete operation runs for OPERATION_DURATIONS.Delete, then the cluster is gone
 * (409 when a Delete is already running). With `force: true` it is gone at once, whatever it was doing.
 */
export function deleteShoot(ctx: Ctx<"clustermgr.shoot.delete">) {
  const { input } = ctx;
  const stored = findShoot(ctx.state, input.namespace, input.shoot_name);
  const { uid } = stored.shoot.metadata;
  if (input.force) {
    ctx.state.shoots = ctx.state.shoots.filter((s) => s !== stored);
    return statusView("shoots", input.shoot_name, "Deleted", uid);
  }
  if (isDeleting(stored.shoot)) throw conflict(`cluster ${input.shoot_name} is already being deleted`);
  startOperation(stored, "Delete", ctx.services.now());
  return statusView("shoots", input.shoot_name, "DeletionStarted", uid);
}
