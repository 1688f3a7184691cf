/** The sandbox's cloud profile (`iaas-cloud`) and the checks a cluster's settings must pass against a profile. */
import { badRequest, SandboxError } from "../../area";
import type { CloudProfileData, ClustermgrState, MachineType } from "./model";

export const DEFAULT_PROFILE = "iaas-cloud";
export const PROFILE_ZONES = ["zone-a", "zone-b", "zone-c"];

const storage = (size: string) => ({ class: "standard", type: "default", size });

const MACHINE_TYPES: MachineType[] = [
  {
    name: "m1.small",
    cpu: "1",
    gpu: "0",
    memory: "2Gi",
    architecture: "amd64",
    usable: false,
    storage: storage("20Gi"),
  },
  {
    name: "m1.medium",
    cpu: "2",
    gpu: "0",
    memory: "4Gi",
    architecture: "amd64",
    usable: true,
    storage: storage("50Gi"),
  },
  {
    name: "m1.large",
    cpu: "4",
    gpu: "0",
    memory: "8Gi",
    architecture: "amd64",
    usable: true,
    storage: storage("50Gi"),
  },
  {
    name: "m1.xlarge",
    cpu: "8",
    gpu: "0",
    memory: "16Gi",
    architecture: "amd64",
    usable: true,
    storage: storage("100Gi"),
  },
  {
    name: "c1.2xlarge",
    cpu: "16",
    gpu: "0",
    memory: "32Gi",
    architecture: "amd64",
    usable: true,
    storage: storage("100Gi"),
  },
  {
    name: "r1.xlarge",
    cpu: "4",
    gpu: "0",
    memory: "32Gi",
    architecture: "amd64",
    usable: true,
    storage: storage("100Gi"),
  },
  {
    name: "g1.xlarge",
    cpu: "8",
    gpu: "1",
    memory: "64Gi",
    architecture: "amd64",
    usable: true,
    storage: storage("200Gi"),
  },
  {
    name: "a1.large",
    cpu: "4",
    gpu: "0",
    memory: "8Gi",
    architecture: "arm64",
    usable: true,
    storage: storage("50Gi"),
  },
];

/** The `iaas-cloud` profile; its first region is the sandbox region itself. */
export function iaasCloudProfile(region: string, uid: string, created: string): CloudProfileData {
  const both = ["amd64", "arm64"];
  return {
    name: DEFAULT_PROFILE,
    uid,
    created,
    type: "openstack",
    defaultVersion: "1.31.7",
    kubernetes: [
      { version: "1.32.3", classification: "preview" },
      { version: "1.31.7", classification: "supported" },
      { version: "1.30.11", classification: "supported" },
      { version: "1.29.15", classification: "deprecated", expirationDate: "2026-06-30T23:59:59Z" },
    ],
    machineImages: [
      {
        name: "gardenlinux",
        versions: [
          { version: "1592.4.0", classification: "supported", architectures: both },
          { version: "1443.10.0", classification: "deprecated", architectures: both },
        ],
      },
      {
        name: "ubuntu",
        versions: [
          { version: "24.04", classification: "supported", architectures: both },
          { version: "22.04", classification: "supported", architectures: ["amd64"] },
        ],
      },
      { name: "flatcar", versions: [{ version: "4081.2.0", classification: "preview", architectures: ["amd64"] }] },
    ],
    machineTypes: MACHINE_TYPES.map((t) => ({ ...t, storage: { ...t.storage } })),
    regions: [
      { name: region, zones: [...PROFILE_ZONES] },
      { name: `${region}-2`, zones: [`${region}-2a`, `${region}-2b`] },
    ],
  };
}

/** The profile named by a path parameter; 404 when unknown. */
export function findProfile(state: ClustermgrState, name: string): CloudProfileData {
  const profile = state.profiles.find((p) => p.name === name);
  if (!profile) throw new SandboxError(404, `cloud profile ${name} not found`);
  return profile;
}

/** The profile named by a body field; 400 naming the field when unknown. */
export function profileForField(state: ClustermgrState, name: string, field: string): CloudProfileData {
  const profile = state.profiles.find((p) => p.name === name);
  if (!profile) throw badRequest(`${field}: unknown cloud profile ${name}`, field);
  return profile;
}

export function checkClusterVersion(profile: CloudProfileData, version: string) {
  if (!profile.kubernetes.some((v) => v.version === version)) {
    throw badRequest(
      `cluster_version: ${version} is not offered by ${profile.name} (offered: ${profile.kubernetes.map((v) => v.version).join(", ")})`,
      "cluster_version",
    );
  }
}

export function checkImage(profile: CloudProfileData, name: string, version: string, architecture: string) {
  const image = profile.machineImages.find((i) => i.name === name);
  if (!image) {
    throw badRequest(
      `image_name: unknown image ${name} (known: ${profile.machineImages.map((i) => i.name).join(", ")})`,
      "image_name",
    );
  }
  const found = image.versions.find((v) => v.version === version);
  if (!found) {
    throw badRequest(
      `image_version: ${name} has no version ${version} (known: ${image.versions.map((v) => v.version).join(", ")})`,
      "image_version",
    );
  }
  if (!found.architectures.includes(architecture)) {
    throw badRequest(`image_version: ${name} ${version} is not built for ${architecture}`, "image_version");
  }
}

export function machineTypeFor(profile: CloudProfileData, name: string): MachineType {
  const type = profile.machineTypes.find((t) => t.name === name);
  if (!type) throw badRequest(`iaas_flavor: unknown machine type ${name}`, "iaas_flavor");
  if (!type.usable) throw badRequest(`iaas_flavor: machine type ${name} is not usable for clusters`, "iaas_flavor");
  return type;
}

export function zonesOf(profile: CloudProfileData, region: string, field = "region"): string[] {
  const found = profile.regions.find((r) => r.name === region);
  if (!found) throw badRequest(`${field}: ${profile.name} has no region ${region}`, field);
  return found.zones;
}

export function checkZones(profile: CloudProfileData, region: string, zones: string[]) {
  if (zones.length === 0) throw badRequest("zones: at least one zone is required", "zones");
  const known = zonesOf(profile, region);
  const unknown = zones.filter((z) => !known.includes(z));
  if (unknown.length > 0) {
    throw badRequest(`zones: ${unknown.join(", ")} not in region ${region} (zones: ${known.join(", ")})`, "zones");
  }
}

/** The profile as the cloud profile operations answer it: {metadata, spec}. */
export function profileView(profile: CloudProfileData) {
  return {
    metadata: { name: profile.name, uid: profile.uid, creationTimestamp: profile.created },
    spec: {
      type: profile.type,
      kubernetes: { versions: profile.kubernetes.map((v) => ({ ...v })) },
      machineImages: profile.machineImages.map((i) => ({
        name: i.name,
        versions: i.versions.map((v) => ({ ...v, architectures: [...v.architectures] })),
      })),
      machineTypes: profile.machineTypes.map((t) => ({ ...t, storage: { ...t.storage } })),
      regions: profile.regions.map((r) => ({ name: r.name, zones: r.zones.map((name) => ({ name })) })),
    },
  };
}
