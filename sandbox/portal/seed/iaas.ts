/**
 * Seed of the infrastructure (iaas) slice: the tenancy (one reseller, its clients), domains, projects (some
 * disabled), EC2-style credentials, availability zones, volume types, and — from the sibling seed files —
 * servers, volumes, networks and load balancers. Deterministic for the same region and services.
 */
import type { SandboxServices } from "../area";
import { hex, seedCompute, type ComputeSeed } from "./iaas-compute";
import type { IaasProject } from "./iaas-project";
import { findQuotaProfile, QUOTA_PROFILES, withProfile, type ProjectQuotas } from "./quota-profiles";
import { seedNetworking, type NetworkingSeed } from "./iaas-network";

/** The reseller every seeded client belongs to; quota, profile and object-storage seeds share it. */
export const SEED_RESELLER = "nimbus";

export interface SeedClient {
  id: string;
  name: string;
}

export const SEED_CLIENTS: readonly SeedClient[] = [
  { id: "client-1001", name: "northwind" },
  { id: "client-1002", name: "contoso" },
  { id: "client-1003", name: "globex" },
];

export interface IaasDomain {
  id: string;
  name: string;
  description: string;
  enabled: boolean;
  links: Record<string, unknown>;
  options: Record<string, unknown>;
  tags: string[];
}

export type { IaasProject } from "./iaas-project";

/** A stored credential. The secret is never stored: it is returned once, by the create call. */
export interface IaasCredential {
  id: string;
  project_id: string;
  type: string;
  user_id: string;
  user_name: string;
  active: boolean;
  /** JSON text `{"access": "..."}`: the access key only. */
  blob: string;
  description: string;
  roles: string[];
  user_bound: boolean;
}

export interface VolumeType {
  id: string;
  name: string;
  description: string;
  extra_specs: Record<string, string>;
  is_public: boolean;
  qos_specs_id: string | null;
}

export interface AvailabilityZone {
  zoneName: string;
  zoneState: { available: boolean };
}

export interface IaasState extends ComputeSeed, NetworkingSeed {
  domains: IaasDomain[];
  projects: IaasProject[];
  credentials: IaasCredential[];
  /** Read by the backups area (restore as a new volume). */
  volume_types: VolumeType[];
  /** Read by the backups area (restore as a new volume). */
  availability_zones: AvailabilityZone[];
  project_quotas: Record<string, ProjectQuotas>;
}

/** One seeded project, before ids of domains are known. */
export interface SeedProjectIdentity {
  id: string;
  name: string;
  description: string;
  client: SeedClient;
  enabled: boolean;
  quota_profile: string;
}

const PROJECTS: ReadonlyArray<[client: string, name: string, description: string, enabled: boolean, profile: string]> =
  [
    ["northwind", "web-prod", "Public web shop, production", true, "large"],
    ["northwind", "web-staging", "Web shop staging", true, "small"],
    ["northwind", "data-lake", "Analytics sandbox, frozen", false, "medium"],
    ["contoso", "erp", "ERP system", true, "medium"],
    ["contoso", "erp-test", "ERP test bed, paused", false, "small"],
    ["globex", "research", "Research workloads", true, "medium"],
    ["globex", "ml-training", "GPU training jobs", true, "large"],
  ];

/**
 * The seeded projects of a region. Ids depend only on the region and the project name, so the quota and
 * object-storage seeds can refer to the same projects without reading this slice.
 */
export function seedProjectIdentities(
  region: string,
  services: Pick<SandboxServices, "random">,
): SeedProjectIdentity[] {
  return PROJECTS.map(([clientName, name, description, enabled, quota_profile]) => {
    const client = SEED_CLIENTS.find((c) => c.name === clientName) ?? SEED_CLIENTS[0];
    return {
      id: hex(services.random(`${region}:iaas-project:${name}`), 32),
      name,
      description,
      client,
      enabled,
      quota_profile,
    };
  });
}

