import { describe, expect, it } from "vitest";
import { operationList } from "../../../lib/portal/operations";
import { createServices, SandboxClock } from "../services";
import { harness, seedArea } from "./area-test-kit";
import { aiArea } from "./ai";
import { iaasArea } from "./iaas";
import { profilesArea } from "./profiles";

type Profile = { id: string; name: string; type: string };
type Node = Profile & { children: Node[]; parents_ids: string[]; expanded: boolean };
type Entry = { name: string; enabled: boolean; description?: string; group?: unknown };

const setup = () => harness(profilesArea, [iaasArea]);
const profileNamed = (h: ReturnType<typeof setup>, name: string) => {
  const profile = (h.call("profiles.list") as Profile[]).find((p) => p.name === name);
  if (!profile) throw new Error(`no profile ${name}`);
  return profile;
};

describe("profiles area: catalog and seed", () => {
  it("handles the profile and user operations of the catalog (property is another area's)", () => {
    const ids = operationList
      .filter((op) => op.area === "profiles" || op.area === "users")
      .map((op) => op.id)
      .sort();
    expect(Object.keys(profilesArea.handlers).sort()).toEqual(ids);
  });

  it("seeds the same profiles and users for the same region", () => {
    const services = {
      ...createServices({ clock: new SandboxClock(), notify: () => undefined }),
      now: () => 1_750_000_000_000,
    };
    expect(seedArea(profilesArea, "eu-central", services)).toEqual(seedArea(profilesArea, "eu-central", services));
  });
});

describe("profiles area: reading", () => {
  it("lists profiles by type", () => {
    const h = setup();
    for (const type of ["reseller", "client", "user"]) {
      const listed = h.call("profiles.list", { profile_type: type }) as Profile[];
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.every((p) => p.type === type)).toBe(true);
    }
    expect((h.call("profiles.list") as Profile[]).length).toBe(h.state.profiles.length);
  });

  it("answers a tree whose nodes know their ancestors", () => {
    const tree = setup().call("profiles.tree.get") as Node[];
    expect(tree.every((root) => root.expanded && root.parents_ids.length === 0)).toBe(true);
    const admin = tree.find((n) => n.name === "reseller-admin");
    const clientAdmin = admin?.children.find((n) => n.name === "client-admin");
    const operator = clientAdmin?.children.find((n) => n.name === "client-operator");
    expect(operator?.parents_ids).toEqual([admin?.id, clientAdmin?.id]);
    expect(operator?.expanded).toBe(false);
  });

  it("lists dashboards, catalog permissions and sub-profiles with enabled flags", () => {
    const h = setup();
    const dashboards = h.call("profile.dashboards.list", { name: "ai-user" }) as Entry[];
    expect(dashboards.find((d) => d.name === "ai")?.enabled).toBe(true);
    expect(dashboards.find((d) => d.name === "backups")?.enabled).toBe(false);

    const permissions = h.call("profile.permissions.list", { name: "ai-user" }) as Entry[];
    expect(permissions.length).toBe(new Set(operationList.map((op) => op.permission)).size);
    expect(permissions.find((p) => p.name === "ai-get")).toMatchObject({ enabled: true, group: "ai" });
    expect(permissions.find((p) => p.name === "ai_key-delete")?.enabled).toBe(true);
    expect(permissions.find((p) => p.name === "iaas_project-delete")?.enabled).toBe(false);
    const support = h.call("profile.permissions.list", { name: "reseller-support" }) as Entry[];
    expect(support.every((p) => p.enabled === p.name.endsWith("-get"))).toBe(true);

    const included = h.call("profile.profiles.list", { name: "client-admin" }) as Entry[];
    expect(included.find((p) => p.name === "developer")?.enabled).toBe(true);
    expect(included.find((p) => p.name === "ai-user")?.enabled).toBe(false);
    expect(h.refusal("profile.dashboards.list", { name: "nobody" }).status).toBe(404);
  });
});

