/**
 * The cluster forms' schemas and what they send. One set of worker rules serves cluster creation, cluster edits and
 * worker groups. Payloads use the spec's forms: worker counts as digit strings, zones comma-separated.
 */
import { z } from "zod";
import type { OperationInput } from "@/lib/portal/operations";
import { MAX_WORKERS, SHOOT_NAME_MAX, WORKER_NAME_MAX } from "./limits";
import type { Shoot, WorkerGroup } from "./shoot";

export { MAX_WORKERS, NETWORK_TYPES, PURPOSES, SECRET_NAME_MAX, SHOOT_NAME_MAX, WORKER_NAME_MAX } from "./limits";

const DNS_LABEL = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;

/** Translated messages the schemas show under the fields. */
export interface FormMessages {
  required: string;
  /** "Lowercase letters, digits and inner dashes, at most {max} characters", already formatted per field. */
  dnsLabel: (max: number) => string;
  nameTaken: string;
  maxBelowMin: string;
  zonesRequired: string;
}

const required = (m: FormMessages) => z.string().trim().min(1, m.required);

/** A DNS label: a too long one is reported with the field's label and limit (the forms' error map), then its letters. */
export const dnsLabel = (m: FormMessages, max: number, taken: ReadonlySet<string> = new Set()) =>
  z
    .string()
    .trim()
    .min(1, m.required)
    .max(max)
    .regex(DNS_LABEL, m.dnsLabel(max))
    .refine((value) => !taken.has(value), m.nameTaken);

/** Worker counts: the forms' error map words their bounds with the field's label ("Maximum workers can be …"). */
const workerCount = (min: number) => z.number().int().min(min).max(MAX_WORKERS);

/** The worker settings every form shares (all required). */
export const workerShape = (m: FormMessages) => ({
  machineType: required(m),
  imageName: required(m),
  imageVersion: required(m),
  minimum: workerCount(0),
  maximum: workerCount(1),
  zones: z.array(z.string()).min(1, m.zonesRequired),
});

const isCount = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value);
type RangeRule = [
  (value: { minimum?: number; maximum?: number }) => boolean,
  { path: PropertyKey[]; message: string; when: (payload: z.core.ParsePayload) => boolean },
];

/**
 * Maximum ≥ minimum, reported under the maximum. `when` runs it as soon as both counts are whole numbers: by
 * default zod skips an object's refinements while any other field is invalid, so a half-filled form showed nothing.
 */
const workerRangeRule = (m: FormMessages): RangeRule => [
  (value) => !(isCount(value.minimum) && isCount(value.maximum) && value.maximum < value.minimum),
  {
    path: ["maximum"],
    message: m.maxBelowMin,
    when: (payload) => {
      const counts = payload.value as { minimum?: unknown; maximum?: unknown } | null;
      return isCount(counts?.minimum) && isCount(counts?.maximum);
    },
  },
];

export const createClusterSchema = (m: FormMessages, taken: ReadonlySet<string>) =>
  z
    .object({
      namespace: required(m),
      cloudProfile: required(m),
      name: dnsLabel(m, SHOOT_NAME_MAX, taken),
      version: required(m),
      purpose: required(m),
      networkType: required(m),
      region: required(m),
      secretBinding: required(m),
      ...workerShape(m),
    })
    .refine(...workerRangeRule(m));
export type CreateClusterValues = z.input<ReturnType<typeof createClusterSchema>>;

export const workerGroupSchema = (m: FormMessages, taken: ReadonlySet<string>) =>
  z.object({ name: dnsLabel(m, WORKER_NAME_MAX, taken), ...workerShape(m) }).refine(...workerRangeRule(m));
export type WorkerGroupValues = z.input<ReturnType<typeof workerGroupSchema>>;

/**
 * A cluster edit. Worker fields are optional: a cluster without the default worker group has nothing to prefill,
 * and the user may still try (the portal then answers with its rule).
 */
export const editClusterSchema = (m: FormMessages) =>
  z
    .object({
      version: required(m),
      purpose: required(m),
      secretBinding: required(m),
      machineType: z.string(),
      imageName: z.string(),
      imageVersion: z.string(),
      minimum: workerCount(0).optional(),
      maximum: workerCount(1).optional(),
      zones: z.array(z.string()),
    })
    .refine(...workerRangeRule(m));
export type EditClusterValues = z.input<ReturnType<typeof editClusterSchema>>;

const zonesText = (zones: readonly string[]) => zones.join(",");
const countText = (n: number | undefined) => (n === undefined ? undefined : String(n));

