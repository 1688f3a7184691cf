/**
 * Seed of the quotas slice: one quota line per (resource, quota) for the seeded iaas projects and each client's
 * object storage, the account's own limits (the parent of every line), two pending increase requests, and the
 * quota profiles. Some lines are near their limit on purpose.
 */
import type { SandboxServices } from "../area";
import { SEED_CLIENTS, SEED_RESELLER, seedProjectIdentities } from "./iaas";
import { QUOTA_PROFILES, type QuotaProfile } from "./quota-profiles";

/** What is stored of a line; relative values, parent limit and availability are derived when read. */
export interface StoredQuotaLine {
  client: string;
  client_id: string;
  provider: string;
  quota: string;
  reseller: string;
  /** The resource's name (project name, object storage of a client). */
  resource: string;
  resource_id: string;
  limit: number;
  /** Consumed now. */
  used: number;
  /** Consumed plus reserved by operations in flight; at least `used`. */
  current: number;
}

export interface StoredQuotaRequest {
  id: string;
  /** The client's id. */
  client: string;
  client_name: string;
  provider: string;
  quota: string;
  reseller: string;
  /** The resource's id. */
  resource: string;
  resource_name: string;
  /** The limit when the request was made. */
  current: number;
  /** The limit asked for. */
  limit: number;
  date: string;
}

export interface QuotasState {
  reseller: string;
  /** The account's own limit per quota name: the parent limit of every line of that quota. */
  my_limits: Record<string, number>;
  lines: StoredQuotaLine[];
  requests: StoredQuotaRequest[];
  /** Read by the iaas area (project creation with a quota profile). */
  profiles: QuotaProfile[];
}

const IAAS_QUOTAS = ["cores", "instances", "ram", "volumes", "gigabytes", "floating_ips"] as const;
/** How much room the account keeps above what it has handed out; cores are tight on purpose. */
const HEADROOM: Record<string, number> = { cores: 1.1, buckets: 1.5, storage_gb: 1.5 };
/** Lines seeded at 90 % or more of their limit. */
const NEAR_LIMIT = new Set(["web-prod/cores", "web-prod/ram", "ml-training/gigabytes", "erp/instances"]);

export function seedQuotas(region: string, services: SandboxServices): QuotasState {
  const rng = services.random(`${region}:quotas`);
  const lines: StoredQuotaLine[] = [];

  for (const project of seedProjectIdentities(region, services)) {
    const profile = QUOTA_PROFILES.find((p) => p.name === project.quota_profile) ?? QUOTA_PROFILES[0];
    for (const quota of IAAS_QUOTAS) {
      const limit = profile.quotas[quota] ?? 0;
      const share = NEAR_LIMIT.has(`${project.name}/${quota}`)
        ? 0.9 + rng() * 0.1
        : project.enabled
          ? 0.2 + rng() * 0.5
          : rng() * 0.1;
      const used = Math.min(limit, Math.round(limit * share));
      lines.push({
        client: project.client.name,
        client_id: project.client.id,
        provider: "iaas",
        quota,
        reseller: SEED_RESELLER,
        resource: project.name,
        resource_id: project.id,
        limit,
        used,
        current: Math.min(limit, used + (project.enabled && rng() < 0.5 ? 1 : 0)),
      });
    }
  }
  SEED_CLIENTS.forEach((client, i) => {
    for (const [quota, limit] of [
      ["buckets", 20 + 10 * i],
      ["storage_gb", 500 * (i + 1)],
    ] as const) {
      const used = Math.round(limit * (0.3 + rng() * 0.4));
      lines.push({
        client: client.name,
        client_id: client.id,
        provider: "objstore",
        quota,
        reseller: SEED_RESELLER,
        resource: `${client.name}-objstore`,
        resource_id: `objstore-${client.id}`,
        limit,
        used,
        current: used,
      });
    }
  });

  const my_limits: Record<string, number> = {};
  for (const line of lines) my_limits[line.quota] = (my_limits[line.quota] ?? 0) + line.limit;
  for (const quota of Object.keys(my_limits)) my_limits[quota] = Math.ceil(my_limits[quota] * (HEADROOM[quota] ?? 1.4));

  const now = services.now();
  const requestFor = (resource: string, quota: string, increase: number, hoursAgo: number): StoredQuotaRequest[] => {
    const line = lines.find((l) => l.resource === resource && l.quota === quota);
    if (!line) return [];
    return [
      {
        id: services.id("qr"),
        client: line.client_id,
        client_name: line.client,
        provider: line.provider,
        quota,
        reseller: line.reseller,
        resource: line.resource_id,
        resource_name: line.resource,
        current: line.limit,
        limit: line.limit + increase,
        date: new Date(now - hoursAgo * 3_600_000).toISOString(),
      },
    ];
  };

  return {
    reseller: SEED_RESELLER,
    my_limits,
    lines,
    requests: [...requestFor("web-prod", "cores", 16, 5), ...requestFor("ml-training", "gigabytes", 500, 30)],
    profiles: structuredClone([...QUOTA_PROFILES]),
  };
}
