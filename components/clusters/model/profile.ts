/**
 * A cloud profile as the cluster forms use it: Kubernetes versions (with the default), machine images and their
 * versions, machine types and regions with zones. The dedicated endpoints (cluster-versions, images, machine-types,
 * regions) are the source; the profile object adds what they leave out (version classification, the architectures
 * an image version is built for), when the portal sends it.
 */
import { z } from "zod";
import { read, readEach, text, textList } from "./wire";

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

const VersionWire = z.union([
  z.string().transform((version) => ({ version, classification: undefined, expirationDate: undefined })),
  z.looseObject({ version: z.string(), classification: text, expirationDate: text }),
]);
const ImageVersionWire = z.union([
  z.string().transform((version) => ({ version, classification: undefined, architectures: undefined })),
  z.looseObject({ version: z.string(), classification: text, architectures: textList }),
]);
const ImageWire = z.looseObject({ name: z.string(), versions: z.array(z.unknown()).optional().catch(undefined) });
const VersionsWire = z.looseObject({ defaultVersion: text, versions: z.array(z.unknown()).optional().catch(undefined) });
const MachineTypeWire = z.looseObject({
  name: z.string(),
  cpu: z.union([z.string(), z.number().transform(String)]).optional().catch(undefined),
  gpu: z.union([z.string(), z.number().transform(String)]).optional().catch(undefined),
  memory: text,
  architecture: text,
  usable: z.boolean().optional().catch(undefined),
});
const ZoneWire = z.union([z.string(), z.looseObject({ name: z.string() }).transform((zone) => zone.name)]);
const RegionWire = z.looseObject({ name: z.string(), zones: z.array(z.unknown()).optional().catch(undefined) });
const ProfileWire = z.looseObject({
  spec: z
    .looseObject({
      kubernetes: z.looseObject({ versions: z.array(z.unknown()).optional().catch(undefined) }).optional().catch(undefined),
      machineImages: z.array(z.unknown()).optional().catch(undefined),
    })
    .optional()
    .catch(undefined),
});

const readImages = (raw: unknown): ProfileImage[] =>
  readEach(ImageWire, raw).map((image) => ({ name: image.name, versions: readEach(ImageVersionWire, image.versions) }));

/** Names of the cloud profiles of GET /clustermgr/cloudprofiles. */
export const profileNames = (raw: unknown): string[] =>
  readEach(z.looseObject({ metadata: z.looseObject({ name: z.string() }) }), raw).map((p) => p.metadata.name);

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
  const profile = read(ProfileWire, Array.isArray(sources.profile) ? sources.profile[0] : sources.profile);
  const richVersions = readEach(VersionWire, profile?.spec?.kubernetes?.versions);
  const richImages = readImages(profile?.spec?.machineImages);
  const versionsWire = read(VersionsWire, sources.versions);
  const versions = readEach(VersionWire, versionsWire?.versions).map((v) => ({
    ...richVersions.find((rich) => rich.version === v.version),
    ...stripUndefined(v),
    version: v.version,
  }));
  const images = readImages(sources.images).map((image) => {
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
    defaultVersion: versionsWire?.defaultVersion,
    versions,
    images,
    machineTypes: readEach(MachineTypeWire, sources.machineTypes).map((t) => ({ ...t, usable: t.usable !== false })),
    regions: readEach(RegionWire, sources.regions).map((r) => ({ name: r.name, zones: readEach(ZoneWire, r.zones) })),
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
  const imageVersion = image?.versions.find(
    (v) => runsOn(v, machineType?.architecture) && v.classification !== "deprecated" && v.classification !== "preview",
  ) ?? image?.versions.find((v) => runsOn(v, machineType?.architecture));
  return { machineType: machineType?.name ?? "", imageName: image?.name ?? "", imageVersion: imageVersion?.version ?? "" };
}
