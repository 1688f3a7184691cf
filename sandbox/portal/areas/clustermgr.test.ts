import { describe, expect, it } from "vitest";
import { seedClustermgr } from "../seed/clustermgr";
import { DEFAULT_WORKER_GROUP, OPERATION_DURATIONS, type Shoot } from "./clustermgr/model";
import { createBody, fixedServices, NS, setup } from "./clustermgr/test-support";

describe("clustermgr seed", () => {
  it("has projects with garden namespaces, clusters in every operation state and one without worker-default", () => {
    const { state } = setup();
    expect(state.projects.length).toBeGreaterThanOrEqual(2);
    for (const p of state.projects) expect(p.project.spec.namespace).toBe(`garden-${p.project.metadata.name}`);
    const states = new Set(state.shoots.map((s) => s.shoot.status.lastOperation.state));
    for (const s of ["Processing", "Succeeded", "Error", "Failed"]) expect(states.has(s as never), s).toBe(true);
    expect(state.shoots.some((s) => !s.shoot.spec.provider.workers.some((w) => w.name === DEFAULT_WORKER_GROUP))).toBe(
      true,
    );
    expect(state.profiles.map((p) => p.name)).toContain("iaas-cloud");
  });

  it("is deterministic and adds options.shoots extra clusters spread over the projects", () => {
    const at = Date.UTC(2025, 4, 1);
    const plain = seedClustermgr("eu-central", fixedServices(at), { shoots: 0 });
    expect(seedClustermgr("eu-central", fixedServices(at), { shoots: 0 })).toEqual(plain);
    const loaded = seedClustermgr("eu-central", fixedServices(at), { shoots: 30 });
    expect(loaded.shoots.length).toBe(plain.shoots.length + 30);
    expect(new Set(loaded.shoots.map((s) => s.shoot.metadata.namespace)).size).toBe(plain.projects.length);
  });
});

describe("creating a cluster", () => {
  it("validates every setting and names the field", () => {
    const h = setup();
    const body = createBody(h.region, "fresh");
    const cases: [Record<string, unknown>, number, string][] = [
      [{ secret_binding_name: "nope" }, 400, "secret_binding_name"],
      [{ shoot_name: "Bad_Name" }, 400, "shoot_name"],
      [{ shoot_name: "web" }, 409, "shoot_name"],
      [{ cluster_version: "1.2.3" }, 400, "cluster_version"],
      [{ image_name: "windows" }, 400, "image_name"],
      [{ image_version: "0.1" }, 400, "image_version"],
      [{ iaas_flavor: "m1.small" }, 400, "iaas_flavor"],
      [{ iaas_flavor: "huge" }, 400, "iaas_flavor"],
      [{ region: "mars" }, 400, "region"],
      [{ zones: "zone-x" }, 400, "zones"],
      [{ minimum_workers: "5", maximum_workers: "2" }, 400, "minimum_workers"],
      [{ purpose: "fun" }, 400, "purpose"],
      [{ cloud_profile_name: "other" }, 400, "cloud_profile_name"],
    ];
    for (const [change, status, field] of cases) {
      expect(h.refusal("clustermgr.shoots.create", { ...body, ...change }), field).toMatchObject({ status, field });
    }
    expect(h.refusal("clustermgr.shoots.create", { ...body, namespace: "garden-nope" }).status).toBe(404);
  });

  it("progresses Create from 0 to 100 % over sandbox time, then Succeeded with conditions True", () => {
    const h = setup();
    const created = h.call("clustermgr.shoots.create", createBody(h.region, "fresh")) as Shoot;
    expect(created.status.lastOperation).toMatchObject({ type: "Create", state: "Processing", progress: 0 });
    const worker = created.spec.provider.workers[0];
    expect(worker).toMatchObject({ name: DEFAULT_WORKER_GROUP, minimum: 1, maximum: 4, zones: ["zone-a", "zone-b"] });
    expect(h.refusal("clustermgr.shoot.adminConfig", { namespace: NS, shoot_name: "fresh" }).status).toBe(409);

    h.advance(OPERATION_DURATIONS.Create / 2);
    const half = h.shoot(NS, "fresh").status.lastOperation;
    expect(half.state).toBe("Processing");
    expect(half.progress).toBeGreaterThanOrEqual(45);
    expect(half.progress).toBeLessThanOrEqual(55);

    h.advance(OPERATION_DURATIONS.Create / 2 + 100);
    const done = h.shoot(NS, "fresh");
    expect(done.status.lastOperation).toMatchObject({ type: "Create", state: "Succeeded", progress: 100 });
    expect(done.status.conditions.map((c) => c.status)).toEqual(["True", "True", "True", "True"]);
    expect(h.notifications.some((n) => n.text.includes("fresh"))).toBe(true);
  });
});