export const VOLUME_TYPES: ReadonlyArray<Omit<VolumeType, "id">> = [
  {
    name: "standard",
    description: "Replicated HDD storage",
    extra_specs: { volume_backend_name: "ceph-hdd" },
    is_public: true,
    qos_specs_id: null,
  },
  {
    name: "ssd",
    description: "Replicated SSD storage",
    extra_specs: { volume_backend_name: "ceph-ssd" },
    is_public: true,
    qos_specs_id: null,
  },
  {
    name: "ssd-high-iops",
    description: "SSD with guaranteed IOPS",
    extra_specs: { volume_backend_name: "ceph-ssd", "iops:guaranteed": "10000" },
    is_public: true,
    qos_specs_id: "qos-high-iops",
  },
  {
    name: "ssd-encrypted",
    description: "SSD with encryption at rest",
    extra_specs: { volume_backend_name: "ceph-ssd", encrypted: "true" },
    is_public: false,
    qos_specs_id: null,
  },
];

/** Quotas a project starts with when no profile says otherwise (OpenStack-like defaults). */
export const DEFAULT_PROJECT_QUOTAS: ProjectQuotas = {
  api_export_size: 1000,
  recordset_records: 20,
  zone_records: 500,
  zone_recordsets: 500,
  zones: 10,
  quota: {
    cores: 20,
    instances: 10,
    ram: 51200,
    key_pairs: 100,
    floating_ips: 4,
    networks: 10,
    ports: 50,
    routers: 2,
    security_groups: 10,
  },
  quota_set: { volumes: 10, gigabytes: 1000, snapshots: 10, backups: 10 },
};

/** The default quotas with a profile's limits applied; the defaults alone for an unknown profile. */
export function quotasOfProfile(profile: string, profiles = QUOTA_PROFILES): ProjectQuotas {
  const found = findQuotaProfile(profiles, profile);
  return found ? withProfile(DEFAULT_PROJECT_QUOTAS, found) : structuredClone(DEFAULT_PROJECT_QUOTAS);
}

export function seedIaas(region: string, services: SandboxServices): IaasState {
  const now = services.now();
  const iso = (daysAgo: number) => new Date(now - daysAgo * 86_400_000).toISOString();
  const rng = services.random(`${region}:iaas`);

  const domainOf = (name: string, description: string): IaasDomain => ({
    id: hex(rng, 32),
    name,
    description,
    enabled: true,
    links: { self: `https://identity.${region}.sandbox.invalid/v3/domains/${name}` },
    options: {},
    tags: [],
  });
  const domains = [
    domainOf("default", `Reseller ${SEED_RESELLER}`),
    ...SEED_CLIENTS.map((c) => domainOf(c.name, `Client ${c.name}`)),
  ];

  const projects: IaasProject[] = seedProjectIdentities(region, services).map((p, i) => {
    const domain = domains.find((d) => d.name === p.client.name) ?? domains[0];
    return {
      id: p.id,
      name: p.name,
      description: p.description,
      domain_id: domain.id,
      domain_name: domain.name,
      client: p.client.id,
      client_name: p.client.name,
      reseller: SEED_RESELLER,
      enabled: p.enabled,
      updated: iso(3 + i * 5),
      quota_profile: p.quota_profile,
    };
  });

  const credentials: IaasCredential[] = projects
    .filter((p) => p.enabled)
    .flatMap((p, i) =>
      Array.from({ length: 1 + (i % 2) }, (_, n) => ({
        id: hex(rng, 32),
        project_id: p.id,
        type: "ec2",
        user_id: `user-${p.client_name}-admin`,
        user_name: `${p.client_name}-admin`,
        active: n === 0,
        blob: JSON.stringify({ access: hex(rng, 32) }),
        description: n === 0 ? "CI pipeline" : "Backup agent (revoked)",
        roles: ["member"],
        user_bound: n === 0,
      })),
    );

  return {
    domains,
    projects,
    credentials,
    volume_types: VOLUME_TYPES.map((t) => ({ ...t, id: hex(rng, 32) })),
    availability_zones: [
      { zoneName: "zone-a", zoneState: { available: true } },
      { zoneName: "zone-b", zoneState: { available: true } },
      { zoneName: "zone-c", zoneState: { available: false } },
    ],
    project_quotas: Object.fromEntries(projects.map((p) => [p.id, quotasOfProfile(p.quota_profile)])),
    ...seedCompute(projects, rng, now),
    ...seedNetworking(projects, rng),
  };
}
