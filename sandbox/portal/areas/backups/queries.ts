/** Read handlers of the backups area: policies, the resource tree, backup lists and resource maps. */
import type { OperationId } from "../../../../lib/portal/operations";
import { notFound, type AreaContext, type HandlerContext } from "../../area";
import { DURATIONS, isProtected, type BackupsState, type StoredBackup } from "./model";
import { attachedVolumes, findBackup, findProject, findVm, findVolume, lookupResource } from "./resources";
import { backupListItem, backupView, byScheduleDesc, projectView, vmView, volumeView } from "./views";

type Ctx<Id extends OperationId> = HandlerContext<BackupsState, Id>;

/**
 * Without `get_all` the tree lists leave out what the backup service does not act on: disabled projects, VMs in
 * ERROR and volumes in error. `get_all: true` lists them too.
 */
const listable = {
  project: (enabled: boolean, all: boolean) => all || enabled,
  vm: (status: string, all: boolean) => all || status !== "ERROR",
  volume: (status: string, all: boolean) => all || status !== "error",
};

export function listPolicies(ctx: Ctx<"backup.policies.list">) {
  const { show_all } = ctx.input;
  return ctx.state.policies.filter((p) => show_all || !p.disabled_at).map((p) => ({ ...p }));
}

export function listProjects(ctx: Ctx<"backup.projects.list">) {
  const { get_all = false, simple = false } = ctx.input;
  return ctx.state.projects
    .filter((p) => listable.project(p.enabled, get_all))
    .map((p) => projectView(ctx.state, p, true, simple));
}

export function getProject(ctx: Ctx<"backup.project.get">) {
  const { project_id } = ctx.input;
  return projectView(ctx.state, findProject(ctx.state, project_id), false);
}

export function listVms(ctx: Ctx<"backup.vms.list">) {
  const { input } = ctx;
  findProject(ctx.state, input.project_id);
  return ctx.state.vms
    .filter((vm) => vm.project_id === input.project_id && listable.vm(vm.status, input.get_all ?? false))
    .map((vm) => vmView(ctx.state, vm, true, input.simple ?? false));
}

export function getVm(ctx: Ctx<"backup.vm.get">) {
  const { input } = ctx;
  return vmView(ctx.state, findVm(ctx.state, input.project_id, input.vm_id), false);
}

export function listVmVolumes(ctx: Ctx<"backup.vmVolumes.list">) {
  const { input } = ctx;
  const vm = findVm(ctx.state, input.project_id, input.vm_id);
  return attachedVolumes(ctx.state, vm.id)
    .filter((v) => listable.volume(v.status, input.get_all ?? false))
    .map((v) => volumeView(ctx.state, v, true, input.simple ?? false));
}

export function getVolume(ctx: Ctx<"backup.volume.get">) {
  const { input } = ctx;
  return volumeView(ctx.state, findVolume(ctx.state, input.project_id, input.volume_id), false);
}

export function getBackup(ctx: Ctx<"backup.get">) {
  const { backup_id } = ctx.input;
  return backupView(findBackup(ctx.state, backup_id));
}

export function listBackups(ctx: AreaContext<BackupsState>) {
  return [...ctx.state.backups].sort(byScheduleDesc).map(backupListItem);
}

/** GET /backups/{resource_id}: the backups of a VM or volume, or of everything in a project. */
export function listResourceBackups(ctx: Ctx<"backups.forResource">) {
  const { resource_id } = ctx.input;
  const resource = lookupResource(ctx.state, resource_id);
  if (!resource) throw notFound(`resource ${resource_id}`);
  const mine = (b: StoredBackup) =>
    resource.kind === "project" ? b.project_id === resource_id : b.resource_id === resource_id;
  return ctx.state.backups.filter(mine).sort(byScheduleDesc).map(backupListItem);
}

export function refreshResources(ctx: AreaContext<BackupsState>) {
  ctx.state.inventory.refreshing_until = ctx.services.now() + DURATIONS.refresh;
  return undefined;
}

const byId = <T extends { id: string }, R>(items: T[], view: (item: T) => R) =>
  Object.fromEntries(items.map((item) => [item.id, view(item)]));

/** GET /backup/resources: each kind as a map id → record, plus the inventory's refresh state. */
export function backupResources(ctx: AreaContext<BackupsState>) {
  const { state } = ctx;
  return {
    domain: byId(state.domains, (d) => ({ ...d })),
    flavor: byId(state.flavors, (f) => ({ ...f })),
    image: byId(state.images, (i) => ({ ...i })),
    project: byId(state.projects, (p) => ({
      id: p.id,
      name: p.name,
      domain_id: p.domain_id,
      enabled: p.enabled,
      protected: isProtected(p),
    })),
    vm: byId(state.vms, (vm) => ({
      id: vm.id,
      name: vm.name,
      project_id: vm.project_id,
      status: vm.status,
      flavor_id: vm.flavor_id,
      image_id: vm.image_id,
      protected: isProtected(vm),
    })),
    volume: byId(state.volumes, (v) => ({
      id: v.id,
      name: v.name,
      project_id: v.project_id,
      vm_id: v.vm_id,
      size: v.size,
      type: v.type,
      status: v.status,
      protected: isProtected(v),
    })),
    refreshing: state.inventory.refreshing_until !== null,
    refreshed_at: state.inventory.refreshed_at,
  };
}

/** A resource's backups summed up: counts by state, the newest run, whether a policy protects it. */
function backupSummary(name: string, isProtectedNow: boolean, backups: StoredBackup[]) {
  const newest = [...backups].sort(byScheduleDesc).find((b) => b.state !== "scheduled");
  const count = (state: StoredBackup["state"]) => backups.filter((b) => b.state === state).length;
  return {
    name,
    protected: isProtectedNow,
    backups: backups.length,
    available: count("available"),
    failed: count("failed"),
    last_backup: newest ? newest.schedule_date : null,
    last_state: newest ? newest.state : null,
  };
}

/** GET /resources/backups: projects, vms and volumes, each a map id → backup summary. */
export function resourcesBackups(ctx: AreaContext<BackupsState>) {
  const { state } = ctx;
  const of = (pick: (b: StoredBackup) => boolean) => state.backups.filter(pick);
  return {
    projects: byId(state.projects, (p) =>
      backupSummary(
        p.name,
        isProtected(p),
        of((b) => b.project_id === p.id),
      ),
    ),
    vms: byId(state.vms, (vm) =>
      backupSummary(
        vm.name,
        isProtected(vm),
        of((b) => b.resource_id === vm.id),
      ),
    ),
    volumes: byId(state.volumes, (v) =>
      backupSummary(
        v.name,
        isProtected(v),
        of((b) => b.resource_id === v.id),
      ),
    ),
  };
}

/** GET /resources/compute_volumes: each VM id → its attached volumes. */
export function computeVolumes(ctx: AreaContext<BackupsState>) {
  const { state } = ctx;
  return byId(state.vms, (vm) =>
    attachedVolumes(state, vm.id).map((v) => ({
      id: v.id,
      name: v.name,
      size: v.size,
      type: v.type,
      device: v.device,
      protected: isProtected(v),
    })),
  );
}
