/** The backups area's read operations: the resource tree (get_all, simple, 404s), backup lists and resource maps. */
import { describe, expect, it } from "vitest";
import { operations, type OperationId } from "../../../lib/portal/operations";
import { setup } from "./backups/test-support";

describe("backup resource tree and maps", () => {
  it("honours get_all and simple, and answers 404 for unknown path ids", () => {
    const h = setup();
    const all = h.call("backup.projects.list", { get_all: true }) as {
      id: string;
      enabled: boolean;
      policies: object;
    }[];
    const some = h.call("backup.projects.list") as { id: string }[];
    expect(all.length).toBeGreaterThan(some.length);
    expect(all[0].policies).toBeTypeOf("object");
    const simple = h.call("backup.projects.list", { simple: true }) as Record<string, unknown>[];
    expect(Object.keys(simple[0]).length).toBeLessThan(Object.keys(all[0]).length);

    const withError = h.state.vms.find((vm) => vm.status === "ERROR")!;
    const listed = (input: object) =>
      (h.call("backup.vms.list", { project_id: withError.project_id, ...input }) as { id: string }[]).map((v) => v.id);
    expect(listed({})).not.toContain(withError.id);
    expect(listed({ get_all: true })).toContain(withError.id);

    const vm = h.state.vms.find((v) => v.status === "ACTIVE")!;
    const volumes = h.call("backup.vmVolumes.list", { project_id: vm.project_id, vm_id: vm.id }) as {
      id: string;
      protected_resources: string[];
    }[];
    expect(volumes.length).toBeGreaterThan(0);
    const detail = h.call("backup.volume.get", { project_id: vm.project_id, volume_id: volumes[0].id }) as Record<
      string,
      unknown
    >;
    expect(detail).toHaveProperty("protected_resource_id");
    expect(detail).toHaveProperty("relaxed");

    const other = h.state.projects.find((p) => p.id !== vm.project_id)!;
    expect(h.refusal("backup.vm.get", { project_id: other.id, vm_id: vm.id }).status).toBe(404);
    expect(h.refusal("backup.project.get", { project_id: "prj-nope" }).status).toBe(404);
    expect(h.refusal("backup.vms.list", { project_id: "prj-nope" }).status).toBe(404);
    expect(h.refusal("backups.forResource", { resource_id: "nope" }).status).toBe(404);
  });

  it("lists backups of a resource and of a project, and the resource maps", () => {
    const h = setup();
    const vm = h.state.vms.find((v) => h.state.backups.some((b) => b.resource_id === v.id))!;
    const ofVm = h.call("backups.forResource", { resource_id: vm.id }) as { resource_id: string }[];
    expect(ofVm.length).toBe(h.state.backups.filter((b) => b.resource_id === vm.id).length);
    const ofProject = h.call("backups.forResource", { resource_id: vm.project_id }) as { project_id: string }[];
    expect(ofProject.every((b) => b.project_id === vm.project_id)).toBe(true);
    expect(ofProject.length).toBeGreaterThan(ofVm.length - 1);

    const all = h.call("backups.list") as { schedule_date: string; policy_id: string }[];
    expect(all).toHaveLength(h.state.backups.length);
    expect(all[0].schedule_date >= all[all.length - 1].schedule_date).toBe(true);

    const maps = h.call("backup.resources.get") as Record<string, Record<string, unknown>>;
    for (const key of ["domain", "flavor", "image", "project", "vm", "volume"])
      expect(Object.keys(maps[key]).length).toBeGreaterThan(0);
    const summary = h.call("resources.backups.get") as { vms: Record<string, { backups: number }> };
    expect(summary.vms[vm.id].backups).toBe(ofVm.length);
    const compute = h.call("resources.computeVolumes.get") as Record<string, { id: string }[]>;
    expect(compute[vm.id].map((v) => v.id).sort()).toEqual(
      h.state.volumes
        .filter((v) => v.vm_id === vm.id)
        .map((v) => v.id)
        .sort(),
    );

    const policies = h.call("backup.policies.list") as { disabled_at?: string }[];
    expect(policies.every((p) => !p.disabled_at)).toBe(true);
    expect((h.call("backup.policies.list", { show_all: true }) as unknown[]).length).toBe(policies.length + 1);
  });
});

describe("backup answers and the catalog", () => {
  it("every read answer parses with the catalog's output schema", () => {
    const h = setup();
    const vm = h.state.vms.find((v) => h.state.volumes.some((vol) => vol.vm_id === v.id))!;
    const volume = h.state.volumes.find((v) => v.vm_id === vm.id)!;
    const project = { project_id: vm.project_id };
    const reads: [string, Record<string, unknown>][] = [
      ["backup.get", { backup_id: h.state.backups[0].id }],
      ["backup.policies.list", { show_all: true }],
      ["backup.project.get", project],
      ["backup.vm.get", { ...project, vm_id: vm.id }],
      ["backup.vmVolumes.list", { ...project, vm_id: vm.id }],
      ["backup.vmVolumes.list", { ...project, vm_id: vm.id, simple: true }],
      ["backup.vms.list", { ...project, get_all: true }],
      ["backup.volume.get", { ...project, volume_id: volume.id }],
      ["backup.projects.list", {}],
      ["backup.resources.get", {}],
      ["backups.list", {}],
      ["backups.forResource", { resource_id: vm.id }],
      ["resources.backups.get", {}],
      ["resources.computeVolumes.get", {}],
    ];
    for (const [id, input] of reads) {
      const output = operations[id as OperationId].output!;
      const parsed = output.safeParse(h.call(id, input));
      expect(parsed.success, `${id}: ${parsed.error?.message}`).toBe(true);
    }
  });
});
