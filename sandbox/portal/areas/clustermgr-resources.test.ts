/** The clustermgr area's projects, secrets, bindings, kubeconfigs, the cross-project list and cloud profiles. */
import { describe, expect, it } from "vitest";
import { operations, type OperationId } from "../../../lib/portal/operations";
import type { Shoot } from "./clustermgr/model";
import { createBody, NS, setup } from "./clustermgr/test-support";

describe("projects, secrets, bindings, kubeconfigs, profiles", () => {
  it("creates, filters and updates projects", () => {
    const h = setup();
    const created = h.call("clustermgr.projects.create", {
      project_id: "ml",
      purpose: "Machine learning",
      reseller_prefix: "acme",
      owner: "alice",
    }) as { metadata: { name: string }; spec: { namespace: string; owner: { name: string } } };
    expect(created.metadata.name).toBe("acme-ml");
    expect(created.spec).toMatchObject({ namespace: "garden-acme-ml", owner: { name: "alice" } });
    expect(
      h.refusal("clustermgr.projects.create", { project_id: "ml", purpose: "x", reseller_prefix: "acme" }).status,
    ).toBe(409);
    expect(h.refusal("clustermgr.projects.create", { project_id: "Not Valid", purpose: "x" }).field).toBe("project_id");
    expect((h.call("clustermgr.projects.list", { namespace_filter: "acme" }) as unknown[]).length).toBe(1);
    const updated = h.call("clustermgr.project.update", {
      project_name: "acme-ml",
      description: "new",
      prepare_delete: true,
    }) as { metadata: { annotations: Record<string, string> }; spec: { description: string } };
    expect(updated.spec.description).toBe("new");
    expect(updated.metadata.annotations["confirmation.gardener.cloud/deletion"]).toBe("true");
    expect((h.call("clustermgr.project.get", { project_name: "acme-ml" }) as unknown[]).length).toBe(1);
    expect(h.refusal("clustermgr.project.get", { project_name: "nope" }).status).toBe(404);
  });

  it("masks secret values and binds secrets", () => {
    const h = setup();
    const secret = h.call("clustermgr.secrets.create", {
      namespace: NS,
      secret_name: "new-creds",
      app_credential_id: "id-1",
      app_credential_name: "name-1",
      app_credential_secret: "s3cr3t-value",
      domain_name: "Default",
      project_name: "demo",
    }) as { data: Record<string, string> };
    expect(Object.values(secret.data).every((v) => v === "****")).toBe(true);
    expect(JSON.stringify(h.call("clustermgr.secrets.list", { namespace: NS }))).not.toContain("s3cr3t-value");
    h.call("clustermgr.secret.update", { namespace: NS, secret_name: "new-creds", app_credential_secret: "rotated" });
    expect(h.state.secrets.find((s) => s.name === "new-creds")!.data.applicationCredentialSecret).toBe("rotated");

    const binding = h.call("clustermgr.secretBindings.create", {
      namespace: NS,
      secret_name: "new-creds",
      secretbinding_name: "new-binding",
    });
    expect(binding).toMatchObject({ secretRef: { name: "new-creds", namespace: NS }, provider: { type: "openstack" } });
    expect(h.call("clustermgr.secretBinding.get", { namespace: NS, secret_binding_name: "new-binding" })).toMatchObject(
      [{ credentialsRef: { name: "new-creds" } }],
    );
    expect(
      h.refusal("clustermgr.secretBindings.create", { namespace: NS, secret_name: "nope", secretbinding_name: "b2" }),
    ).toMatchObject({ status: 404, field: "secret_name" });
    expect(
      h.refusal("clustermgr.secretBindings.create", {
        namespace: NS,
        secret_name: "new-creds",
        secretbinding_name: "new-binding",
      }).status,
    ).toBe(409);
    // The new binding can carry a cluster.
    h.call("clustermgr.shoots.create", { ...createBody(h.region, "bound"), secret_binding_name: "new-binding" });
  });

  it("generates kubeconfigs with the requested lifetime", () => {
    const h = setup();
    const config = h.call("clustermgr.shoot.adminConfig", { namespace: NS, shoot_name: "web" }) as {
      expirationSeconds: number;
      expirationTimestamp: string;
      clusterconfig: string;
    };
    expect(config.expirationSeconds).toBe(3600);
    expect(Math.abs(Date.parse(config.expirationTimestamp) - (h.clock.now() + 3_600_000))).toBeLessThan(1000);
    expect(config.clusterconfig).toMatch(
      /kind: Config[\s\S]*server: https:\/\/api\.web\.demo\.[\s\S]*token: sandbox-admin-/,
    );
    const viewer = h.call("clustermgr.shoot.viewerConfig", {
      namespace: NS,
      shoot_name: "web",
      expiration_seconds: "86400",
    }) as { expirationSeconds: number; clusterconfig: string };
    expect(viewer.expirationSeconds).toBe(86400);
    expect(viewer.clusterconfig).toContain("sandbox-viewer-");
    expect(
      h.refusal("clustermgr.shoot.adminConfig", { namespace: NS, shoot_name: "web", expiration_seconds: 60 }),
    ).toMatchObject({ status: 400, field: "expiration_seconds" });
  });

  it("lists all clusters with their project and iaas project, filtered", () => {
    const h = setup();
    const all = h.call("clustermgr.allShoots.list") as {
      cluster_project: { metadata: { name: string }; shoot: Shoot };
      iaas_project_id: string;
    }[];
    expect(all).toHaveLength(h.state.shoots.length);
    expect(all[0].iaas_project_id).toBeTruthy();
    const filtered = h.call("clustermgr.allShoots.list", {
      cluster_project_name: "shop",
      shoot_name: "prod",
    }) as typeof all;
    expect(filtered.map((e) => e.cluster_project.shoot.metadata.name)).toEqual(["shop-prod"]);
  });

  it("answers the cloud profile operations", () => {
    const h = setup();
    const name = { cloudprofilename: "iaas-cloud" };
    expect(h.call("clustermgr.cloudProfile.clusterVersions", name)).toMatchObject({
      defaultVersion: "1.31.7",
      versions: expect.arrayContaining(["1.31.7"]),
    });
    expect(h.call("clustermgr.cloudProfile.images", name)).toEqual(
      expect.arrayContaining([{ name: "ubuntu", versions: ["24.04", "22.04"] }]),
    );
    const types = h.call("clustermgr.cloudProfile.machineTypes", name) as {
      name: string;
      usable: boolean;
      storage: object;
    }[];
    expect(types.some((t) => !t.usable)).toBe(true);
    expect((h.call("clustermgr.cloudProfile.regions", name) as { name: string; zones: string[] }[])[0]).toEqual({
      name: h.region,
      zones: ["zone-a", "zone-b", "zone-c"],
    });
    expect(h.call("clustermgr.cloudProfile.get", name)).toHaveLength(1);
    expect(h.call("clustermgr.cloudProfiles.list", { cloudprofilename: "nope" })).toEqual([]);
    expect(h.refusal("clustermgr.cloudProfile.images", { cloudprofilename: "nope" }).status).toBe(404);
  });
});

