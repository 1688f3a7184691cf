/**
 * Backup list rows: the portal's BackupListItem joined with the names the list does not carry (resource, project,
 * policy), plus what the table sorts, filters and searches on.
 */
import type { BackupListItem } from "@/lib/portal/schemas/backups";

export interface ResourceName {
  name: string;
  kind: string;
  projectId?: string;
}

export interface BackupRow extends BackupListItem {
  id: string;
  state: string;
  resourceName: string;
  projectName: string;
  policyName: string;
  /** Epoch ms of `time_to_live`, NaN when absent. */
  expiresAt: number;
  /** Epoch ms of `schedule_date`, NaN when absent. */
  scheduledAt: number;
  searchText: string;
}

export interface NameLookups {
  resources: ReadonlyMap<string, ResourceName>;
  policies: ReadonlyMap<string, string>;
}

const time = (iso: string | undefined) => (iso ? Date.parse(iso) : Number.NaN);

export function toBackupRow(item: BackupListItem, names: NameLookups): BackupRow {
  const resourceName = names.resources.get(item.resource_id ?? "")?.name ?? item.resource_id ?? "";
  const projectName = names.resources.get(item.project_id ?? "")?.name ?? item.project_id ?? "";
  const policyName = names.policies.get(item.policy_id ?? "") ?? item.policy_id ?? "";
  const id = item.id ?? "";
  return {
    ...item,
    id,
    state: item.state ?? "",
    resourceName,
    projectName,
    policyName,
    expiresAt: time(item.time_to_live),
    scheduledAt: time(item.schedule_date),
    searchText: [id, resourceName, item.resource_id, projectName, policyName, item.zone, item.message, item.state]
      .filter(Boolean)
      .join(" ")
      .toLowerCase(),
  };
}

/** Date filter of the list, on the schedule date: presets relative to now, or a calendar range. */
export const PERIODS = ["24h", "7d", "30d", "upcoming", "custom"] as const;
export type Period = (typeof PERIODS)[number];

export interface BackupFilters {
  state?: string;
  type?: string;
  project?: string;
  period?: string;
  /** `YYYY-MM-DD`, local calendar, both inclusive; used when period is "custom". */
  from?: string;
  to?: string;
}

const HOUR = 3_600_000;
const PAST: Record<string, number> = { "24h": 24 * HOUR, "7d": 7 * 24 * HOUR, "30d": 30 * 24 * HOUR };

const localDayStart = (day: string) => {
  const [y, m, d] = day.split("-").map(Number);
  return y && m && d ? new Date(y, m - 1, d).getTime() : Number.NaN;
};

export function inPeriod(scheduledAt: number, filters: Pick<BackupFilters, "period" | "from" | "to">, nowMs: number) {
  const { period } = filters;
  if (!period) return true;
  if (!Number.isFinite(scheduledAt)) return false;
  if (period === "upcoming") return scheduledAt > nowMs;
  if (period === "custom") {
    const from = filters.from ? localDayStart(filters.from) : Number.NaN;
    const to = filters.to ? localDayStart(filters.to) + 24 * HOUR : Number.NaN;
    return (!Number.isFinite(from) || scheduledAt >= from) && (!Number.isFinite(to) || scheduledAt < to);
  }
  const span = PAST[period];
  return span === undefined ? true : scheduledAt <= nowMs && scheduledAt >= nowMs - span;
}

export function filterBackups(rows: readonly BackupRow[], filters: BackupFilters, nowMs: number): BackupRow[] {
  return rows.filter(
    (row) =>
      (!filters.state || row.state === filters.state) &&
      (!filters.type || row.resource_type === filters.type) &&
      (!filters.project || row.project_id === filters.project) &&
      inPeriod(row.scheduledAt, filters, nowMs),
  );
}

/** Counts by state, for the filter's options and the summary. */
export function countByState(rows: readonly { state?: string }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.state ?? "", (counts.get(row.state ?? "") ?? 0) + 1);
  return counts;
}
