/** Read handlers of the backups area: policies, the resource tree, backup lists and resource maps. */
import { z } from "zod";
import { notFound, type HandlerContext } from "../../area";
import { readInput } from "../input";
import { DURATIONS, isProtected, type BackupsState, type StoredBackup } from "./model";
import { attachedVolumes, findBackup, findProject, findVm, findVolume, lookupResource } from "./resources";
import { backupListItem, backupView, byScheduleDesc, projectView, vmView, volumeView } from "./views";

type Ctx = HandlerContext<BackupsState>;

const ListFlags = z.object({ get_all: z.boolean().optional(), simple: z.boolean().optional() });

/**
 * Without `get_all` the tree lists leave out what the backup service does not act on: disabled projects, VMs in
 * ERROR and volumes in error. `get_all: true` lists them too.
 */
const listable = {
  project: (enabled: boolean, all: boolean) => all || enabled,
  vm: (status: string, all: boolean) => all || status !== "ERROR",
  volume: (status: string, all: boolean) => all || status !== "error",
};

export function listPolicies(ctx: Ctx) {
  const { show_all } = readInput(ctx.input, z.object({ show_all: z.boolean().optional() }).shape);
  return ctx.state.policies.filter((p) => show_all || !p.disabled_at).map((p) => ({ ...p }));
}

export function listProjects(ctx: Ctx) {
  const { get_all = false, simple = false } = readInput(ctx.input, ListFlags.shape);
  return ctx.state.projects
    .filter((p) => listable.project(p.enabled, get_all))
    .map((p) => projectView(ctx.state, p, true, simple));
}

export function getProject(ctx: Ctx) {
  const { project_id } = readInput(ctx.input, z.object({ project_id: z.string() }).shape);
  return projectView(ctx.state, findProject(ctx.state, project_id), false);
}

export function listVms(ctx: Ctx) {
  const input = readInput(ctx.input, ListFlags.extend({ project_id: z.string() }).shape);
  findProject(ctx.state, input.project_id);
  return ctx.state.vms
    .filter((vm) => vm.project_id === input.project_id && listable.vm(vm.status, input.get_all ?? false))
    .map((vm) => vmView(ctx.state, vm, true, input.simple ?? false));
}

export function getVm(ctx: Ctx) {
  const input = readInput(ctx.input, z.object({ project_id: z.string(), vm_id: z.string() }).shape);
  return vmView(ctx.state, findVm(ctx.state, input.project_id, input.vm_id), false);
}

export function listVmVolumes(ctx: Ctx) {
  const input = readInput(ctx.input, ListFlags.extend({ project_id: z.string(), vm_id: z.string() }).shape);
  const vm = findVm(ctx.state, input.project_id, input.vm_id);
  return attachedVolumes(ctx.state, vm.id)
    .filter((v) => listable.volume(v.status, input.get_all ?? false))
    .map((v) => volumeView(ctx.state, v, true, input.simple ?? false));
}

export function getVolume(ctx: Ctx) {
  const input = readInput(ctx.input, z.object({ project_id: z.string(), volume_id: z.string() }).shape);
  return volumeView(ctx.state, findVolume(ctx.state, input.project_id, input.volume_id), false);
}

export function getBackup(ctx: Ctx) {
  const { backup_id } = readInput(ctx.input, z.object({ backup_id: z.string() }).shape);
  return backupView(findBackup(ctx.state, backup_id));
}

export function listBackups(ctx: Ctx) {
  return [...ctx.state.backups].sort(byScheduleDesc).map(backupListItem);
}

/** GET /backups/{resource_id}: the backups of a VM or volume, or of everything in a project. */
export function listResourceBackups(ctx: Ctx) {
  const { resource_id } = readInput(ctx.input, z.object({ resource_id: z.string() }).shape);
  const resource = lookupResource(ctx.state, resource_id);
  if (!resource) throw notFound(`resource ${resource_id}`);
  const mine = (b: StoredBackup) =>
    resource.kind === "project" ? b.project_id === resource_id : b.resource_id === resource_id;
  return ctx.state.backups.filter(mine).sort(byScheduleDesc).map(backupListItem);
}

export function refreshResources(ctx: Ctx) {
  ctx.state.inventory.refreshing_until = ctx.services.now() + DURATIONS.refresh;
  return undefined;
}

const byId = <T extends { id: string }, R>(items: T[], view: (item: T) => R) =>
  Object.fromEntries(items.map((item) => [item.id, view(item)]));

/** GET /backup/resources: each kind as a map id → record, plus the inventory's refresh state. */
export function backupResources(ctx: Ctx) {
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
export function resourcesBackups(ctx: Ctx) {
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
export function computeVolumes(ctx: Ctx) {
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
