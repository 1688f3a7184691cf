/** Restore handlers: in place, as an image, as a new volume. Only an available backup restores. */
import { z } from "zod";
import type { OperationId } from "../../../../lib/portal/operations";
import { badRequest, conflict, type AreaContext, type HandlerContext } from "../../area";
import { DURATIONS, iso, type BackupsState, type PendingRestore } from "./model";
import { findBackup } from "./resources";

type Ctx<Id extends OperationId> = HandlerContext<BackupsState, Id>;

/** Used when the region has no iaas slice (or it lists none). */
export const FALLBACK_ZONES = ["zone-a", "zone-b", "zone-c"];
export const FALLBACK_VOLUME_TYPES = ["standard", "ssd"];

const IaasSlice = z.looseObject({
  availability_zones: z.array(z.unknown()).optional(),
  volume_types: z.array(z.unknown()).optional(),
});

/** Names of iaas records, which may be plain strings or objects naming themselves under one of `keys`. */
function namesOf(items: unknown[] | undefined, keys: string[]): string[] {
  const names: string[] = [];
  for (const item of items ?? []) {
    if (typeof item === "string") names.push(item);
    else if (item && typeof item === "object") {
      for (const key of keys) {
        const value = (item as Record<string, unknown>)[key];
        if (typeof value === "string") names.push(value);
      }
    }
  }
  return names;
}

/** The zones and volume types a restored volume may use: the iaas area's when it has them, else the fallback. */
export function restoreTargets(regionState: Record<string, unknown>) {
  const parsed = IaasSlice.safeParse(regionState.iaas);
  const zones = parsed.success ? namesOf(parsed.data.availability_zones, ["zoneName", "name"]) : [];
  const types = parsed.success ? namesOf(parsed.data.volume_types, ["name", "id"]) : [];
  return {
    zones: zones.length > 0 ? zones : FALLBACK_ZONES,
    volumeTypes: types.length > 0 ? types : FALLBACK_VOLUME_TYPES,
  };
}

function startRestore(ctx: AreaContext<BackupsState>, backupId: string, restore: Omit<PendingRestore, "started_at">) {
  const backup = findBackup(ctx.state, backupId);
  if (backup.state !== "available") {
    throw conflict(`backup ${backup.id} is ${backup.state}; only available backups can be restored`);
  }
  const now = ctx.services.now();
  backup.state = "restoring";
  backup.due_at = now + DURATIONS.restore;
  backup.pending_restore = { ...restore, started_at: iso(now) };
  return undefined;
}

/** POST /restore/{backup_id}: back onto the backed-up resource itself. */
export function restoreInPlace(ctx: Ctx<"backup.restore">) {
  const { backup_id } = ctx.input;
  return startRestore(ctx, backup_id, { kind: "in_place", target: findBackup(ctx.state, backup_id).resource_id });
}

export function restoreAsImage(ctx: Ctx<"backup.restoreImage">) {
  const { input } = ctx;
  return startRestore(ctx, input.backup_id, { kind: "image", target: input.volume_name });
}

export function restoreAsVolume(ctx: Ctx<"backup.restoreVolume">) {
  const { input } = ctx;
  findBackup(ctx.state, input.backup_id);
  const { zones, volumeTypes } = restoreTargets(ctx.region_state);
  if (!zones.includes(input.availability_zone)) {
    throw badRequest(
      `availability_zone: unknown zone ${input.availability_zone} (known: ${zones.join(", ")})`,
      "availability_zone",
    );
  }
  if (!volumeTypes.includes(input.volume_type)) {
    throw badRequest(
      `volume_type: unknown volume type ${input.volume_type} (known: ${volumeTypes.join(", ")})`,
      "volume_type",
    );
  }
  return startRestore(ctx, input.backup_id, {
    kind: "volume",
    target: input.volume_name,
    availability_zone: input.availability_zone,
    volume_type: input.volume_type,
  });
}
