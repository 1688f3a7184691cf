/**
 * The area's readers against real answers: the sandbox portal over HTTP, as the BFF relays it. If the portal's
 * shapes drift from what the screens read, these fail where the unit tests (hand-made objects) would not.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox, type RunningSandbox } from "@/sandbox/start";
import { bindingsBySecret, clustersByBinding, toBindings, toSecrets } from "./credentials";
import { toShootEntries } from "./overview";
import { buildCatalog, defaultWorkerChoice, preferredVersion, runsOn } from "./profile";
import { toProjects } from "./project";
import { defaultWorkerOf, toShoots } from "./shoot";
import { shootPhase } from "./status";

let sandbox: RunningSandbox;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "clusters-contract-"));
  sandbox = await startSandbox({ dataDir, reset: true, gateway: false });
});

afterAll(async () => {
  await sandbox?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function get(path: string): Promise<unknown> {
  const response = await fetch(`${sandbox.portalUrl}${path}`, {
    headers: { "auth-token": "demo-admin-token", region: sandbox.regions[0] },
  });
  expect(response.status, path).toBe(200);
  return response.json();
}

describe("clustermgr readers against the sandbox portal", () => {
  it("reads every seeded cluster with its project, status and workers", async () => {
    const entries = toShootEntries(await get("/clustermgr/shoots"));
    expect(entries.length).toBeGreaterThanOrEqual(7);
    const legacy = entries.find((e) => e.shoot.name === "legacy");
    expect(legacy?.project).toBe("demo");
    expect(legacy && defaultWorkerOf(legacy.shoot)).toBeUndefined();
    expect(legacy && shootPhase(legacy.shoot)).toBe("error");
    const failed = entries.find((e) => e.shoot.name === "shop-dev");
    expect(failed && shootPhase(failed.shoot)).toBe("failed");
    expect(failed?.shoot.lastErrors[0]?.description).toMatch(/credential/);
    const web = entries.find((e) => e.shoot.name === "web");
    expect(web?.shoot.workers.map((w) => w.name)).toEqual(["worker-default", "gpu"]);
    expect(web?.shoot.conditions.map((c) => c.type)).toContain("APIServerAvailable");
  });

  it("reads projects, and who uses which secret and binding", async () => {
    const projects = toProjects(await get("/clustermgr/projects"));
    const shop = projects.find((p) => p.name === "shop");
    expect(shop?.namespace).toBe("garden-shop");
    const secrets = toSecrets(await get("/clustermgr/garden-shop/secrets"));
    const bindings = toBindings(await get("/clustermgr/garden-shop/secretbindings"));
    const shoots = toShoots(await get("/clustermgr/garden-shop/shoots"));
    expect(secrets.map((s) => s.name).sort()).toEqual(["ci-credentials", "iaas-credentials"]);
    expect(bindingsBySecret(bindings).get("ci-credentials")?.sort()).toEqual(["shop-ci", "shop-ci-backup"]);
    expect(clustersByBinding(shoots).get("iaas-credentials")?.sort()).toEqual(["shop-dev", "shop-prod"]);
  });

  it("builds the create form's catalog from the cloud profile endpoints", async () => {
    const base = "/clustermgr/cloudprofile/iaas-cloud";
    const catalog = buildCatalog({
      name: "iaas-cloud",
      profile: await get(base),
      versions: await get(`${base}/cluster-versions`),
      images: await get(`${base}/images`),
      machineTypes: await get(`${base}/machine-types`),
      regions: await get(`${base}/regions`),
    });
    expect(preferredVersion(catalog)).toBe("1.31.7");
    expect(catalog.regions[0]).toEqual({ name: sandbox.regions[0], zones: ["zone-a", "zone-b", "zone-c"] });
    expect(catalog.machineTypes.find((t) => t.name === "m1.small")?.usable).toBe(false);
    const ubuntu2204 = catalog.images.find((i) => i.name === "ubuntu")?.versions.find((v) => v.version === "22.04");
    expect(runsOn(ubuntu2204, "arm64")).toBe(false);
    const choice = defaultWorkerChoice(catalog);
    expect(catalog.machineTypes.find((t) => t.name === choice.machineType)?.usable).toBe(true);
    expect(choice.imageVersion).not.toBe("");
  });
});
