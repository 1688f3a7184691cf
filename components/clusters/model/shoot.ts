/**
 * A cluster (shoot) as the screens use it, read from the portal's ClusterObject: Gardener's metadata, spec
 * (kubernetes, provider.workers, region, purpose, secretBindingName, networking) and status (lastOperation,
 * lastErrors, conditions).
 */
import { z } from "zod";
import { count, memoizeByObject, read, readEach, text, textList } from "./wire";

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

const zones = z
  .union([z.array(z.string()), z.string().transform((s) => s.split(",").map((zone) => zone.trim()).filter(Boolean))])
  .optional()
  .catch(undefined);

export const WorkerWire = z.looseObject({
  name: text,
  machine: z
    .looseObject({
      type: text,
      architecture: text,
      image: z.looseObject({ name: text, version: text }).optional().catch(undefined),
    })
    .optional()
    .catch(undefined),
  minimum: count,
  maximum: count,
  zones,
});

const ConditionWire = z.looseObject({ type: text, status: text, reason: text, message: text, lastTransitionTime: text });
const LastErrorWire = z.looseObject({ description: text, codes: textList, lastUpdateTime: text });

const ShootWire = z.looseObject({
  metadata: z.looseObject({ name: text, namespace: text, uid: text, creationTimestamp: text }).optional().catch(undefined),
  spec: z
    .looseObject({
      cloudProfileName: text,
      kubernetes: z.looseObject({ version: text }).optional().catch(undefined),
      provider: z.looseObject({ type: text, workers: z.array(z.unknown()).optional().catch(undefined) }).optional().catch(undefined),
      region: text,
      purpose: text,
      secretBindingName: text,
      networking: z.looseObject({ type: text }).optional().catch(undefined),
    })
    .optional()
    .catch(undefined),
  status: z
    .looseObject({
      lastOperation: z
        .looseObject({ type: text, state: text, progress: count, description: text, lastUpdateTime: text })
        .optional()
        .catch(undefined),
      lastErrors: z.array(z.unknown()).optional().catch(undefined),
      conditions: z.array(z.unknown()).optional().catch(undefined),
    })
    .optional()
    .catch(undefined),
});

export function toWorkerGroup(raw: unknown): WorkerGroup | null {
  const wire = read(WorkerWire, raw);
  if (!wire?.name) return null;
  return {
    name: wire.name,
    machineType: wire.machine?.type,
    imageName: wire.machine?.image?.name,
    imageVersion: wire.machine?.image?.version,
    architecture: wire.machine?.architecture,
    minimum: wire.minimum,
    maximum: wire.maximum,
    zones: wire.zones ?? [],
  };
}

export const toWorkerGroups = (raw: unknown): WorkerGroup[] =>
  (Array.isArray(raw) ? raw : []).flatMap((item: unknown) => toWorkerGroup(item) ?? []);

/** A cluster object as a Shoot, or null when it has no name (nothing to link to). */
function parseShoot(raw: unknown): Shoot | null {
  const wire = read(ShootWire, raw);
  const name = wire?.metadata?.name;
  if (!wire || !name) return null;
  const { spec, status } = wire;
  return {
    name,
    namespace: wire.metadata?.namespace ?? "",
    uid: wire.metadata?.uid,
    created: wire.metadata?.creationTimestamp,
    cloudProfile: spec?.cloudProfileName,
    version: spec?.kubernetes?.version,
    purpose: spec?.purpose,
    region: spec?.region,
    secretBinding: spec?.secretBindingName,
    networkType: spec?.networking?.type,
    providerType: spec?.provider?.type,
    workers: toWorkerGroups(spec?.provider?.workers),
    lastOperation: status?.lastOperation,
    lastErrors: readEach(LastErrorWire, status?.lastErrors).flatMap((e) =>
      e.description ? [{ description: e.description, codes: e.codes ?? [], lastUpdateTime: e.lastUpdateTime }] : [],
    ),
    conditions: readEach(ConditionWire, status?.conditions).flatMap((c) =>
      c.type ? [{ ...c, type: c.type, status: c.status ?? "Unknown" }] : [],
    ),
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
