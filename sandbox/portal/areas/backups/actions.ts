/** Handlers that change backups: create (assign + first run), cancel, extend, force start, unassign a policy. */
import type { OperationId } from "../../../../lib/portal/operations";
import { badRequest, conflict, SandboxError, type HandlerContext } from "../../area";
import { scheduleSoon } from "./lifecycle";
import { DAY_MS, DURATIONS, iso, type BackupPolicy, type BackupsState, type StoredBackup } from "./model";
import { coveredSize, coveredVolumeType, findBackup, resourceOfType, type AnyResource } from "./resources";

type Ctx<Id extends OperationId> = HandlerContext<BackupsState, Id>;

const MAX_TTL_DAYS = 3650;

/**
 * A `ttl` is either an ISO date-time (the new expiry) or a number of days as a digit string (added to the current
 * expiry, or to now when that has passed). The result is the new expiry as an ISO string.
 */
export function parseTtl(ttl: string, currentExpiry: string | undefined, now: number): string {
  if (/^\d{1,4}$/.test(ttl)) {
    const days = Number(ttl);
    if (days < 1 || days > MAX_TTL_DAYS)
      throw badRequest(`ttl: a number of days must be from 1 to ${MAX_TTL_DAYS}`, "ttl");
    const base = Math.max(now, currentExpiry ? Date.parse(currentExpiry) || now : now);
    return iso(base + days * DAY_MS);
  }
  const at = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(ttl) ? Date.parse(ttl) : NaN;
  if (Number.isNaN(at)) throw badRequest("ttl: expected an ISO date-time or a number of days", "ttl");
  if (at <= now) throw badRequest("ttl: the new expiry must be in the future", "ttl");
  return iso(at);
}

function findPolicy(state: BackupsState, id: string, field?: string): BackupPolicy {
  const policy = state.policies.find((p) => p.id === id);
  if (!policy) throw new SandboxError(404, `backup policy ${id} not found`, field);
  return policy;
}

function newBackup(
  ctx: Ctx<"backup.create">,
  resource: AnyResource & { kind: "vm" | "volume" },
  policy: BackupPolicy,
  startingHour: string,
): StoredBackup {
  const now = ctx.services.now();
  const record = resource.record;
  const size = coveredSize(ctx.state, resource.kind, record.id);
  const zone = ["zone-a", "zone-b", "zone-c"][record.id.length % 3];
  const full =
    ctx.state.backups.filter((b) => b.resource_id === record.id).length % (policy.increment_policy + 1) === 0;
  return {
    id: ctx.services.id("bkp"),
    state: "scheduled",
    resource_id: record.id,
    resource_type: resource.kind,
    protected_resource_id: record.protected_resource_id,
    project_id: record.project_id,
    policy_id: policy.id,
    region: ctx.region,
    manual: true,
    is_full: full,
    encrypted: policy.backup_strictness === "strict",
    starting_hour: startingHour,
    schedule_date: iso(now),
    process_time: 0,
    time_to_live: iso(now + policy.retention_primary * DAY_MS),
    retries: 0,
    size: Math.round(size * (full ? 0.55 : 0.08) * 10) / 10,
    allocated: Math.round(size * (full ? 0.6 : 0.09) * 10) / 10,
    restore_size: 0,
    image: resource.kind === "vm" ? resource.record.image_id : "",
    snapshot: ctx.services.id("snap"),
    pool: policy.backup_backend_rule === "secondary" ? "backup-pool-secondary" : "backup-pool-primary",
    zone,
    primary_zone: zone,
    secondary_zone: policy.backup_backend_rule === "primary" ? "" : zone === "zone-a" ? "zone-b" : "zone-a",
    volume_type: coveredVolumeType(ctx.state, resource.kind, record.id),
    due_at: now + DURATIONS.startDelay,
  };
}