describe("updating a cluster", () => {
  it("applies worker data to worker-default and reconciles", () => {
    const h = setup();
    const updated = h.call("clustermgr.shoot.update", {
      namespace: NS,
      shoot_name: "web",
      maximum_workers: "8",
      zones: ["zone-c"],
    }) as Shoot;
    const group = updated.spec.provider.workers.find((w) => w.name === DEFAULT_WORKER_GROUP)!;
    expect(group).toMatchObject({ maximum: 8, zones: ["zone-c"] });
    expect(updated.spec.provider.workers.find((w) => w.name === "gpu")!.maximum).toBe(2);
    expect(updated.status.lastOperation).toMatchObject({ type: "Reconcile", state: "Processing", progress: 0 });
    h.advance(OPERATION_DURATIONS.Reconcile + 100);
    expect(h.shoot(NS, "web").status.lastOperation).toMatchObject({ type: "Reconcile", state: "Succeeded" });
  });

  it("fails with a clear message when the cluster has no worker-default, and changes nothing", () => {
    const h = setup();
    const before = h.shoot(NS, "legacy");
    const refusal = h.refusal("clustermgr.shoot.update", {
      namespace: NS,
      shoot_name: "legacy",
      minimum_workers: 2,
      purpose: "testing",
    });
    expect(refusal.status).toBe(409);
    expect(refusal.message).toContain("the default worker group worker-default does not exist in this cluster");
    expect(h.shoot(NS, "legacy")).toEqual(before);
    // An update without worker data still works and repairs the cluster in Error.
    h.call("clustermgr.shoot.update", { namespace: NS, shoot_name: "legacy", cluster_version: "1.30.11" });
    h.advance(OPERATION_DURATIONS.Reconcile + 100);
    expect(h.shoot(NS, "legacy").status).toMatchObject({ lastOperation: { state: "Succeeded" }, lastErrors: [] });
  });

  it("refuses downgrades, unknown bindings and unknown versions", () => {
    const h = setup();
    const base = { namespace: NS, shoot_name: "web" };
    expect(h.refusal("clustermgr.shoot.update", { ...base, cluster_version: "1.30.11" })).toMatchObject({
      status: 400,
      field: "cluster_version",
    });
    expect(h.refusal("clustermgr.shoot.update", { ...base, cluster_version: "9.9.9" })).toMatchObject({
      status: 400,
      field: "cluster_version",
    });
    expect(h.refusal("clustermgr.shoot.update", { ...base, secret_binding_name: "nope" })).toMatchObject({
      status: 400,
      field: "secret_binding_name",
    });
    expect(h.refusal("clustermgr.shoot.update", { ...base, image_name: "ubuntu" })).toMatchObject({
      status: 400,
      field: "image_version",
    });
  });
});

