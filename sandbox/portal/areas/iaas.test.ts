import { describe, expect, it } from "vitest";
import { operationList } from "../../../lib/portal/operations";
import { createServices, SandboxClock } from "../services";
import { harness, seedArea } from "./area-test-kit";
import { iaasArea } from "./iaas";
import { quotasArea } from "./quotas";

const setup = () => harness(iaasArea, [quotasArea]);
const firstProject = (h: ReturnType<typeof setup>, enabled = true) => {
  const project = h.state.projects.find((p) => p.enabled === enabled);
  if (!project) throw new Error("seed has no such project");
  return project;
};

describe("iaas area: catalog coverage", () => {
  it("handles every iaas operation of the catalog and nothing else", () => {
    const ids = operationList
      .filter((op) => op.area === "iaas")
      .map((op) => op.id)
      .sort();
    expect(ids).toHaveLength(17);
    expect(Object.keys(iaasArea.handlers).sort()).toEqual(ids);
  });
});

describe("iaas area: seed", () => {
  it("is deterministic for a region and differs between regions", () => {
    const clock = new SandboxClock();
    const services = createServices({ clock, notify: () => undefined });
    const fixed = { ...services, now: () => 1_750_000_000_000 };
    expect(seedArea(iaasArea, "eu-central", fixed)).toEqual(seedArea(iaasArea, "eu-central", fixed));
    expect(seedArea(iaasArea, "eu-west", fixed).projects[0].id).not.toBe(
      seedArea(iaasArea, "eu-central", fixed).projects[0].id,
    );
  });

  it("holds the inventories the console and the backups area read", () => {
    const { state, call } = setup();
    expect(state.projects.some((p) => !p.enabled)).toBe(true);
    expect(state.volume_types.map((t) => t.name)).toEqual(expect.arrayContaining(["standard", "ssd"]));
    expect(call("iaas.availabilityZones.list")).toEqual([
      { zoneName: "zone-a", zoneState: { available: true } },
      { zoneName: "zone-b", zoneState: { available: true } },
      { zoneName: "zone-c", zoneState: { available: false } },
    ]);
    const volumes = call("iaas.volumes.list") as Record<string, unknown[]>;
    expect(Object.keys(volumes).sort()).toEqual(["backups", "snapshots", "volumes"]);
    expect(volumes.snapshots.length).toBeGreaterThan(0);
    expect(volumes.backups.length).toBeGreaterThan(0);
    const networks = call("iaas.networks.list") as Record<string, unknown[]>;
    expect(Object.keys(networks).sort()).toEqual([
      "floating_ips",
      "networks",
      "ports",
      "routers",
      "security_groups",
      "security_groups_rules",
    ]);
    const lbs = call("iaas.loadBalancers.list") as Record<string, unknown[]>;
    expect(Object.keys(lbs).sort()).toEqual([
      "healthmonitors",
      "l7policies",
      "l7rules",
      "listeners",
      "loadbalancers",
      "members",
      "pools",
    ]);
    expect(Object.values(lbs).every((list) => list.length > 0)).toBe(true);
    expect((call("iaas.servers.list") as unknown[]).length).toBeGreaterThan(0);
  });
});

