/** Worker groups: building and changing them against the cloud profile, and their handlers. */
import type { OperationId } from "../../../../lib/portal/operations";
import { WORKER_NAME_MAX } from "../../../../lib/portal/schemas/limits";
import { conflict, notFound, type AreaContext, type HandlerContext } from "../../area";
import { checkWorkerRange, dnsLabel, workerCount, zoneList } from "./input";
import { isDeleting, startReconcile } from "./lifecycle";
import { findShoot } from "./lookup";
import type { CloudProfileData, ClustermgrState, StoredShoot, WorkerGroup } from "./model";
import { checkImage, checkZones, machineTypeFor, profileForField } from "./profile";
import { shootView } from "./views";

type Ctx<Id extends OperationId> = HandlerContext<ClustermgrState, Id>;

/** Worker settings as the catalog accepts them: counts as digit strings or integers, zones as a string or an array. */
interface WorkerInput {
  image_name?: string;
  image_version?: string;
  minimum_workers?: string | number;
  maximum_workers?: string | number;
  iaas_flavor?: string;
  zones?: string | string[];
}

/** Worker settings normalised: counts as integers, zones as an array of names. */
export interface WorkerFields {
  image_name?: string;
  image_version?: string;
  minimum_workers?: number;
  maximum_workers?: number;
  iaas_flavor?: string;
  zones?: string[];
}

export const workerFields = (input: WorkerInput): WorkerFields => ({
  image_name: input.image_name,
  image_version: input.image_version,
  minimum_workers: input.minimum_workers === undefined ? undefined : workerCount(input.minimum_workers),
  maximum_workers: input.maximum_workers === undefined ? undefined : workerCount(input.maximum_workers),
  iaas_flavor: input.iaas_flavor,
  zones: input.zones === undefined ? undefined : zoneList(input.zones),
});

export const hasWorkerData = (fields: WorkerFields) => Object.values(fields).some((value) => value !== undefined);

/** A new worker group; every setting checked against the profile and the cluster's region. */
export function buildWorker(
  profile: CloudProfileData,
  region: string,
  name: string,
  fields: Required<Omit<WorkerFields, "minimum_workers" | "maximum_workers">> & {
    minimum_workers: number;
    maximum_workers: number;
  },
): WorkerGroup {
  const type = machineTypeFor(profile, fields.iaas_flavor);
  checkImage(profile, fields.image_name, fields.image_version, type.architecture);
  checkZones(profile, region, fields.zones);
  checkWorkerRange(fields.minimum_workers, fields.maximum_workers);
  return {
    name,
    machine: {
      type: type.name,
      image: { name: fields.image_name, version: fields.image_version },
      architecture: type.architecture,
    },
    minimum: fields.minimum_workers,
    maximum: fields.maximum_workers,
    zones: fields.zones,
  };
}

/** The group with the given fields changed (absent ones kept), checked as a new one. */
export function changedWorker(
  profile: CloudProfileData,
  region: string,
  worker: WorkerGroup,
  fields: WorkerFields,
): WorkerGroup {
  return buildWorker(profile, region, worker.name, {
    image_name: fields.image_name ?? worker.machine.image.name,
    image_version: fields.image_version ?? worker.machine.image.version,
    iaas_flavor: fields.iaas_flavor ?? worker.machine.type,
    zones: fields.zones ?? worker.zones,
    minimum_workers: fields.minimum_workers ?? worker.minimum,
    maximum_workers: fields.maximum_workers ?? worker.maximum,
  });
}

/** A cluster that may be changed: not being deleted. */
function changeableShoot(ctx: AreaContext<ClustermgrState>, namespace: string, name: string): StoredShoot {
  const stored = findShoot(ctx.state, namespace, name);
  if (isDeleting(stored.shoot)) throw conflict(`cluster ${name} is being deleted`);
  return stored;
}

function groupOf(stored: StoredShoot, name: string): WorkerGroup {
  const group = stored.shoot.spec.provider.workers.find((w) => w.name === name);
  if (!group) throw notFound(`worker group ${name} in cluster ${stored.shoot.metadata.name}`);
  return group;
}

const profileOf = (ctx: AreaContext<ClustermgrState>, stored: StoredShoot) =>
  profileForField(ctx.state, stored.shoot.spec.cloudProfileName, "cloud_profile_name");

export function listWorkerGroups(ctx: Ctx<"clustermgr.workerGroups.list">) {
  const path = ctx.input;
  return structuredClone(findShoot(ctx.state, path.namespace, path.shoot_name).shoot.spec.provider.workers);
}

export function getWorkerGroup(ctx: Ctx<"clustermgr.workerGroup.get">) {
  const path = ctx.input;
  return structuredClone(groupOf(findShoot(ctx.state, path.namespace, path.shoot_name), path.worker_group_name));
}

export function createWorkerGroup(ctx: Ctx<"clustermgr.workerGroups.create">) {
  const { namespace, shoot_name, worker_name, ...fields } = ctx.input;
  const group = {
    ...fields,
    minimum_workers: workerCount(fields.minimum_workers),
    maximum_workers: workerCount(fields.maximum_workers),
    zones: zoneList(fields.zones),
  };
  dnsLabel(worker_name, "worker_name", WORKER_NAME_MAX);
  const stored = changeableShoot(ctx, namespace, shoot_name);
  const workers = stored.shoot.spec.provider.workers;
  if (workers.some((w) => w.name === worker_name)) {
    throw conflict(`worker group ${worker_name} already exists in cluster ${shoot_name}`, "worker_name");
  }
  workers.push(buildWorker(profileOf(ctx, stored), stored.shoot.spec.region, worker_name, group));
  startReconcile(stored, ctx.services.now());
  return shootView(stored);
}

export function updateWorkerGroup(ctx: Ctx<"clustermgr.workerGroup.update">) {
  const { namespace, shoot_name, worker_group_name, ...fields } = ctx.input;
  const stored = changeableShoot(ctx, namespace, shoot_name);
  const group = groupOf(stored, worker_group_name);
  const next = changedWorker(profileOf(ctx, stored), stored.shoot.spec.region, group, workerFields(fields));
  Object.assign(group, next);
  startReconcile(stored, ctx.services.now());
  return shootView(stored);
}

export function deleteWorkerGroup(ctx: Ctx<"clustermgr.workerGroup.delete">) {
  const path = ctx.input;
  const stored = changeableShoot(ctx, path.namespace, path.shoot_name);
  groupOf(stored, path.worker_group_name);
  const workers = stored.shoot.spec.provider.workers;
  if (workers.length === 1)
    throw conflict(`worker group ${path.worker_group_name} is the last one; a cluster needs at least one`);
  stored.shoot.spec.provider.workers = workers.filter((w) => w.name !== path.worker_group_name);
  startReconcile(stored, ctx.services.now());
  return shootView(stored);
}
