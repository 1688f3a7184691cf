/** Worker groups: building and changing them against the cloud profile, and their handlers. */
import { z } from "zod";
import { conflict, notFound, type HandlerContext } from "../../area";
import { readInput } from "../input";
import { checkWorkerRange, dnsLabel, workerCount, zoneList } from "./input";
import { isDeleting, startReconcile } from "./lifecycle";
import { findShoot } from "./lookup";
import type { CloudProfileData, ClustermgrState, StoredShoot, WorkerGroup } from "./model";
import { checkImage, checkZones, machineTypeFor, profileForField } from "./profile";
import { shootView } from "./views";

type Ctx = HandlerContext<ClustermgrState>;

/** Gardener limits worker pool names to 15 characters. */
const WORKER_NAME_MAX = 15;

export const WorkerFields = z.object({
  image_name: z.string().min(1).optional(),
  image_version: z.string().min(1).optional(),
  minimum_workers: workerCount.optional(),
  maximum_workers: workerCount.optional(),
  iaas_flavor: z.string().min(1).optional(),
  zones: zoneList.optional(),
});
export type WorkerFields = z.infer<typeof WorkerFields>;

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

const ShootPath = z.object({ namespace: z.string(), shoot_name: z.string() });
const GroupPath = ShootPath.extend({ worker_group_name: z.string() });

/** A cluster that may be changed: not being deleted. */
function changeableShoot(ctx: Ctx, namespace: string, name: string): StoredShoot {
  const stored = findShoot(ctx.state, namespace, name);
  if (isDeleting(stored.shoot)) throw conflict(`cluster ${name} is being deleted`);
  return stored;
}

function groupOf(stored: StoredShoot, name: string): WorkerGroup {
  const group = stored.shoot.spec.provider.workers.find((w) => w.name === name);
  if (!group) throw notFound(`worker group ${name} in cluster ${stored.shoot.metadata.name}`);
  return group;
}

const profileOf = (ctx: Ctx, stored: StoredShoot) =>
  profileForField(ctx.state, stored.shoot.spec.cloudProfileName, "cloud_profile_name");

export function listWorkerGroups(ctx: Ctx) {
  const path = readInput(ctx.input, ShootPath.shape);
  return structuredClone(findShoot(ctx.state, path.namespace, path.shoot_name).shoot.spec.provider.workers);
}

export function getWorkerGroup(ctx: Ctx) {
  const path = readInput(ctx.input, GroupPath.shape);
  return structuredClone(groupOf(findShoot(ctx.state, path.namespace, path.shoot_name), path.worker_group_name));
}

const CreateGroup = ShootPath.extend({
  worker_name: z.string().min(1),
  image_name: z.string().min(1),
  image_version: z.string().min(1),
  minimum_workers: workerCount,
  maximum_workers: workerCount,
  iaas_flavor: z.string().min(1),
  zones: zoneList,
});

export function createWorkerGroup(ctx: Ctx) {
  const { namespace, shoot_name, worker_name, ...fields } = readInput(ctx.input, CreateGroup.shape);
  dnsLabel(worker_name, "worker_name", WORKER_NAME_MAX);
  const stored = changeableShoot(ctx, namespace, shoot_name);
  const workers = stored.shoot.spec.provider.workers;
  if (workers.some((w) => w.name === worker_name)) {
    throw conflict(`worker group ${worker_name} already exists in cluster ${shoot_name}`, "worker_name");
  }
  workers.push(buildWorker(profileOf(ctx, stored), stored.shoot.spec.region, worker_name, fields));
  startReconcile(stored, ctx.services.now());
  return shootView(stored);
}

export function updateWorkerGroup(ctx: Ctx) {
  const { namespace, shoot_name, worker_group_name, ...fields } = readInput(
    ctx.input,
    GroupPath.extend(WorkerFields.shape).shape,
  );
  const stored = changeableShoot(ctx, namespace, shoot_name);
  const group = groupOf(stored, worker_group_name);
  Object.assign(group, changedWorker(profileOf(ctx, stored), stored.shoot.spec.region, group, fields));
  startReconcile(stored, ctx.services.now());
  return shootView(stored);
}

export function deleteWorkerGroup(ctx: Ctx) {
  const path = readInput(ctx.input, GroupPath.shape);
  const stored = changeableShoot(ctx, path.namespace, path.shoot_name);
  groupOf(stored, path.worker_group_name);
  const workers = stored.shoot.spec.provider.workers;
  if (workers.length === 1)
    throw conflict(`worker group ${path.worker_group_name} is the last one; a cluster needs at least one`);
  stored.shoot.spec.provider.workers = workers.filter((w) => w.name !== path.worker_group_name);
  startReconcile(stored, ctx.services.now());
  return shootView(stored);
}