describe("clustermgr answers and the catalog", () => {
  it("every answer with a described body parses with the catalog's output schema", () => {
    const h = setup();
    const shoot = { namespace: NS, shoot_name: "web" };
    const profile = { cloudprofilename: "iaas-cloud" };
    const calls: [string, Record<string, unknown>][] = [
      ["clustermgr.secretBindings.list", { namespace: NS }],
      ["clustermgr.secretBinding.get", { namespace: NS, secret_binding_name: "iaas-credentials" }],
      ["clustermgr.secrets.list", { namespace: NS }],
      ["clustermgr.secret.get", { namespace: NS, secret_name: "iaas-credentials" }],
      ["clustermgr.shoots.list", { namespace: NS }],
      ["clustermgr.shoot.get", shoot],
      ["clustermgr.shoot.adminConfig", shoot],
      ["clustermgr.workerGroups.list", shoot],
      ["clustermgr.workerGroup.get", { ...shoot, worker_group_name: "gpu" }],
      ["clustermgr.shoot.update", { ...shoot, purpose: "testing" }],
      ["clustermgr.shoots.create", createBody(h.region, "schema")],
      ["clustermgr.secretBindings.create", { namespace: NS, secret_name: "old-credentials", secretbinding_name: "b" }],
      ["clustermgr.cloudProfile.get", profile],
      ["clustermgr.cloudProfile.images", profile],
      ["clustermgr.cloudProfile.clusterVersions", profile],
      ["clustermgr.cloudProfile.machineTypes", profile],
      ["clustermgr.cloudProfile.regions", profile],
      ["clustermgr.cloudProfiles.list", {}],
      ["clustermgr.projects.list", {}],
      ["clustermgr.project.get", { project_name: "demo" }],
      ["clustermgr.allShoots.list", {}],
      ["clustermgr.shoot.delete", { ...shoot, force: true }],
      ["clustermgr.project.delete", { project_name: "data", force: true }],
    ];
    for (const [id, input] of calls) {
      const output = operations[id as OperationId].output!;
      const parsed = output.safeParse(h.call(id, input));
      expect(parsed.success, `${id}: ${parsed.error?.message}`).toBe(true);
    }
  });
});
