/**
 * The quota profiles of the sandbox: named sets of limits that can be applied to a project (`POST /iaas/projects`
 * takes one, `POST /profile/quota/{profile_id}` applies one to quota lines). Shared by the iaas and quotas seeds.
 */
export interface QuotaProfile {
  id: string;
  name: string;
  description: string;
  /** Quota name → limit (ram in MiB, gigabytes in GiB). */
  quotas: Record<string, number>;
}

export const QUOTA_PROFILES: readonly QuotaProfile[] = [
  {
    id: "qp-small",
    name: "small",
    description: "Test and staging projects",
    quotas: { cores: 8, instances: 4, ram: 16384, volumes: 8, gigabytes: 200, floating_ips: 1 },
  },
  {
    id: "qp-medium",
    name: "medium",
    description: "Typical production projects",
    quotas: { cores: 32, instances: 16, ram: 65536, volumes: 24, gigabytes: 1000, floating_ips: 4 },
  },
  {
    id: "qp-large",
    name: "large",
    description: "Large production and GPU projects",
    quotas: { cores: 96, instances: 40, ram: 262144, volumes: 64, gigabytes: 4000, floating_ips: 8 },
  },
];

const DNS_QUOTAS = ["api_export_size", "recordset_records", "zone_records", "zone_recordsets", "zones"] as const;
type DnsQuota = (typeof DNS_QUOTAS)[number];
const VOLUME_QUOTAS = new Set(["volumes", "gigabytes", "snapshots", "backups", "backup_gigabytes"]);
const COMPUTE_QUOTAS = new Set(["cores", "instances", "ram", "key_pairs", "server_groups"]);
const NETWORK_QUOTAS = new Set([
  "floating_ips",
  "networks",
  "subnets",
  "ports",
  "routers",
  "security_groups",
  "security_group_rules",
]);

/** The quotas of one iaas project: DNS counters at the top level, compute/network in `quota`, volumes in `quota_set`. */
export interface ProjectQuotas extends Record<DnsQuota, number> {
  quota: Record<string, number>;
  quota_set: Record<string, number>;
}

const isDnsQuota = (name: string): name is DnsQuota => (DNS_QUOTAS as readonly string[]).includes(name);

/** True for a quota name a project has (`cores`, `gigabytes`, `zones`...). */
export const isProjectQuota = (name: string) =>
  isDnsQuota(name) || VOLUME_QUOTAS.has(name) || COMPUTE_QUOTAS.has(name) || NETWORK_QUOTAS.has(name);

/** Sets one limit where it belongs; the caller checks the name with `isProjectQuota`. */
export function setProjectQuota(quotas: ProjectQuotas, name: string, limit: number): void {
  if (isDnsQuota(name)) quotas[name] = limit;
  else if (VOLUME_QUOTAS.has(name)) quotas.quota_set[name] = limit;
  else quotas.quota[name] = limit;
}

/** A copy of `base` with the limits of a profile applied. */
export function withProfile(base: ProjectQuotas, profile: QuotaProfile): ProjectQuotas {
  const next = structuredClone(base);
  for (const [name, limit] of Object.entries(profile.quotas)) setProjectQuota(next, name, limit);
  return next;
}

/** A profile by id or name. */
export const findQuotaProfile = (profiles: readonly QuotaProfile[], idOrName: string) =>
  profiles.find((p) => p.id === idOrName || p.name === idOrName);