export function createClusterPayload(
  values: z.output<ReturnType<typeof createClusterSchema>>,
): OperationInput<"clustermgr.shoots.create"> {
  return {
    namespace: values.namespace,
    cloud_profile_name: values.cloudProfile,
    shoot_name: values.name,
    cluster_version: values.version,
    purpose: values.purpose,
    network_type: values.networkType,
    region: values.region,
    secret_binding_name: values.secretBinding,
    iaas_flavor: values.machineType,
    image_name: values.imageName,
    image_version: values.imageVersion,
    minimum_workers: String(values.minimum),
    maximum_workers: String(values.maximum),
    zones: zonesText(values.zones),
  };
}

/** The worker part of every cluster form; counts are undefined while empty. */
export interface WorkerFormPart {
  machineType: string;
  imageName: string;
  imageVersion: string;
  minimum?: number;
  maximum?: number;
  zones: string[];
}

/** The worker fields as a form starts with them (from an existing group, or empty). */
export function workerValues(worker: WorkerGroup | undefined): WorkerFormPart {
  return {
    machineType: worker?.machineType ?? "",
    imageName: worker?.imageName ?? "",
    imageVersion: worker?.imageVersion ?? "",
    minimum: worker?.minimum,
    maximum: worker?.maximum,
    zones: worker?.zones ?? [],
  };
}

const sameZones = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join(",") === [...b].sort().join(",");

/** Only the worker fields that differ from `before` (empty strings and empty zone lists mean "not given"). */
export function changedWorkerFields(before: WorkerFormPart, after: WorkerFormPart) {
  const changed = (a: string, b: string) => (b !== "" && a !== b ? b : undefined);
  return strip({
    iaas_flavor: changed(before.machineType, after.machineType),
    image_name: changed(before.imageName, after.imageName),
    image_version: changed(before.imageVersion, after.imageVersion),
    minimum_workers: after.minimum !== before.minimum ? countText(after.minimum) : undefined,
    maximum_workers: after.maximum !== before.maximum ? countText(after.maximum) : undefined,
    zones: after.zones.length > 0 && !sameZones(before.zones, after.zones) ? zonesText(after.zones) : undefined,
  });
}

export function editClusterInitial(shoot: Shoot, worker: WorkerGroup | undefined): EditClusterValues {
  return {
    version: shoot.version ?? "",
    purpose: shoot.purpose ?? "",
    secretBinding: shoot.secretBinding ?? "",
    ...workerValues(worker),
  };
}

/** The PATCH body of a cluster edit: only what changed. Worker fields go to the default worker group (spec rule). */
export function editClusterPayload(before: EditClusterValues, after: EditClusterValues) {
  return strip({
    cluster_version: after.version !== before.version ? after.version : undefined,
    purpose: after.purpose !== before.purpose ? after.purpose : undefined,
    secret_binding_name: after.secretBinding !== before.secretBinding ? after.secretBinding : undefined,
    ...changedWorkerFields(before, after),
  });
}

/** True when an edit carries worker data, which the portal applies to the default worker group. */
export const carriesWorkerData = (payload: Record<string, unknown>) =>
  ["iaas_flavor", "image_name", "image_version", "minimum_workers", "maximum_workers", "zones"].some(
    (field) => payload[field] !== undefined,
  );

export function createWorkerGroupPayload(values: z.output<ReturnType<typeof workerGroupSchema>>) {
  return {
    worker_name: values.name,
    iaas_flavor: values.machineType,
    image_name: values.imageName,
    image_version: values.imageVersion,
    minimum_workers: String(values.minimum),
    maximum_workers: String(values.maximum),
    zones: zonesText(values.zones),
  };
}

function strip<T extends Record<string, unknown>>(value: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}

export type CreateClusterOutput = z.output<ReturnType<typeof createClusterSchema>>;

/** Form fields in the order the create form shows them. */
export const CREATE_FIELD_ORDER = [
  "namespace",
  "cloudProfile",
  "region",
  "secretBinding",
  "name",
  "version",
  "purpose",
  "networkType",
  "machineType",
  "imageName",
  "imageVersion",
  "minimum",
  "maximum",
  "zones",
] as const satisfies readonly (keyof CreateClusterValues)[];
export type CreateField = (typeof CREATE_FIELD_ORDER)[number];

/** The fields a schema still rejects, in form order: what the disabled Create button names. */
export function invalidFields(schema: z.ZodType, values: unknown): CreateField[] {
  const result = schema.safeParse(values);
  if (result.success) return [];
  const failing = new Set(result.error.issues.map((issue) => String(issue.path[0] ?? "")));
  return CREATE_FIELD_ORDER.filter((field) => failing.has(field));
}
