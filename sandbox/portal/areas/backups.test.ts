import { describe, expect, it } from "vitest";
import { seedBackups } from "../seed/backups";
import { failsOnAttempt } from "./backups/lifecycle";
import { BACKUP_STATES, DAY_MS, DURATIONS, type StoredBackup } from "./backups/model";
import { enabledPolicy, fixedServices, inState, setup, unprotectedVm } from "./backups/test-support";

describe("backups seed", () => {
  it("has policies, projects with VMs and volumes, unprotected resources and 200+ backups in every state", () => {
    const { state, call } = setup();
    expect(state.policies.length).toBeGreaterThanOrEqual(5);
    const disabled = state.policies.filter((p) => p.disabled_at);
    expect(disabled).toHaveLength(1);
    expect(disabled[0].disabled_by).toBeTruthy();
    for (const p of state.policies) {
      expect(p.schedule).toMatch(/^\S+ \S+ \S+ \S+ \S+$/);
      expect(p.notification_email).toContain("@");
      expect(p.created_by && p.created_at).toBeTruthy();
    }
    expect(state.projects.length).toBeGreaterThanOrEqual(5);
    for (const project of state.projects) {
      expect(state.vms.some((vm) => vm.project_id === project.id)).toBe(true);
      expect(state.volumes.some((v) => v.project_id === project.id)).toBe(true);
    }
    expect(state.backups.length).toBeGreaterThanOrEqual(200);
    for (const s of BACKUP_STATES) expect(inState(state, s).length, s).toBeGreaterThan(0);

    const projects = call("backup.projects.list", { get_all: true }) as {
      id: string;
      unsafe_vms: number;
      unsafe_volumes: number;
      unsafe_resources: { id: string }[];
    }[];
    const unsafe = projects.reduce((sum, p) => sum + p.unsafe_vms + p.unsafe_volumes, 0);
    expect(unsafe).toBeGreaterThan(0);
    for (const p of projects) {
      const expectedVms = state.vms.filter((vm) => vm.project_id === p.id && vm.assignments.length === 0).length;
      expect(p.unsafe_vms).toBe(expectedVms);
      expect(p.unsafe_resources).toHaveLength(p.unsafe_vms + p.unsafe_volumes);
    }
  });

  it("is deterministic for the same region and time, and differs between regions", () => {
    const at = Date.UTC(2025, 4, 1, 12);
    expect(seedBackups("eu-central", fixedServices(at))).toEqual(seedBackups("eu-central", fixedServices(at)));
    expect(seedBackups("eu-west", fixedServices(at)).backups[0].id).not.toBe(
      seedBackups("eu-central", fixedServices(at)).backups[0].id,
    );
  });
});

