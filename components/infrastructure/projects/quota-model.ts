/**
 * A project's quotas as `POST /iaas/projects/quotas` answers them: DNS counters at the top level, compute and network
 * limits in `quota`, block-storage limits in `quota_set`. -1 means unlimited, as in OpenStack.
 */
import type { IaaSProjectQuotas } from "@/lib/portal/schemas/iaas";

export type QuotaGroup = "dns" | "compute" | "volume";

export interface QuotaRow {
  id: string;
  group: QuotaGroup;
  name: string;
  limit: number;
}

export const DNS_QUOTAS = ["api_export_size", "recordset_records", "zone_records", "zone_recordsets", "zones"] as const;
export const COMPUTE_QUOTAS = [
  "cores",
  "instances",
  "ram",
  "key_pairs",
  "server_groups",
  "floating_ips",
  "networks",
  "subnets",
  "ports",
  "routers",
  "security_groups",
  "security_group_rules",
] as const;
export const VOLUME_QUOTAS = ["volumes", "gigabytes", "snapshots", "backups", "backup_gigabytes"] as const;

/** Every quota name a limit can be set for, in reading order, plus any others an answer brought. */
export function quotaNames(current?: readonly QuotaRow[]): string[] {
  const known: string[] = [...COMPUTE_QUOTAS, ...VOLUME_QUOTAS, ...DNS_QUOTAS];
  const extra = (current ?? []).map((row) => row.name).filter((name) => !known.includes(name));
  return [...known, ...new Set(extra)];
}

const numberEntries = (value: unknown): [string, number][] =>
  value !== null && typeof value === "object" && !Array.isArray(value)
    ? Object.entries(value).filter(
        (entry): entry is [string, number] => typeof entry[1] === "number" && Number.isFinite(entry[1]),
      )
    : [];

/** The answer as one row per limit. */
export function quotaRows(answer: IaaSProjectQuotas): QuotaRow[] {
  const rows: QuotaRow[] = [];
  const { quota, quota_set, ...top } = answer;
  for (const [name, limit] of numberEntries(quota)) rows.push({ id: `compute:${name}`, group: "compute", name, limit });
  for (const [name, limit] of numberEntries(quota_set))
    rows.push({ id: `volume:${name}`, group: "volume", name, limit });
  for (const [name, limit] of numberEntries(top)) rows.push({ id: `dns:${name}`, group: "dns", name, limit });
  return rows;
}