describe("profiles area: assignment", () => {
  it("assigns, replaces and removes profiles of an entity", () => {
    const h = setup();
    const user = h.state.users[3];
    const developer = profileNamed(h, "developer");
    const aiUser = profileNamed(h, "ai-user");
    const key = { client_id: user.client_id, entity: user.id, profile_type: "user", reseller_name: user.reseller };
    const assigned = () =>
      h.state.assignments.find((a) => a.entity === user.id && a.profile_type === "user")?.profile_ids ?? [];

    h.call("profiles.assignment.add", { ...key, profile_id: developer.id });
    expect(assigned()).toEqual([developer.id]);
    expect(h.refusal("profiles.assignment.add", { ...key, profile_id: developer.id }).status).toBe(409);
    h.call("profiles.assignment.replace", { ...key, profile_ids: [aiUser.id] });
    expect(assigned()).toEqual([aiUser.id]);
    h.call("profiles.assignment.remove", { ...key, profile_id: aiUser.id });
    expect(assigned()).toEqual([]);
    expect(h.refusal("profiles.assignment.remove", { ...key, profile_id: aiUser.id }).status).toBe(404);
  });

  it("refuses an unknown profile, a profile of another type, and an unknown user", () => {
    const h = setup();
    const user = h.state.users[0];
    const key = { client_id: user.client_id, entity: user.id, profile_type: "user", reseller_name: user.reseller };
    expect(h.refusal("profiles.assignment.add", { ...key, profile_id: "prof-nope" }).status).toBe(404);
    const refusedType = h.refusal("profiles.assignment.add", {
      ...key,
      profile_id: profileNamed(h, "client-admin").id,
    });
    expect([refusedType.status, refusedType.field]).toEqual([400, "profile_id"]);
    expect(h.refusal("profiles.assignment.replace", { ...key, profile_ids: ["prof-nope"] }).status).toBe(404);
    expect(
      h.refusal("profiles.assignment.add", { ...key, entity: "usr-nope", profile_id: profileNamed(h, "developer").id })
        .field,
    ).toBe("entity");
    expect(h.refusal("profiles.assignment.add", { ...key, profile_type: "robot", profile_id: "x" }).field).toBe(
      "profile_type",
    );
  });
});

describe("profiles area: users", () => {
  it("enables and disables a user per the spec's table", () => {
    const h = setup();
    const user = h.state.users.find((u) => !u.enabled);
    if (!user) throw new Error("seed has no disabled user");
    const path = { name: user.reseller, client: user.client, id: user.id };
    h.call("users.enable", { ...path, reseller: user.reseller });
    expect(h.state.users.find((u) => u.id === user.id)).toMatchObject({ enabled: true, status: "active" });
    h.call("users.disable", { ...path, client: user.client_id, reseller: user.reseller });
    expect(h.state.users.find((u) => u.id === user.id)).toMatchObject({ enabled: false, status: "disabled" });
  });

  it("acts on an AI project member as the same account: its AIUser record follows, a role gives it a record here", () => {
    const h = harness(profilesArea, [iaasArea, aiArea]);
    const members = (
      h.region_state.ai as { users: { id: string; reseller: string; client_id: string; enabled: string }[] }
    ).users;
    const member = members.find((u) => u.enabled === "true");
    if (!member) throw new Error("seed has no enabled AI user");
    const path = { name: member.reseller, client: member.client_id, id: member.id, reseller: member.reseller };
    h.call("users.disable", path);
    expect(member.enabled).toBe("false");
    h.call("users.enable", path);
    expect(member.enabled).toBe("true");
    const project = (h.region_state.iaas as { projects: { id: string }[] }).projects[0];
    h.call("users.iaasRole.add", {
      name: member.reseller,
      client: member.client_id,
      id: member.id,
      role: "member",
      project_id: project.id,
    });
    expect(h.state.users.find((u) => u.id === member.id)).toMatchObject({
      enabled: true,
      iaas_roles: [{ project_id: project.id, role: "member" }],
    });
    h.call("users.disable", path);
    expect([member.enabled, h.state.users.find((u) => u.id === member.id)?.enabled]).toEqual(["false", false]);
  });

  it("refuses a body reseller that differs from the path, and an unknown user", () => {
    const h = setup();
    const user = h.state.users[0];
    const refused = h.refusal("users.enable", {
      name: user.reseller,
      client: user.client,
      id: user.id,
      reseller: "other",
    });
    expect([refused.status, refused.field]).toEqual([400, "reseller"]);
    expect(
      h.refusal("users.disable", { name: user.reseller, client: user.client, id: "usr-nope", reseller: user.reseller })
        .status,
    ).toBe(404);
    expect(
      h.refusal("users.disable", { name: user.reseller, client: "globex-not", id: user.id, reseller: user.reseller })
        .status,
    ).toBe(404);
  });

  it("records an iaas role once, checked against the iaas projects", () => {
    const h = setup();
    const user = h.state.users[0];
    const iaas = h.region_state.iaas as { projects: Array<{ id: string; domain_id: string }> };
    const project = iaas.projects[0];
    const path = { name: user.reseller, client: user.client, id: user.id };
    h.call("users.iaasRole.add", { ...path, project_id: project.id, role: "member" });
    h.call("users.iaasRole.add", { ...path, project_id: project.id, role: "member" });
    expect(h.state.users[0].iaas_roles).toEqual([
      { domain_id: project.domain_id, project_id: project.id, role: "member" },
    ]);
    expect(h.refusal("users.iaasRole.add", { ...path, project_id: "nope", role: "member" }).status).toBe(404);
    expect(h.refusal("users.iaasRole.add", { ...path, project_id: project.id }).field).toBe("role");
    expect(
      h.refusal("users.iaasRole.add", { ...path, id: "usr-nope", project_id: project.id, role: "member" }).status,
    ).toBe(404);
  });
});
