/**
 * The resource maps: GET /backup/resources (each kind a map id → record, plus the sandbox's `refreshing` and
 * `refreshed_at`), GET /resources/backups (id → backup summary) and GET /resources/compute_volumes (VM → volumes).
 * The spec types their entries as `{}`: each entry is parsed leniently and anything unreadable is skipped.
 */
import { z } from "zod";
import type { ResourceName } from "./rows";

const optStr = z.string().optional().catch(undefined);
const optNum = z.number().optional().catch(undefined);
const optBool = z.boolean().optional().catch(undefined);

const InventoryEntry = z.looseObject({
  id: optStr,
  name: optStr,
  project_id: optStr,
  vm_id: z.string().nullable().optional().catch(undefined),
  domain_id: optStr,
  status: optStr,
  type: optStr,
  size: optNum,
  enabled: optBool,
  protected: optBool,
});
export type InventoryEntry = z.infer<typeof InventoryEntry> & { id: string; kind: string };

export const INVENTORY_KINDS = ["domain", "flavor", "image", "project", "vm", "volume"] as const;
export type InventoryKind = (typeof INVENTORY_KINDS)[number];

const RefreshState = z.looseObject({ refreshing: optBool, refreshed_at: optStr });

function entriesOf(map: unknown, kind: string): InventoryEntry[] {
  if (!map || typeof map !== "object") return [];
  const entries: InventoryEntry[] = [];
  for (const [key, value] of Object.entries(map)) {
    const parsed = InventoryEntry.safeParse(value);
    if (parsed.success) entries.push({ ...parsed.data, id: parsed.data.id ?? key, kind });
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
  const refresh = RefreshState.safeParse(data ?? {});
  return {
    entries: INVENTORY_KINDS.flatMap((kind) => byKind[kind]),
    byKind,
    refreshing: refresh.success ? refresh.data.refreshing === true : false,
    refreshedAt: refresh.success ? refresh.data.refreshed_at : undefined,
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

const BackupSummary = z.looseObject({
  name: optStr,
  protected: optBool,
  backups: optNum,
  available: optNum,
  failed: optNum,
  last_backup: z.string().nullable().optional().catch(undefined),
  last_state: z.string().nullable().optional().catch(undefined),
});
export type BackupSummaryRow = z.infer<typeof BackupSummary> & { id: string; kind: "project" | "vm" | "volume" };

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
      const parsed = BackupSummary.safeParse(value);
      if (parsed.success) rows.push({ ...parsed.data, id, kind });
    }
  }
  return rows;
}

const ComputeVolume = z.looseObject({
  id: optStr,
  name: optStr,
  size: optNum,
  type: optStr,
  device: optStr,
  protected: optBool,
});
export type ComputeVolumeRow = z.infer<typeof ComputeVolume> & { key: string; vmId: string };

export function readComputeVolumes(data: Record<string, unknown[]> | undefined): ComputeVolumeRow[] {
  const rows: ComputeVolumeRow[] = [];
  for (const [vmId, volumes] of Object.entries(data ?? {})) {
    volumes.forEach((value, index) => {
      const parsed = ComputeVolume.safeParse(value);
      if (parsed.success) rows.push({ ...parsed.data, vmId, key: `${vmId}/${parsed.data.id ?? index}` });
    });
  }
  return rows;
}