describe("a new backup (POST /backup)", () => {
  it("assigns the policy and moves scheduled → running → available, with a notification", () => {
    const h = setup();
    const vm = unprotectedVm(h);
    const policy = enabledPolicy(h.state);
    const unsafeBefore = (h.call("backup.project.get", { project_id: vm.project_id }) as { unsafe_vms: number })
      .unsafe_vms;
    expect(
      h.call("backup.create", { policy_id: policy.id, resource_id: vm.id, resource_type: "vm", starting_hour: "3" }),
    ).toBeUndefined();
    const created = h.state.backups.find((b) => b.resource_id === vm.id && b.manual && b.state === "scheduled")!;
    expect(created.starting_hour).toBe("03");
    expect((h.call("backup.project.get", { project_id: vm.project_id }) as { unsafe_vms: number }).unsafe_vms).toBe(
      unsafeBefore - 1,
    );
    expect((h.call("backup.vm.get", { project_id: vm.project_id, vm_id: vm.id }) as { policy: string }).policy).toBe(
      policy.id,
    );

    h.advance(DURATIONS.startDelay - 500);
    expect((h.call("backup.get", { backup_id: created.id }) as { state: string }).state).toBe("scheduled");
    h.advance(1000);
    expect(h.backup(created.id).state).toBe("running");
    h.advance(DURATIONS.run);
    const done = h.call("backup.get", { backup_id: created.id }) as {
      state: string;
      is_available: boolean;
      processed_date: string;
    };
    expect(done).toMatchObject({ state: "available", is_available: true });
    expect(done.processed_date).toBeTruthy();
    expect(
      h.notifications.some((n) => n.type === "backup" && n.text.includes(created.id) && n.text.includes("available")),
    ).toBe(true);
  });

  it("fails deterministically with a message, and a force start retries it", () => {
    const h = setup();
    const vm = unprotectedVm(h, true);
    h.call("backup.create", {
      policy_id: enabledPolicy(h.state).id,
      resource_id: vm.id,
      resource_type: "vm",
      starting_hour: 1,
    });
    const created = h.state.backups.find((b) => b.resource_id === vm.id && b.manual)!;
    h.advance(DURATIONS.startDelay + DURATIONS.run + 500);
    const failed = h.call("backup.get", { backup_id: created.id }) as {
      state: string;
      message: string;
      retries: number;
    };
    expect(failed.state).toBe("failed");
    expect(failed.message.length).toBeGreaterThan(5);
    expect(h.notifications.some((n) => n.text.includes(created.id) && n.text.includes("failed"))).toBe(true);

    h.call("backup.forceStart", { backup_id: created.id });
    expect(h.backup(created.id)).toMatchObject({ state: "scheduled", retries: 1 });
    h.advance(DURATIONS.startDelay + DURATIONS.run + 500);
    expect(h.backup(created.id).state).toBe(failsOnAttempt(h.services, vm.id, 1) ? "failed" : "available");
  });

  it("refuses unknown or disabled policies, unknown resources and a second run while one is running", () => {
    const h = setup();
    const vm = unprotectedVm(h);
    const disabled = h.state.policies.find((p) => p.disabled_at)!;
    const base = { resource_id: vm.id, resource_type: "vm", starting_hour: 2 };
    expect(h.refusal("backup.create", { ...base, policy_id: "pol-nope" })).toMatchObject({
      status: 404,
      field: "policy_id",
    });
    expect(h.refusal("backup.create", { ...base, policy_id: disabled.id })).toMatchObject({
      status: 409,
      field: "policy_id",
    });
    const policy_id = enabledPolicy(h.state).id;
    expect(h.refusal("backup.create", { ...base, policy_id, resource_id: "vm-nope" })).toMatchObject({
      status: 404,
      field: "resource_id",
    });
    expect(h.refusal("backup.create", { ...base, policy_id, resource_type: "disk" })).toMatchObject({
      status: 400,
      field: "resource_type",
    });
    h.call("backup.create", { ...base, policy_id });
    expect(h.refusal("backup.create", { ...base, policy_id })).toMatchObject({ status: 409 });
  });
});

