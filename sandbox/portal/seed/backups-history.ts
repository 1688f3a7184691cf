/** Seed of the backup history: past runs of every protected resource, tomorrow's schedule, a few runs in flight. */
import {
  DAY_MS,
  DURATIONS,
  iso,
  type BackupPolicy,
  type BackupState,
  type BackupVmRecord,
  type BackupVolumeRecord,
  type StoredBackup,
} from "../areas/backups/model";
import { coveredSize, coveredVolumeType } from "../areas/backups/resources";
import { between, pick, type Inventory, type Rand, type SeedIds } from "./backups-inventory";

/** The seed keeps at least this many backups, whatever the generator draws. */
export const MIN_SEEDED_BACKUPS = 220;

const HOUR_MS = 3_600_000;
const ZONES = ["zone-a", "zone-b", "zone-c"];

interface HistoryContext {
  rand: Rand;
  ids: SeedIds;
  region: string;
  /** The sandbox time the seed is made at. */
  now: number;
  policies: BackupPolicy[];
  inventory: Inventory;
}

type Resource = { kind: "vm"; record: BackupVmRecord } | { kind: "volume"; record: BackupVolumeRecord };

/** One backup of a resource scheduled at `at`, in `state`; the caller adjusts the in-flight ones. */
function makeBackup(
  ctx: HistoryContext,
  resource: Resource,
  policy: BackupPolicy,
  at: number,
  nth: number,
  state: BackupState,
): StoredBackup {
  const { rand, ids } = ctx;
  const record = resource.record;
  const zone = ZONES[Math.floor(rand() * ZONES.length)];
  const isFull = policy.increment_policy === 0 || nth % (policy.increment_policy + 1) === 0;
  const fullSize = coveredSize(ctx.inventory, resource.kind, record.id);
  const size = Math.round(fullSize * (isFull ? 0.55 : 0.08) * (0.8 + rand() * 0.4) * 10) / 10;
  const finished = state !== "scheduled" && state !== "running" && state !== "canceled";
  const assignment = record.assignments.find((a) => a.policy_id === policy.id);
  const backup: StoredBackup = {
    id: ids.next("bkp"),
    state,
    resource_id: record.id,
    resource_type: resource.kind,
    protected_resource_id: record.protected_resource_id,
    project_id: record.project_id,
    policy_id: policy.id,
    region: ctx.region,
    manual: rand() < 0.05,
    is_full: isFull,
    encrypted: policy.backup_strictness === "strict",
    starting_hour: assignment?.starting_hour ?? "02",
    schedule_date: iso(at),
    process_time: finished ? between(rand, 60, 3600) : 0,
    time_to_live: iso(at + policy.retention_primary * DAY_MS),
    retries: state === "failed" ? between(rand, 0, policy.retry) : 0,
    size: state === "scheduled" ? 0 : size,
    allocated: state === "scheduled" ? 0 : Math.round(size * 11) / 10,
    restore_size: state === "available" || state === "expired" ? Math.ceil(fullSize) : 0,
    image: resource.kind === "vm" ? resource.record.image_id : "",
    snapshot: state === "scheduled" ? "" : ids.next("snap"),
    pool: policy.backup_backend_rule === "secondary" ? "backup-pool-secondary" : "backup-pool-primary",
    zone,
    primary_zone: zone,
    secondary_zone: policy.backup_backend_rule === "primary" ? "" : ZONES[(ZONES.indexOf(zone) + 1) % ZONES.length],
    volume_type: coveredVolumeType(ctx.inventory, resource.kind, record.id),
    due_at: null,
  };
  if (finished) backup.processed_date = iso(at + backup.process_time * 1000);
  if (state === "available" || state === "expired") backup.message = "backup completed";
  if (state === "failed")
    backup.message = pick(rand, ["snapshot creation timed out on the storage backend", "backup target pool is full"]);
  if (state === "canceled") {
    backup.canceled_by = pick(rand, ["admin", "backup-operator"]);
    backup.canceled_at = iso(at + 120_000);
    backup.reason = "maintenance window";
  }
  return backup;
}

function pastState(ctx: HistoryContext, at: number, policy: BackupPolicy): BackupState {
  if (at + policy.retention_primary * DAY_MS <= ctx.now) return "expired";
  const draw = ctx.rand();
  if (draw < 0.08) return "failed";
  if (draw < 0.12) return "canceled";
  return "available";
}