/** POST /backup: puts the resource under the policy (if not yet) and schedules a manual backup that runs shortly. */
export function createBackup(ctx: Ctx<"backup.create">) {
  const { input } = ctx;
  // Only VMs and volumes are backed up; the catalog takes any non-empty type.
  if (input.resource_type !== "vm" && input.resource_type !== "volume") {
    throw badRequest('resource_type: resource_type must be "vm" or "volume"', "resource_type");
  }
  const hour = Number(input.starting_hour);
  const startingHour = String(hour).padStart(2, "0");
  const policy = findPolicy(ctx.state, input.policy_id, "policy_id");
  if (policy.disabled_at) throw conflict(`backup policy ${policy.name} is disabled`, "policy_id");
  const resource = resourceOfType(ctx.state, input.resource_type, input.resource_id, "resource_id");
  if (resource.kind === "project") throw badRequest('resource_type must be "vm" or "volume"', "resource_type");
  const busy = ctx.state.backups.find(
    (b) => b.resource_id === resource.record.id && (b.state === "running" || (b.state === "scheduled" && b.manual)),
  );
  if (busy)
    throw conflict(
      `backup ${busy.id} of ${resource.kind} ${resource.record.id} is already ${busy.state}`,
      "resource_id",
    );
  if (!resource.record.assignments.some((a) => a.policy_id === policy.id)) {
    resource.record.assignments.push({
      policy_id: policy.id,
      assigned_at: iso(ctx.services.now()),
      assigned_by: ctx.user,
      starting_hour: startingHour,
    });
  }
  ctx.state.backups.push(newBackup(ctx, resource, policy, startingHour));
  return undefined;
}

export function cancelBackup(ctx: Ctx<"backup.cancel">) {
  const backup = findBackup(ctx.state, ctx.input.backup_id);
  if (backup.state !== "scheduled" && backup.state !== "running") {
    throw conflict(`backup ${backup.id} is ${backup.state}; only scheduled or running backups can be canceled`);
  }
  const now = ctx.services.now();
  backup.state = "canceled";
  backup.canceled_by = ctx.user;
  backup.canceled_at = iso(now);
  backup.message = `canceled by ${ctx.user}`;
  backup.due_at = null;
  return undefined;
}

export function extendBackup(ctx: Ctx<"backup.extend">) {
  const { input } = ctx;
  const backup = findBackup(ctx.state, input.backup_id);
  if (backup.state !== "available") {
    throw conflict(`backup ${backup.id} is ${backup.state}; only available backups can be extended`);
  }
  backup.time_to_live = parseTtl(input.ttl, backup.time_to_live, ctx.services.now());
  return undefined;
}

export function forceStartBackup(ctx: Ctx<"backup.forceStart">) {
  const backup = findBackup(ctx.state, ctx.input.backup_id);
  if (backup.state !== "scheduled" && backup.state !== "failed") {
    throw conflict(`backup ${backup.id} is ${backup.state}; only scheduled or failed backups can be force-started`);
  }
  if (backup.state === "failed") backup.retries += 1;
  scheduleSoon(backup, ctx.services.now());
  return undefined;
}

/**
 * DELETE /backup/{backup_id}/unassign/{policy_id}: removes the policy from the resource. The resource's pending
 * (scheduled) runs under that policy are canceled; its kept backups under that policy get the `reason` and expire
 * at `ttl` (same forms as extend).
 */
export function unassignPolicy(ctx: Ctx<"backup.unassignPolicy">) {
  const { input } = ctx;
  const backup = findBackup(ctx.state, input.backup_id);
  const policy = findPolicy(ctx.state, input.policy_id);
  const resource = resourceOfType(ctx.state, undefined, input.resource_id, "resource_id");
  if (backup.resource_id !== resource.record.id) {
    throw badRequest(`resource_id: backup ${backup.id} is not a backup of ${input.resource_id}`, "resource_id");
  }
  const record = resource.record;
  if (!record.assignments.some((a) => a.policy_id === policy.id)) {
    throw conflict(`${resource.kind} ${record.id} is not protected by policy ${policy.name}`);
  }
  if (!record.allow_remove)
    throw conflict(`the policies of ${resource.kind} ${record.id} may not be removed (allow_remove is false)`);
  const now = ctx.services.now();
  const expiry = parseTtl(input.ttl, undefined, now);
  record.assignments = record.assignments.filter((a) => a.policy_id !== policy.id);
  for (const b of ctx.state.backups) {
    if (b.resource_id !== record.id || b.policy_id !== policy.id) continue;
    if (b.state === "scheduled") {
      Object.assign(b, { state: "canceled", canceled_by: ctx.user, canceled_at: iso(now), due_at: null });
      b.reason = input.reason;
    } else if (b.state === "available" || b.id === backup.id) {
      b.reason = input.reason;
      b.time_to_live = expiry;
    }
  }
  return undefined;
}