describe("backup moves and refusals", () => {
  it("cancels scheduled and running backups only", () => {
    const h = setup();
    const scheduled = inState(h.state, "scheduled")[0];
    const running = inState(h.state, "running")[0];
    h.call("backup.cancel", { backup_id: scheduled.id });
    expect(h.backup(scheduled.id)).toMatchObject({ state: "canceled", canceled_by: "admin" });
    expect(h.backup(scheduled.id).canceled_at).toBeTruthy();
    h.call("backup.cancel", { backup_id: running.id });
    expect(h.backup(running.id).state).toBe("canceled");
    h.advance(DURATIONS.run * 2);
    expect(h.backup(running.id).state).toBe("canceled");
    const available = inState(h.state, "available")[0];
    expect(h.refusal("backup.cancel", { backup_id: available.id }).status).toBe(409);
    expect(h.refusal("backup.cancel", { backup_id: "bkp-nope" }).status).toBe(404);
  });

  it("extends available backups by days or to a date, and refuses bad ttls and other states", () => {
    const h = setup();
    const backup = inState(h.state, "available")[0];
    const before = Date.parse(backup.time_to_live);
    h.call("backup.extend", { backup_id: backup.id, ttl: "7" });
    // The harness clock runs in real time too: allow a second of drift.
    expect(
      Math.abs(Date.parse(h.backup(backup.id).time_to_live) - (Math.max(before, h.clock.now()) + 7 * DAY_MS)),
    ).toBeLessThan(1000);
    const target = new Date(h.clock.now() + 90 * DAY_MS).toISOString();
    h.call("backup.extend", { backup_id: backup.id, ttl: target });
    expect(h.backup(backup.id).time_to_live).toBe(target);
    expect(h.refusal("backup.extend", { backup_id: backup.id, ttl: "2001-01-01T00:00:00Z" })).toMatchObject({
      status: 400,
      field: "ttl",
    });
    expect(h.refusal("backup.extend", { backup_id: backup.id, ttl: "next week" })).toMatchObject({
      status: 400,
      field: "ttl",
    });
    expect(h.refusal("backup.extend", { backup_id: backup.id, ttl: "0" })).toMatchObject({ status: 400, field: "ttl" });
    const failed = inState(h.state, "failed")[0];
    expect(h.refusal("backup.extend", { backup_id: failed.id, ttl: "7" }).status).toBe(409);
  });

  it("expires an available backup when its time to live passes", () => {
    const h = setup();
    const backup = inState(h.state, "available")[0];
    h.call("backup.extend", { backup_id: backup.id, ttl: new Date(h.clock.now() + 60_000).toISOString() });
    h.advance(61_000);
    expect(h.backup(backup.id).state).toBe("expired");
  });

  it("force-starts scheduled and failed backups only", () => {
    const h = setup();
    // The run due last, so that the forced start is what starts it whatever the time of day.
    const scheduled = inState(h.state, "scheduled").sort((a, b) => b.due_at! - a.due_at!)[0];
    expect(scheduled.due_at! - h.clock.now()).toBeGreaterThan(DURATIONS.startDelay + 100);
    h.call("backup.forceStart", { backup_id: scheduled.id });
    h.advance(DURATIONS.startDelay + 100);
    expect(h.backup(scheduled.id).state).toBe("running");
    const canceled = inState(h.state, "canceled")[0];
    expect(h.refusal("backup.forceStart", { backup_id: canceled.id }).status).toBe(409);
  });

  it("restores in place, as an image and as a volume, only from available backups", () => {
    const h = setup();
    const [first, second, third] = inState(h.state, "available");
    h.call("backup.restore", { backup_id: first.id });
    expect(h.backup(first.id).state).toBe("restoring");
    expect(h.refusal("backup.restore", { backup_id: first.id }).status).toBe(409);
    expect(h.refusal("backup.extend", { backup_id: first.id, ttl: "3" }).status).toBe(409);
    h.advance(DURATIONS.restore + 100);
    const restored = h.call("backup.get", { backup_id: first.id }) as { state: string; last_restore: string };
    expect(restored.state).toBe("available");
    expect(JSON.parse(restored.last_restore)).toMatchObject({ kind: "in_place", target: first.resource_id });

    h.call("backup.restoreImage", { backup_id: second.id, volume_name: "golden-image" });
    h.call("backup.restoreVolume", {
      backup_id: third.id,
      volume_name: "copy",
      availability_zone: "zone-b",
      volume_type: "ssd",
    });
    h.advance(DURATIONS.restore + 100);
    expect(JSON.parse(h.backup(second.id).last_restore!)).toMatchObject({ kind: "image", target: "golden-image" });
    expect(JSON.parse(h.backup(third.id).last_restore!)).toMatchObject({
      kind: "volume",
      target: "copy",
      availability_zone: "zone-b",
      volume_type: "ssd",
    });

    const volume = { backup_id: third.id, volume_name: "x" };
    expect(
      h.refusal("backup.restoreVolume", { ...volume, availability_zone: "zone-z", volume_type: "ssd" }),
    ).toMatchObject({ status: 400, field: "availability_zone" });
    expect(
      h.refusal("backup.restoreVolume", { ...volume, availability_zone: "zone-a", volume_type: "gold" }),
    ).toMatchObject({ status: 400, field: "volume_type" });
    const failed = inState(h.state, "failed")[0];
    expect(h.refusal("backup.restoreImage", { backup_id: failed.id, volume_name: "x" }).status).toBe(409);
  });

  it("takes zones and volume types from the iaas area when the region has it", () => {
    const h = setup(true);
    const backup = inState(h.state, "available")[0];
    expect(
      h.refusal("backup.restoreVolume", {
        backup_id: backup.id,
        volume_name: "x",
        availability_zone: "zone-a",
        volume_type: "no-such-type",
      }).field,
    ).toBe("volume_type");
    h.call("backup.restoreVolume", {
      backup_id: backup.id,
      volume_name: "x",
      availability_zone: "zone-a",
      volume_type: "ssd-high-iops",
    });
    expect(h.backup(backup.id).state).toBe("restoring");
  });

  it("unassigns a policy: the resource becomes unprotected, pending runs are canceled, kept ones expire at ttl", () => {
    const h = setup();
    const has = (id: string, state: StoredBackup["state"]) =>
      h.state.backups.some((b) => b.resource_id === id && b.state === state);
    const vm = h.state.vms.find(
      (v) => v.assignments.length === 1 && v.allow_remove && has(v.id, "scheduled") && has(v.id, "available"),
    )!;
    const policyId = vm.assignments[0].policy_id;
    const kept = h.state.backups.find(
      (b) => b.resource_id === vm.id && b.policy_id === policyId && b.state === "available",
    )!;
    const pending = h.state.backups.find((b) => b.resource_id === vm.id && b.state === "scheduled")!;
    const unsafeBefore = (h.call("backup.project.get", { project_id: vm.project_id }) as { unsafe_vms: number })
      .unsafe_vms;
    const body = {
      backup_id: pending.id,
      policy_id: policyId,
      resource_id: vm.id,
      reason: "decommissioned",
      ttl: "30",
    };
    expect(
      h.refusal("backup.unassignPolicy", { ...body, resource_id: h.state.vms.find((v) => v.id !== vm.id)!.id }),
    ).toMatchObject({ status: 400, field: "resource_id" });
    h.call("backup.unassignPolicy", body);
    expect(vm.assignments).toHaveLength(0);
    expect(h.backup(pending.id)).toMatchObject({ state: "canceled", reason: "decommissioned" });
    expect(Math.abs(Date.parse(h.backup(kept.id).time_to_live) - (h.clock.now() + 30 * DAY_MS))).toBeLessThan(1000);
    expect((h.call("backup.project.get", { project_id: vm.project_id }) as { unsafe_vms: number }).unsafe_vms).toBe(
      unsafeBefore + 1,
    );
    expect(h.refusal("backup.unassignPolicy", body).status).toBe(409);
    expect(h.refusal("backup.unassignPolicy", { ...body, policy_id: "pol-nope" }).status).toBe(404);

    const locked = [...h.state.vms, ...h.state.volumes].find((r) => !r.allow_remove && r.assignments.length > 0);
    const lockedBackup = h.state.backups.find((b) => b.resource_id === locked?.id)!;
    const refusal = h.refusal("backup.unassignPolicy", {
      ...body,
      backup_id: lockedBackup.id,
      resource_id: locked!.id,
      policy_id: locked!.assignments[0].policy_id,
    });
    expect(refusal).toMatchObject({ status: 409, message: expect.stringContaining("allow_remove") });
  });

  it("marks the inventory refreshing for a few seconds", () => {
    const h = setup();
    const before = h.call("backup.resources.get") as { refreshing: boolean; refreshed_at: string };
    expect(before.refreshing).toBe(false);
    expect(h.call("backups.refreshResources")).toBeUndefined();
    expect((h.call("backup.resources.get") as { refreshing: boolean }).refreshing).toBe(true);
    h.advance(DURATIONS.refresh + 100);
    const after = h.call("backup.resources.get") as { refreshing: boolean; refreshed_at: string };
    expect(after.refreshing).toBe(false);
    expect(Date.parse(after.refreshed_at)).toBeGreaterThan(Date.parse(before.refreshed_at));
  });
});
