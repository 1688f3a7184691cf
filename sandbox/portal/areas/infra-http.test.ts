/** The iaas, quotas, profiles/users and object-storage areas over real HTTP, through the sandbox core. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServices, SandboxClock } from "../services";
import { json, READER, startTestSandbox, type TestSandbox } from "../test-support";
import { seedArea } from "./area-test-kit";
import { profilesArea } from "./profiles";

let sbx: TestSandbox;
beforeAll(async () => {
  sbx = await startTestSandbox();
});
afterAll(async () => {
  await sbx?.dispose();
});

type Project = { id: string; name: string; enabled: boolean };

describe("infrastructure areas over HTTP", () => {
  it("disables a project (204), shows it disabled, and refuses a token without the permission", async () => {
    const projects = json<Project[]>(await sbx.call("GET", "/iaas/projects", { body: { domain: "northwind" } }));
    const project = projects.find((p) => p.enabled);
    if (!project) throw new Error("no enabled project");
    expect((await sbx.call("PATCH", `/iaas/project/${project.id}/disable`)).status).toBe(204);
    const after = json<Project[]>(await sbx.call("GET", "/iaas/projects"));
    expect(after.find((p) => p.id === project.id)?.enabled).toBe(false);
    expect((await sbx.call("PATCH", `/iaas/project/${project.id}/enable`, { token: READER })).status).toBe(403);
    expect((await sbx.call("DELETE", "/iaas/project/no-such-project")).status).toBe(404);
  });

  it("returns a credential's secret once and never again", async () => {
    const [project] = json<Project[]>(await sbx.call("GET", "/iaas/projects"));
    const body = {
      access_key: "AK-HTTP",
      description: "http test",
      roles: ["member"],
      secret_key: "http-secret-123",
      user_bound: false,
    };
    const created = await sbx.call("POST", `/iaas/credentials/${project.id}`, { body });
    expect(created.status).toBe(200);
    expect(json<{ credential: { secret_key: string } }>(created).credential.secret_key).toBe("http-secret-123");
    const listed = await sbx.call("GET", `/iaas/credentials/${project.id}`);
    expect(listed.status).toBe(200);
    expect(listed.text).toContain("AK-HTTP");
    expect(listed.text).not.toContain("http-secret-123");
  });

  it("accepts a quota request and the line takes the new limit", async () => {
    const [request] = json<Array<{ client: string; resource: string; quota: string; limit: number }>>(
      await sbx.call("GET", "/quota/requests"),
    );
    const accepted = await sbx.call("PATCH", "/quota/requests/accept", { body: { quotas: [request] } });
    expect(accepted.status).toBe(204);
    const lines = json<Array<{ resource_id: string; quota: string; limit: number }>>(
      await sbx.call("GET", "/quota/overview/line"),
    );
    expect(lines.find((l) => l.resource_id === request.resource && l.quota === request.quota)?.limit).toBe(
      request.limit,
    );
    const again = await sbx.call("PATCH", "/quota/requests/accept", { body: { quotas: [request] } });
    expect(again.status).toBe(404);
  });

  it("enables a user, and names `reseller` when the body disagrees with the path", async () => {
    // Seeded ids depend only on the region and area, so the test can predict them.
    const seeded = seedArea(
      profilesArea,
      "eu-central",
      createServices({ clock: new SandboxClock(), notify: () => undefined }),
    );
    const user = seeded.users.find((u) => !u.enabled);
    if (!user) throw new Error("no disabled user");
    const path = `/reseller/${user.reseller}/client/${user.client}/user/${user.id}`;
    expect((await sbx.call("PATCH", `${path}/enable`, { body: { reseller: user.reseller } })).status).toBe(204);
    const mismatch = await sbx.call("PATCH", `${path}/disable`, { body: { reseller: "someone-else" } });
    expect(mismatch.status).toBe(400);
    expect(json<{ error: { field?: string } }>(mismatch).error.field).toBe("reseller");
  });

  it("answers object-storage access keys and a shared URL, with GET bodies", async () => {
    const [project] = json<Project[]>(await sbx.call("GET", "/iaas/projects"));
    const access = await sbx.call("GET", "/objaccess", { body: { resource_id: project.id } });
    expect(access.status).toBe(200);
    expect(json<{ access_key: string; secret_key: string }>(access).secret_key.length).toBeGreaterThan(0);
    const shared = await sbx.call("GET", "/objstore/shared_url", {
      body: { bucket: "web-prod-assets", key: "images/logo.png" },
    });
    expect(shared.status).toBe(200);
    expect(json<{ object_key: string }>(shared).object_key).toBe("images/logo.png");
    const none = await sbx.call("GET", "/objstore/shared_url", { body: { bucket: "web-prod-assets", key: "missing" } });
    expect(none.status).toBe(404);
  });
});
