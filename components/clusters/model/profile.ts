/**
 * A cloud profile as the cluster forms use it: Kubernetes versions (with the default), machine images and their
 * versions, machine types and regions with zones. The dedicated endpoints (cluster-versions, images, machine-types,
 * regions) are the source; the profile object adds what they leave out (version classification, the architectures
 * an image version is built for), when the portal sends it.
 */
import { list, object, readEach, text, textList } from "./wire";

export interface ProfileVersion {
  version: string;
  /** supported, preview or deprecated (Gardener). */
  classification?: string;
  expirationDate?: string;
}

export interface ImageVersion extends ProfileVersion {
  /** Unknown (undefined) when the portal does not say: then every machine type is offered. */
  architectures?: string[];
}

export interface ProfileImage {
  name: string;
  versions: ImageVersion[];
}

export interface ProfileMachineType {
  name: string;
  cpu?: string;
  gpu?: string;
  memory?: string;
  architecture?: string;
  usable: boolean;
}

export interface ProfileRegion {
  name: string;
  zones: string[];
}

export interface ProfileCatalog {
  name: string;
  defaultVersion?: string;
  versions: ProfileVersion[];
  images: ProfileImage[];
  machineTypes: ProfileMachineType[];
  regions: ProfileRegion[];
}

/** A version as a plain string or as Gardener's `{version, classification, expirationDate}`. */
function toVersion(raw: unknown): ProfileVersion | undefined {
  if (typeof raw === "string") return { version: raw };
  const wire = object(raw);
  const version = wire?.version;
  if (typeof version !== "string") return undefined;
  return { version, classification: text(wire?.classification), expirationDate: text(wire?.expirationDate) };
}

function toImageVersion(raw: unknown): ImageVersion | undefined {
  if (typeof raw === "string") return { version: raw };
  const wire = object(raw);
  const version = wire?.version;
  if (typeof version !== "string") return undefined;
  return { version, classification: text(wire?.classification), architectures: textList(wire?.architectures) };
}

function toImage(raw: unknown): ProfileImage | undefined {
  const wire = object(raw);
  const name = wire?.name;
  return typeof name === "string" ? { name, versions: readEach(toImageVersion, list(wire?.versions)) } : undefined;
}

/** CPU and GPU counts arrive as text or as numbers. */
const amount = (value: unknown) => text(value) ?? (typeof value === "number" ? String(value) : undefined);

function toMachineType(raw: unknown): ProfileMachineType | undefined {
  const wire = object(raw);
  const name = wire?.name;
  if (typeof name !== "string") return undefined;
  return {
    name,
    cpu: amount(wire?.cpu),
    gpu: amount(wire?.gpu),
    memory: text(wire?.memory),
    architecture: text(wire?.architecture),
    usable: wire?.usable !== false,
  };
}

const toZone = (raw: unknown) => text(raw) ?? text(object(raw)?.name);

function toRegion(raw: unknown): ProfileRegion | undefined {
  const wire = object(raw);
  const name = wire?.name;
  return typeof name === "string" ? { name, zones: readEach(toZone, list(wire?.zones)) } : undefined;
}

/** Names of the cloud profiles of GET /clustermgr/cloudprofiles. */
export const profileNames = (raw: unknown): string[] =>
  readEach((item) => text(object(object(item)?.metadata)?.name), raw);

export interface CatalogSources {
  name: string;
  /** GET …/cloudprofile/{name} (an array of one), optional enrichment. */
  profile?: unknown;
  versions?: unknown;
  images?: unknown;
  machineTypes?: unknown;
  regions?: unknown;
}

export function buildCatalog(sources: CatalogSources): ProfileCatalog {
  const profile = object(Array.isArray(sources.profile) ? sources.profile[0] : sources.profile);
  const spec = object(profile?.spec);
  const richVersions = readEach(toVersion, object(spec?.kubernetes)?.versions);
  const richImages = readEach(toImage, spec?.machineImages);
  const versionsWire = object(sources.versions);
  const versions = readEach(toVersion, versionsWire?.versions).map((v) => ({
    ...richVersions.find((rich) => rich.version === v.version),
    ...stripUndefined(v),
    version: v.version,
  }));
  const images = readEach(toImage, sources.images).map((image) => {
    const rich = richImages.find((r) => r.name === image.name);
    return {
      name: image.name,
      versions: image.versions.map((v) => ({
        ...rich?.versions.find((r) => r.version === v.version),
        ...stripUndefined(v),
        version: v.version,
      })),
    };
  });
  return {
    name: sources.name,
    defaultVersion: text(versionsWire?.defaultVersion),
    versions,
    images,
    machineTypes: readEach(toMachineType, sources.machineTypes),
    regions: readEach(toRegion, sources.regions),
  };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Compares dotted versions numerically ("1.30.11" > "1.30.9"); non-numeric parts compare as text. */
export function compareVersions(a: string, b: string): number {
  const left = a.split(".");
  const right = b.split(".");
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const [x, y] = [left[i] ?? "0", right[i] ?? "0"];
    const [nx, ny] = [Number(x), Number(y)];
    const diff = Number.isFinite(nx) && Number.isFinite(ny) ? nx - ny : x.localeCompare(y);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

/** Versions a cluster may move to: the current one and newer (Kubernetes cannot be downgraded). */
export const upgradeTargets = (versions: readonly ProfileVersion[], current: string | undefined) =>
  current ? versions.filter((v) => compareVersions(v.version, current) >= 0) : [...versions];

/** The version to preselect: the profile's default when offered, else the newest supported, else the first. */
export function preferredVersion(catalog: Pick<ProfileCatalog, "versions" | "defaultVersion">): string | undefined {
  const offered = catalog.versions.map((v) => v.version);
  if (catalog.defaultVersion && offered.includes(catalog.defaultVersion)) return catalog.defaultVersion;
  return catalog.versions.find((v) => v.classification === "supported")?.version ?? offered[0];
}

/** Whether an image version runs on a machine type's architecture (true when either side does not say). */
export const runsOn = (version: Pick<ImageVersion, "architectures"> | undefined, architecture: string | undefined) =>
  !version?.architectures || !architecture || version.architectures.includes(architecture);

export const zonesOfRegion = (catalog: Pick<ProfileCatalog, "regions">, region: string | undefined) =>
  catalog.regions.find((r) => r.name === region)?.zones ?? [];

/** Sensible first choices for a new cluster or worker group. */
export function defaultWorkerChoice(catalog: ProfileCatalog) {
  const machineType = catalog.machineTypes.find((t) => t.usable);
  const image = catalog.images.find((i) => i.versions.some((v) => runsOn(v, machineType?.architecture)));
  const imageVersion =
    image?.versions.find(
      (v) =>
        runsOn(v, machineType?.architecture) && v.classification !== "deprecated" && v.classification !== "preview",
    ) ?? image?.versions.find((v) => runsOn(v, machineType?.architecture));
  return {
    machineType: machineType?.name ?? "",
    imageName: image?.name ?? "",
    imageVersion: imageVersion?.version ?? "",
  };
}
