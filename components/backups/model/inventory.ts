/**
 * The resource maps: GET /backup/resources (each kind a map id → record, plus the sandbox's `refreshing` and
 * `refreshed_at`), GET /resources/backups (id → backup summary) and GET /resources/compute_volumes (VM → volumes).
 * The spec types their entries as `{}`: each entry is parsed leniently and anything unreadable is skipped.
 */
import { looseObject, optBool, optNullableStr, optNum, optStr, type Loose } from "./guards";
import type { ResourceName } from "./rows";

/** One entry of a resource map: the fields the console reads, typed; any others kept as they came. */
export interface InventoryEntry extends Loose {
  id: string;
  kind: string;
  name?: string;
  project_id?: string;
  vm_id?: string | null;
  domain_id?: string;
  status?: string;
  type?: string;
  size?: number;
  enabled?: boolean;
  protected?: boolean;
}

export const INVENTORY_KINDS = ["domain", "flavor", "image", "project", "vm", "volume"] as const;
export type InventoryKind = (typeof INVENTORY_KINDS)[number];

function entriesOf(map: unknown, kind: string): InventoryEntry[] {
  if (!map || typeof map !== "object") return [];
  const entries: InventoryEntry[] = [];
  for (const [key, value] of Object.entries(map)) {
    const raw = looseObject(value);
    if (!raw) continue;
    entries.push({
      ...raw,
      id: optStr(raw.id) ?? key,
      kind,
      name: optStr(raw.name),
      project_id: optStr(raw.project_id),
      vm_id: optNullableStr(raw.vm_id),
      domain_id: optStr(raw.domain_id),
      status: optStr(raw.status),
      type: optStr(raw.type),
      size: optNum(raw.size),
      enabled: optBool(raw.enabled),
      protected: optBool(raw.protected),
    });
  }
  return entries;
}

export interface Inventory {
  entries: InventoryEntry[];
  byKind: Record<InventoryKind, InventoryEntry[]>;
  refreshing: boolean;
  refreshedAt?: string;
}

export function readInventory(data: Record<string, unknown> | undefined): Inventory {
  const byKind = Object.fromEntries(INVENTORY_KINDS.map((kind) => [kind, entriesOf(data?.[kind], kind)])) as Record<
    InventoryKind,
    InventoryEntry[]
  >;
  return {
    entries: INVENTORY_KINDS.flatMap((kind) => byKind[kind]),
    byKind,
    refreshing: data?.refreshing === true,
    refreshedAt: optStr(data?.refreshed_at),
  };
}

/** id → name of projects, VMs and volumes, for lists that carry only ids. */
export function resourceNames(inventory: Inventory): Map<string, ResourceName> {
  const names = new Map<string, ResourceName>();
  for (const kind of ["project", "vm", "volume"] as const) {
    for (const entry of inventory.byKind[kind]) {
      names.set(entry.id, { name: entry.name ?? entry.id, kind, projectId: entry.project_id });
    }
  }
  return names;
}

export interface BackupSummaryRow extends Loose {
  id: string;
  kind: "project" | "vm" | "volume";
  name?: string;
  protected?: boolean;
  backups?: number;
  available?: number;
  failed?: number;
  last_backup?: string | null;
  last_state?: string | null;
}

export function readBackupSummaries(data: Record<string, unknown> | undefined): BackupSummaryRow[] {
  const rows: BackupSummaryRow[] = [];
  const groups = [
    ["projects", "project"],
    ["vms", "vm"],
    ["volumes", "volume"],
  ] as const;
  for (const [key, kind] of groups) {
    const map = data?.[key];
    if (!map || typeof map !== "object") continue;
    for (const [id, value] of Object.entries(map)) {
      const raw = looseObject(value);
      if (!raw) continue;
      rows.push({
        ...raw,
        id,
        kind,
        name: optStr(raw.name),
        protected: optBool(raw.protected),
        backups: optNum(raw.backups),
        available: optNum(raw.available),
        failed: optNum(raw.failed),
        last_backup: optNullableStr(raw.last_backup),
        last_state: optNullableStr(raw.last_state),
      });
    }
  }
  return rows;
}

export interface ComputeVolumeRow extends Loose {
  key: string;
  vmId: string;
  id?: string;
  name?: string;
  size?: number;
  type?: string;
  device?: string;
  protected?: boolean;
}

export function readComputeVolumes(data: Record<string, unknown[]> | undefined): ComputeVolumeRow[] {
  const rows: ComputeVolumeRow[] = [];
  for (const [vmId, volumes] of Object.entries(data ?? {})) {
    volumes.forEach((value, index) => {
      const raw = looseObject(value);
      if (!raw) return;
      const id = optStr(raw.id);
      rows.push({
        ...raw,
        id,
        name: optStr(raw.name),
        size: optNum(raw.size),
        type: optStr(raw.type),
        device: optStr(raw.device),
        protected: optBool(raw.protected),
        vmId,
        key: `${vmId}/${id ?? index}`,
      });
    });
  }
  return rows;
}