describe("iaas area: projects", () => {
  it("disables and enables a project, and refuses an unknown one", () => {
    const h = setup();
    const project = firstProject(h);
    expect(h.call("iaas.project.disable", { project_id: project.id })).toBeUndefined();
    expect(h.state.projects.find((p) => p.id === project.id)?.enabled).toBe(false);
    h.call("iaas.project.enable", { project_id: project.id });
    expect(h.state.projects.find((p) => p.id === project.id)?.enabled).toBe(true);
    expect(h.refusal("iaas.project.enable", { project_id: "nope" }).status).toBe(404);
  });

  it("deletes a project with its credentials, and 404s the second time", () => {
    const h = setup();
    const project = firstProject(h);
    expect(h.state.credentials.some((c) => c.project_id === project.id)).toBe(true);
    h.call("iaas.project.delete", { project_id: project.id });
    expect(h.state.projects.some((p) => p.id === project.id)).toBe(false);
    expect(h.state.credentials.some((c) => c.project_id === project.id)).toBe(false);
    expect(h.state.servers.some((s) => s.project_id === project.id)).toBe(false);
    expect(h.refusal("iaas.project.delete", { project_id: project.id }).status).toBe(404);
  });

  it("creates a project in its client's domain with a quota profile; a second with that name is 409", () => {
    const h = setup();
    const created = h.call("iaas.projects.create", {
      name: "shop-v2",
      quota_profile: "small",
      client: "northwind",
      description: "new",
    }) as {
      project: { id: string; domain_name: string; enabled: boolean };
    };
    expect(created.project).toMatchObject({ domain_name: "northwind", enabled: true });
    expect(h.state.project_quotas[created.project.id].quota.cores).toBe(8);
    const listed = h.call("iaas.projects.list", { domain: "northwind" }) as Array<{ name: string }>;
    expect(listed.map((p) => p.name)).toContain("shop-v2");
    const again = h.refusal("iaas.projects.create", { name: "shop-v2", quota_profile: "small", client: "northwind" });
    expect([again.status, again.field]).toEqual([409, "name"]);
    // The same name in another domain is fine.
    h.call("iaas.projects.create", { name: "shop-v2", quota_profile: "small", client: "contoso" });
    expect(h.refusal("iaas.projects.create", { name: "x", quota_profile: "huge" }).field).toBe("quota_profile");
    expect(h.refusal("iaas.projects.create", { name: "x", quota_profile: "small", client: "initech" }).status).toBe(
      404,
    );
  });

  it("filters projects by domain id or name", () => {
    const h = setup();
    const domain = h.state.domains.find((d) => d.name === "contoso");
    const byName = h.call("iaas.projects.list", { domain: "contoso" }) as unknown[];
    expect(byName.length).toBeGreaterThan(0);
    expect(h.call("iaas.projects.list", { domain: domain?.id })).toEqual(byName);
    expect((h.call("iaas.projects.list") as unknown[]).length).toBe(h.state.projects.length);
  });

  it("sets project quotas and answers the spec's object", () => {
    const h = setup();
    const project = firstProject(h);
    const base = { client: project.client, project_id: project.id, reseller: project.reseller };
    const answer = h.call("iaas.projectQuotas.set", { ...base, quota: "cores", limit: 48 }) as Record<string, unknown>;
    for (const key of ["api_export_size", "recordset_records", "zone_records", "zone_recordsets", "zones"])
      expect(Number.isInteger(answer[key])).toBe(true);
    expect(answer.quota).toMatchObject({ cores: 48 });
    expect(answer.quota_set).toEqual(expect.objectContaining({ gigabytes: expect.any(Number) }));
    const profiled = h.call("iaas.projectQuotas.set", { ...base, quota_profile: "medium" }) as {
      quota_set: Record<string, number>;
    };
    expect(profiled.quota_set.gigabytes).toBe(1000);
    expect(h.refusal("iaas.projectQuotas.set", { ...base, quota: "unicorns", limit: 1 }).field).toBe("quota");
    expect(h.refusal("iaas.projectQuotas.set", { ...base, client: "someone-else" }).field).toBe("client");
    expect(h.refusal("iaas.projectQuotas.set", { ...base, project_id: "nope" }).status).toBe(404);
  });
});

describe("iaas area: domains and credentials", () => {
  it("creates a domain once", () => {
    const h = setup();
    const { domain } = h.call("iaas.domains.create", { name: "initech" }) as { domain: { id: string; name: string } };
    expect(domain.name).toBe("initech");
    expect((h.call("iaas.domains.list") as Array<{ id: string }>).some((d) => d.id === domain.id)).toBe(true);
    expect(h.refusal("iaas.domains.create", { name: "initech" }).status).toBe(409);
  });

  it("returns a credential's secret once, never in the list, and deletes it", () => {
    const h = setup();
    const project = firstProject(h);
    const body = {
      project_id: project.id,
      access_key: "AKIA-TEST",
      description: "ci",
      roles: ["member"],
      secret_key: "s3cr3t-value",
      user_bound: true,
    };
    const { credential } = h.call("iaas.credentials.create", body) as {
      credential: { id: string; secret_key: string; blob: string };
    };
    expect(credential.secret_key).toBe("s3cr3t-value");
    expect(JSON.parse(credential.blob)).toEqual({ access: "AKIA-TEST", secret: "s3cr3t-value" });

    const listed = h.call("iaas.credentials.list", { project_id: project.id }) as Array<{ id: string; blob: string }>;
    const mine = listed.find((c) => c.id === credential.id);
    expect(JSON.parse(mine?.blob ?? "{}")).toEqual({ access: "AKIA-TEST" });
    expect(JSON.stringify(listed)).not.toContain("s3cr3t-value");
    expect(JSON.stringify(h.state)).not.toContain("s3cr3t-value");
    expect(h.refusal("iaas.credentials.create", body).status).toBe(409);

    h.call("iaas.credential.delete", { project_id: project.id, credential_id: credential.id });
    expect(
      (h.call("iaas.credentials.list", { project_id: project.id }) as Array<{ id: string }>).some(
        (c) => c.id === credential.id,
      ),
    ).toBe(false);
    expect(h.refusal("iaas.credential.delete", { project_id: project.id, credential_id: credential.id }).status).toBe(
      404,
    );
    expect(h.refusal("iaas.credentials.list", { project_id: "nope" }).status).toBe(404);
  });
});