/** Past daily runs, newest first, then tomorrow's scheduled run. */
function historyOf(ctx: HistoryContext, resource: Resource, dayStart: number): StoredBackup[] {
  const assignment = resource.record.assignments[0];
  const policy = ctx.policies.find((p) => p.id === assignment.policy_id) ?? ctx.policies[0];
  const hour = Number(assignment.starting_hour) * HOUR_MS;
  const count = between(ctx.rand, 3, 7);
  const backups: StoredBackup[] = [];
  for (let day = 1; day <= count; day++) {
    const at = dayStart - day * DAY_MS + hour;
    backups.push(makeBackup(ctx, resource, policy, at, count - day, pastState(ctx, at, policy)));
  }
  const next = makeBackup(ctx, resource, policy, dayStart + DAY_MS + hour, count, "scheduled");
  next.due_at = Date.parse(next.schedule_date);
  backups.push(next);
  return backups;
}

/** Older runs under the retired policy, for resources that are no longer protected. */
function orphanHistory(ctx: HistoryContext, resource: Resource, dayStart: number): StoredBackup[] {
  const legacy = ctx.policies.find((p) => p.disabled_at) ?? ctx.policies[0];
  return [12, 13, 14].map((days, nth) => {
    const backup = makeBackup(
      ctx,
      resource,
      legacy,
      dayStart - days * DAY_MS + HOUR_MS,
      nth,
      nth === 0 ? "available" : "expired",
    );
    backup.time_to_live = iso(ctx.now + 20 * DAY_MS);
    if (nth > 0) backup.time_to_live = iso(dayStart - (days - legacy.retention_primary) * DAY_MS);
    backup.reason = "policy unassigned";
    return backup;
  });
}

/** Turns a few of the newest finished runs into runs in flight, so the sandbox moves right after it starts. */
function setInFlight(ctx: HistoryContext, backups: StoredBackup[]) {
  const seen = new Set<string>();
  const recent = backups
    .filter((b) => {
      if (b.state !== "available" || seen.has(b.resource_id)) return false;
      seen.add(b.resource_id);
      return true;
    })
    .slice(0, 4);
  recent.slice(0, 3).forEach((backup, index) => {
    backup.state = "running";
    backup.schedule_date = iso(ctx.now - 60_000);
    backup.due_at = ctx.now + DURATIONS.run + index * 3_000;
    backup.process_time = 0;
    backup.time_to_live = iso(ctx.now + 14 * DAY_MS);
    delete backup.processed_date;
    delete backup.message;
  });
  const restoring = recent[3];
  if (restoring) {
    restoring.state = "restoring";
    restoring.due_at = ctx.now + DURATIONS.restore;
    restoring.pending_restore = { kind: "in_place", target: restoring.resource_id, started_at: iso(ctx.now) };
  }
}

export function seedHistory(ctx: HistoryContext): StoredBackup[] {
  const dayStart = Math.floor(ctx.now / DAY_MS) * DAY_MS;
  const resources: Resource[] = [
    ...ctx.inventory.vms.map((record): Resource => ({ kind: "vm", record })),
    ...ctx.inventory.volumes.map((record): Resource => ({ kind: "volume", record })),
  ];
  const backups: StoredBackup[] = [];
  const protectedOnes = resources.filter((r) => r.record.assignments.length > 0);
  for (const resource of protectedOnes) backups.push(...historyOf(ctx, resource, dayStart));
  for (const resource of resources.filter((r) => r.record.assignments.length === 0).slice(0, 4)) {
    backups.push(...orphanHistory(ctx, resource, dayStart));
  }
  // Pad with older runs until the history is long enough for paging and load in the console.
  for (let round = 0; backups.length < MIN_SEEDED_BACKUPS; round++) {
    const resource = protectedOnes[round % protectedOnes.length];
    const policy = ctx.policies.find((p) => p.id === resource.record.assignments[0].policy_id) ?? ctx.policies[0];
    const at = dayStart - (8 + Math.floor(round / protectedOnes.length)) * DAY_MS + 2 * HOUR_MS;
    backups.push(makeBackup(ctx, resource, policy, at, round, pastState(ctx, at, policy)));
  }
  setInFlight(ctx, backups);
  return backups;
}
