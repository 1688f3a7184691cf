/**
 * A cluster (shoot) as the screens use it, read from the portal's ClusterObject: Gardener's metadata, spec
 * (kubernetes, provider.workers, region, purpose, secretBindingName, networking) and status (lastOperation,
 * lastErrors, conditions).
 */
import { count, memoizeByObject, object, readEach, text, textList } from "./wire";

/** The worker group a cluster update's worker fields apply to (the spec's rule). */
export const DEFAULT_WORKER_GROUP = "worker-default";

export interface WorkerGroup {
  name: string;
  machineType?: string;
  imageName?: string;
  imageVersion?: string;
  architecture?: string;
  minimum?: number;
  maximum?: number;
  zones: string[];
}

export interface Condition {
  type: string;
  /** "True", "False" or "Unknown" in Gardener. */
  status: string;
  reason?: string;
  message?: string;
  lastTransitionTime?: string;
}

export interface LastOperation {
  type?: string;
  state?: string;
  progress?: number;
  description?: string;
  lastUpdateTime?: string;
}

export interface LastError {
  description: string;
  codes: string[];
  lastUpdateTime?: string;
}

export interface Shoot {
  name: string;
  namespace: string;
  uid?: string;
  created?: string;
  cloudProfile?: string;
  version?: string;
  purpose?: string;
  region?: string;
  secretBinding?: string;
  networkType?: string;
  providerType?: string;
  workers: WorkerGroup[];
  lastOperation?: LastOperation;
  lastErrors: LastError[];
  conditions: Condition[];
}

/** Zones as a list, or as the spec's comma-separated text. */
function zones(value: unknown): string[] | undefined {
  if (typeof value === "string")
    return value
      .split(",")
      .map((zone) => zone.trim())
      .filter(Boolean);
  return textList(value);
}

export function toWorkerGroup(raw: unknown): WorkerGroup | null {
  const wire = object(raw);
  const name = text(wire?.name);
  if (!wire || !name) return null;
  const machine = object(wire.machine);
  const image = object(machine?.image);
  return {
    name,
    machineType: text(machine?.type),
    imageName: text(image?.name),
    imageVersion: text(image?.version),
    architecture: text(machine?.architecture),
    minimum: count(wire.minimum),
    maximum: count(wire.maximum),
    zones: zones(wire.zones) ?? [],
  };
}

export const toWorkerGroups = (raw: unknown): WorkerGroup[] =>
  (Array.isArray(raw) ? raw : []).flatMap((item: unknown) => toWorkerGroup(item) ?? []);

function toLastOperation(raw: unknown): LastOperation | undefined {
  const wire = object(raw);
  if (!wire) return undefined;
  return {
    type: text(wire.type),
    state: text(wire.state),
    progress: count(wire.progress),
    description: text(wire.description),
    lastUpdateTime: text(wire.lastUpdateTime),
  };
}

function toLastError(raw: unknown): LastError | undefined {
  const wire = object(raw);
  const description = text(wire?.description);
  if (!description) return undefined;
  return { description, codes: textList(wire?.codes) ?? [], lastUpdateTime: text(wire?.lastUpdateTime) };
}

function toCondition(raw: unknown): Condition | undefined {
  const wire = object(raw);
  const type = text(wire?.type);
  if (!type) return undefined;
  return {
    type,
    status: text(wire?.status) ?? "Unknown",
    reason: text(wire?.reason),
    message: text(wire?.message),
    lastTransitionTime: text(wire?.lastTransitionTime),
  };
}

/** A cluster object as a Shoot, or null when it has no name (nothing to link to). */
function parseShoot(raw: unknown): Shoot | null {
  const wire = object(raw);
  const metadata = object(wire?.metadata);
  const name = text(metadata?.name);
  if (!wire || !name) return null;
  const spec = object(wire.spec);
  const status = object(wire.status);
  const provider = object(spec?.provider);
  return {
    name,
    namespace: text(metadata?.namespace) ?? "",
    uid: text(metadata?.uid),
    created: text(metadata?.creationTimestamp),
    cloudProfile: text(spec?.cloudProfileName),
    version: text(object(spec?.kubernetes)?.version),
    purpose: text(spec?.purpose),
    region: text(spec?.region),
    secretBinding: text(spec?.secretBindingName),
    networkType: text(object(spec?.networking)?.type),
    providerType: text(provider?.type),
    workers: toWorkerGroups(provider?.workers),
    lastOperation: toLastOperation(status?.lastOperation),
    lastErrors: readEach(toLastError, status?.lastErrors),
    conditions: readEach(toCondition, status?.conditions),
  };
}

export const toShoot = memoizeByObject(parseShoot);

export const toShoots = (raw: unknown): Shoot[] =>
  (Array.isArray(raw) ? raw : []).flatMap((item: unknown) => toShoot(item) ?? []);

/** Every zone the cluster's worker groups use, in first-seen order. */
export const zonesOf = (shoot: Pick<Shoot, "workers">): string[] => [...new Set(shoot.workers.flatMap((w) => w.zones))];

/** The autoscaler range over all worker groups: sums of minimum and maximum. */
export function workerRange(shoot: Pick<Shoot, "workers">): { minimum: number; maximum: number } {
  return shoot.workers.reduce(
    (sum, w) => ({ minimum: sum.minimum + (w.minimum ?? 0), maximum: sum.maximum + (w.maximum ?? 0) }),
    { minimum: 0, maximum: 0 },
  );
}

export const defaultWorkerOf = (shoot: Pick<Shoot, "workers">) =>
  shoot.workers.find((w) => w.name === DEFAULT_WORKER_GROUP);

/** The project of a Gardener namespace (`garden-<project>`), for display where the project object is not loaded. */
export const projectOfNamespace = (namespace: string) => namespace.replace(/^garden-/, "");

/** Unique row id of a cluster across projects. */
export const shootKey = (shoot: Pick<Shoot, "namespace" | "name">) => `${shoot.namespace}/${shoot.name}`;

export const shootHref = (shoot: Pick<Shoot, "namespace" | "name">) =>
  `/clusters/${encodeURIComponent(shoot.namespace)}/${encodeURIComponent(shoot.name)}`;
