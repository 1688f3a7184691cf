/** The backups and clustermgr areas over real HTTP: routing, GET bodies, refusals, the moved clock, persistence. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { areas as allAreas } from ".";
import { json, READER, startTestSandbox, type TestSandbox } from "../test-support";
import { clustermgrArea } from "./clustermgr";
import { DURATIONS } from "./backups/model";
import { DEFAULT_WORKER_GROUP, OPERATION_DURATIONS, type Shoot } from "./clustermgr/model";

// Until the area list carries clustermgr itself, add it here.
const areas = allAreas.some((a) => a.key === clustermgrArea.key) ? allAreas : [...allAreas, clustermgrArea];

type Item = { id: string; state: string; resource_id: string; manual: boolean; last_restore?: string };
type Vm = { id: string; project_id: string; policy: string; status: string };

let sbx: TestSandbox;
const advance = async (ms: number) => expect((await sbx.control("POST", "clock", { advanceMs: ms })).status).toBe(200);

beforeAll(async () => {
  sbx = await startTestSandbox({ areas });
});
afterAll(async () => {
  await sbx?.dispose();
});

describe("backups over HTTP", () => {
  it("lists 200+ backups and policies (GET with a body)", async () => {
    const list = await sbx.call("GET", "/backups");
    expect(list.status).toBe(200);
    expect(json<Item[]>(list).length).toBeGreaterThanOrEqual(200);
    const enabled = json<unknown[]>(await sbx.call("GET", "/backup/policies"));
    const all = json<unknown[]>(await sbx.call("GET", "/backup/policies", { body: { show_all: true } }));
    expect(all.length).toBe(enabled.length + 1);
  });

  it("creates a backup that finishes under a moved clock, and refuses what its state forbids", async () => {
    const projects = json<{ id: string; unsafe_vms: number }[]>(await sbx.call("GET", "/backup/resource/projects"));
    const project = projects.find((p) => p.unsafe_vms > 0)!;
    const vms = json<Vm[]>(
      await sbx.call("GET", `/backup/resource/project/${project.id}/vms`, { body: { get_all: true } }),
    );
    const vm = vms.find((v) => v.policy === "" && v.status !== "ERROR")!;
    const policy = json<{ id: string }[]>(await sbx.call("GET", "/backup/policies"))[0];

    const denied = await sbx.call("POST", "/backup", {
      token: READER,
      body: { policy_id: policy.id, resource_id: vm.id, resource_type: "vm", starting_hour: "2" },
    });
    expect(denied.status).toBe(403);
    const created = await sbx.call("POST", "/backup", {
      body: { policy_id: policy.id, resource_id: vm.id, resource_type: "vm", starting_hour: "2" },
    });
    expect(created.status).toBe(204);
    const mine = json<Item[]>(await sbx.call("GET", `/backups/${vm.id}`)).find((b) => b.manual)!;
    expect(mine.state).toBe("scheduled");

    await advance(DURATIONS.startDelay + DURATIONS.run + 500);
    const finished = json<Item>(await sbx.call("GET", `/backup/${mine.id}`));
    expect(["available", "failed"]).toContain(finished.state);
    const cancel = await sbx.call("PATCH", `/backup/${mine.id}/cancel`);
    expect(cancel.status).toBe(409);
    expect(json<{ error: { message: string } }>(cancel).error.message).toContain(finished.state);
    const notifications = json<{ notification: string }[]>(await sbx.call("GET", "/notification"));
    expect(notifications.some((n) => n.notification.includes(mine.id))).toBe(true);
  });

  it("restores as a volume with a zone of the iaas area, and names a bad field", async () => {
    const available = json<Item[]>(await sbx.call("GET", "/backups")).find((b) => b.state === "available")!;
    const bad = await sbx.call("POST", `/restore/${available.id}/volume`, {
      body: { availability_zone: "zone-x", volume_name: "copy", volume_type: "ssd" },
    });
    expect(bad.status).toBe(400);
    expect(json<{ error: { field: string } }>(bad).error.field).toBe("availability_zone");
    const ok = await sbx.call("POST", `/restore/${available.id}/volume`, {
      body: { availability_zone: "zone-a", volume_name: "copy", volume_type: "ssd" },
    });
    expect(ok.status).toBe(204);
    await advance(DURATIONS.restore + 500);
    const restored = json<Item>(await sbx.call("GET", `/backup/${available.id}`));
    expect(restored.state).toBe("available");
    expect(JSON.parse(restored.last_restore!)).toMatchObject({ kind: "volume", target: "copy" });
  });
});

describe("clustermgr over HTTP", () => {
  it("creates a cluster that succeeds under a moved clock, then enforces the worker-default rule", async () => {
    const regions = json<{ name: string; zones: string[] }[]>(
      await sbx.call("GET", "/clustermgr/cloudprofile/iaas-cloud/regions"),
    );
    const created = await sbx.call("POST", "/clustermgr/garden-demo/shoots", {
      body: {
        shoot_name: "http-made",
        cloud_profile_name: "iaas-cloud",
        cluster_version: "1.31.7",
        image_name: "gardenlinux",
        image_version: "1592.4.0",
        iaas_flavor: "m1.medium",
        purpose: "testing",
        region: regions[0].name,
        secret_binding_name: "iaas-credentials",
        zones: regions[0].zones.slice(0, 2).join(","),
        maximum_workers: "2",
      },
    });
    expect(created.status).toBe(200);
    expect(json<Shoot>(created).status.lastOperation).toMatchObject({ type: "Create", state: "Processing" });
    await advance(OPERATION_DURATIONS.Create + 500);
    const [shoot] = json<Shoot[]>(await sbx.call("GET", "/clustermgr/garden-demo/shoots/http-made"));
    expect(shoot.status.lastOperation).toMatchObject({ state: "Succeeded", progress: 100 });
    expect(shoot.spec.provider.workers[0].name).toBe(DEFAULT_WORKER_GROUP);

    const legacy = await sbx.call("PATCH", "/clustermgr/garden-demo/shoots/legacy", { body: { maximum_workers: "4" } });
    expect(legacy.status).toBe(409);
    expect(json<{ error: { message: string } }>(legacy).error.message).toContain("worker-default does not exist");

    const config = await sbx.call("GET", "/clustermgr/garden-demo/shoots/http-made/viewerclusterconfig", {
      body: { expiration_seconds: 900 },
    });
    expect(config.status).toBe(200);
    expect(json<{ expirationSeconds: number; clusterconfig: string }>(config)).toMatchObject({
      expirationSeconds: 900,
    });

    const secrets = await sbx.call("GET", "/clustermgr/garden-demo/secrets");
    expect(secrets.text).not.toMatch(/"applicationCredentialSecret":"(?!\*\*\*\*)/);
    expect((await sbx.call("GET", "/clustermgr/garden-nope/shoots")).status).toBe(404);
  });

  it("keeps the state across a restart on the same data directory", async () => {
    const before = json<Item[]>(await sbx.call("GET", "/backups")).length;
    await sbx.close();
    const again = await startTestSandbox({ areas, dataDir: sbx.dataDir });
    try {
      expect(json<Item[]>(await again.call("GET", "/backups")).length).toBe(before);
      expect((await again.call("GET", "/clustermgr/garden-demo/shoots/http-made")).status).toBe(200);
    } finally {
      sbx = again;
    }
  });
});