describe("worker groups", () => {
  it("creates, reads, updates and deletes groups with the creation checks", () => {
    const h = setup();
    const path = { namespace: NS, shoot_name: "legacy" };
    const body = {
      ...path,
      worker_name: DEFAULT_WORKER_GROUP,
      image_name: "ubuntu",
      image_version: "24.04",
      iaas_flavor: "a1.large",
      minimum_workers: 1,
      maximum_workers: "3",
      zones: "zone-a",
    };
    expect(h.refusal("clustermgr.workerGroups.create", { ...body, worker_name: "pool-a" })).toMatchObject({
      status: 409,
      field: "worker_name",
    });
    expect(
      h.refusal("clustermgr.workerGroups.create", { ...body, worker_name: "a-very-long-pool-name" }),
    ).toMatchObject({ status: 400, field: "worker_name" });
    expect(h.refusal("clustermgr.workerGroups.create", { ...body, image_version: "22.04" })).toMatchObject({
      status: 400,
      field: "image_version",
    });
    const created = h.call("clustermgr.workerGroups.create", body) as Shoot;
    expect(created.spec.provider.workers.map((w) => w.name)).toEqual(["pool-a", DEFAULT_WORKER_GROUP]);
    expect(h.call("clustermgr.workerGroup.get", { ...path, worker_group_name: DEFAULT_WORKER_GROUP })).toMatchObject({
      machine: { type: "a1.large", image: { name: "ubuntu", version: "24.04" }, architecture: "arm64" },
      minimum: 1,
      maximum: 3,
    });
    // Now that worker-default exists, cluster updates with worker data go through.
    h.call("clustermgr.shoot.update", { ...path, maximum_workers: 6 });
    expect(h.call("clustermgr.workerGroup.get", { ...path, worker_group_name: DEFAULT_WORKER_GROUP })).toMatchObject({
      maximum: 6,
    });

    h.call("clustermgr.workerGroup.update", { ...path, worker_group_name: "pool-a", zones: "zone-a,zone-c" });
    expect((h.call("clustermgr.workerGroups.list", path) as { name: string; zones: string[] }[])[0].zones).toEqual([
      "zone-a",
      "zone-c",
    ]);
    expect(
      h.refusal("clustermgr.workerGroup.update", { ...path, worker_group_name: "pool-a", minimum_workers: 9 }).field,
    ).toBe("minimum_workers");

    h.call("clustermgr.workerGroup.delete", { ...path, worker_group_name: "pool-a" });
    expect(h.refusal("clustermgr.workerGroup.get", { ...path, worker_group_name: "pool-a" }).status).toBe(404);
    expect(
      h.refusal("clustermgr.workerGroup.delete", { ...path, worker_group_name: DEFAULT_WORKER_GROUP }).status,
    ).toBe(409);
  });
});

describe("deleting", () => {
  it("runs a Delete operation, then the cluster is gone; force removes it at once", () => {
    const h = setup();
    const status = h.call("clustermgr.shoot.delete", { namespace: NS, shoot_name: "web" });
    expect(status).toMatchObject({ kind: "Status", status: "Success", details: { name: "web", kind: "shoots" } });
    expect(h.shoot(NS, "web").status.lastOperation).toMatchObject({ type: "Delete", state: "Processing" });
    expect(h.refusal("clustermgr.shoot.delete", { namespace: NS, shoot_name: "web" }).status).toBe(409);
    expect(h.refusal("clustermgr.shoot.update", { namespace: NS, shoot_name: "web", purpose: "testing" }).status).toBe(
      409,
    );
    h.advance(OPERATION_DURATIONS.Delete + 100);
    expect(h.refusal("clustermgr.shoot.get", { namespace: NS, shoot_name: "web" }).status).toBe(404);

    h.call("clustermgr.shoot.delete", { namespace: NS, shoot_name: "staging", force: true });
    expect(h.refusal("clustermgr.shoot.get", { namespace: NS, shoot_name: "staging" }).status).toBe(404);
  });

  it("refuses to delete a project with clusters unless forced", () => {
    const h = setup();
    const refusal = h.refusal("clustermgr.project.delete", { project_name: "shop" });
    expect(refusal.status).toBe(409);
    expect(refusal.message).toContain("shop-prod");
    expect(h.call("clustermgr.project.delete", { project_name: "shop", force: true })).toMatchObject({
      msg: expect.stringContaining("shop"),
    });
    expect(h.refusal("clustermgr.shoots.list", { namespace: "garden-shop" }).status).toBe(404);
    expect(h.state.secrets.some((s) => s.namespace === "garden-shop")).toBe(false);

    h.call("clustermgr.projects.create", { project_id: "empty", purpose: "nothing yet" });
    expect(h.call("clustermgr.project.delete", { project_name: "empty" })).toMatchObject({ msg: expect.any(String) });
  });

  it("refuses to delete a bound secret, naming the bindings", () => {
    const h = setup();
    const refusal = h.refusal("clustermgr.secret.delete", { namespace: "garden-shop", secret_name: "ci-credentials" });
    expect(refusal.status).toBe(409);
    expect(refusal.message).toContain("shop-ci");
    expect(refusal.message).toContain("shop-ci-backup");
    expect(h.call("clustermgr.secret.delete", { namespace: NS, secret_name: "old-credentials" })).toMatchObject({
      status: "Success",
    });
    expect(h.refusal("clustermgr.secret.get", { namespace: NS, secret_name: "old-credentials" }).status).toBe(404);
  });
});
