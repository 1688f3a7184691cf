import { describe, expect, it } from "vitest";
import { operationList } from "../../../lib/portal/operations";
import { createServices, SandboxClock } from "../services";
import { harness, seedArea } from "./area-test-kit";
import { quotasArea } from "./quotas";

type Line = {
  resource_id: string;
  resource: string;
  client_id: string;
  reseller: string;
  quota: string;
  limit: number;
  used: number;
  parent_limit: number;
  used_rel: number;
  limit_rel: number;
  allocation_rate: number;
  request_available: number;
};
type Request = {
  id: string;
  client: string;
  resource: string;
  quota: string;
  limit: number;
  current: number;
  my_limit: number;
};

const setup = () => harness(quotasArea);
const lines = (h: ReturnType<typeof setup>) => h.call("quotas.overview.lines") as Line[];
const lineOf = (h: ReturnType<typeof setup>, resource: string, quota: string) => {
  const line = lines(h).find((l) => l.resource === resource && l.quota === quota);
  if (!line) throw new Error(`no line ${resource}/${quota}`);
  return line;
};
const target = (line: Line) => ({ client_id: line.client_id, reseller: line.reseller, resource_id: line.resource_id });

describe("quotas area: catalog and seed", () => {
  it("handles every quotas operation of the catalog", () => {
    const ids = operationList
      .filter((op) => op.area === "quotas")
      .map((op) => op.id)
      .sort();
    expect(Object.keys(quotasArea.handlers).sort()).toEqual(ids);
  });

  it("seeds the same lines for the same region", () => {
    const services = {
      ...createServices({ clock: new SandboxClock(), notify: () => undefined }),
      now: () => 1_750_000_000_000,
    };
    expect(seedArea(quotasArea, "eu-west", services)).toEqual(seedArea(quotasArea, "eu-west", services));
  });

  it("derives relative values, and some lines are near their limit", () => {
    const all = lines(setup());
    for (const line of all) {
      expect(line.used_rel).toBe(line.limit > 0 ? Math.round((line.used * 100) / line.limit) : 0);
      expect(line.limit_rel).toBe(Math.round((line.limit * 100) / line.parent_limit));
      expect(line.allocation_rate).toBeGreaterThanOrEqual(0);
    }
    expect(all.filter((l) => l.used_rel >= 90).length).toBeGreaterThanOrEqual(2);
  });

  it("groups quotas by name, and answers a tree of reseller, clients and resources", () => {
    const h = setup();
    const byName = h.call("quotas.list") as Record<string, Line[]>;
    expect(Object.keys(byName)).toEqual(expect.arrayContaining(["cores", "ram", "gigabytes"]));
    expect(byName.cores.every((l) => l.quota === "cores")).toBe(true);
    const tree = h.call("quotas.tree.get") as {
      type: string;
      children: Array<{ type: string; children: Array<{ type: string }> }>;
    };
    expect(tree.type).toBe("reseller");
    expect(tree.children.length).toBe(3);
    expect(tree.children[0].children[0].type).toBe("resource");
  });
});

describe("quotas area: limits", () => {
  it("sets one limit and refuses one below use, above the account, or for another client", () => {
    const h = setup();
    const line = lineOf(h, "research", "instances");
    const answer = h.call("quotas.limit.set", { ...target(line), quota: "instances", limit: line.limit + 2 }) as Line;
    expect(answer.limit).toBe(line.limit + 2);
    expect(lineOf(h, "research", "instances").limit).toBe(line.limit + 2);
    expect(h.refusal("quotas.limit.set", { ...target(line), quota: "instances", limit: line.used - 1 }).status).toBe(
      409,
    );
    expect(
      h.refusal("quotas.limit.set", { ...target(line), quota: "instances", limit: line.parent_limit + 1 }).status,
    ).toBe(409);
    expect(
      h.refusal("quotas.limit.set", { ...target(line), client_id: "client-9999", quota: "instances", limit: 5 }).field,
    ).toBe("client_id");
    expect(h.refusal("quotas.limit.set", { ...target(line), quota: "unicorns", limit: 5 }).status).toBe(404);
  });

  it("sets several limits at once, all or nothing", () => {
    const h = setup();
    const cores = lineOf(h, "erp", "cores");
    const ram = lineOf(h, "erp", "ram");
    h.call("quotas.limits.set", {
      ...target(cores),
      quotas: [
        { quota: "cores", limit: cores.limit + 1 },
        { quota: "ram", limit: ram.limit + 1024 },
      ],
    });
    expect(lineOf(h, "erp", "cores").limit).toBe(cores.limit + 1);
    expect(lineOf(h, "erp", "ram").limit).toBe(ram.limit + 1024);
    const refused = h.refusal("quotas.limits.set", {
      ...target(cores),
      quotas: [
        { quota: "cores", limit: cores.limit + 2 },
        { quota: "ram", limit: -1 },
      ],
    });
    expect(refused.status).toBe(400);
    expect(lineOf(h, "erp", "cores").limit).toBe(cores.limit + 1);
  });

  it("applies a quota profile to a resource; an unknown profile is 404", () => {
    const h = setup();
    const line = lineOf(h, "web-staging", "gigabytes");
    const { profiles } = h.call("quotas.profiles.list") as {
      profiles: Array<{ id: string; name: string; quotas: Record<string, number> }>;
    };
    const medium = profiles.find((p) => p.name === "medium");
    if (!medium) throw new Error("no medium profile");
    h.call("quotas.profile.show", { profile_id: medium.id, resource_id: line.resource_id });
    expect(lineOf(h, "web-staging", "gigabytes").limit).toBe(medium.quotas.gigabytes);
    expect(h.refusal("quotas.profile.show", { profile_id: "qp-nope", resource_id: line.resource_id }).status).toBe(404);
    expect(h.refusal("quotas.profile.show", { profile_id: medium.id }).field).toBe("resource_id");
  });

  it("reports the account's own quotas next to the profiles", () => {
    const answer = setup().call("quotas.profiles.list") as {
      my_quotas: Record<string, { limit: number; allocated: number }>;
      profiles: unknown[];
    };
    expect(answer.profiles.length).toBe(3);
    expect(answer.my_quotas.cores.limit).toBeGreaterThanOrEqual(answer.my_quotas.cores.allocated);
  });
});

describe("quotas area: increase requests", () => {
  it("adds pending requests, refuses a duplicate and an increase beyond what is available", () => {
    const h = setup();
    const line = lineOf(h, "erp", "volumes");
    const before = (h.call("quotas.requests.list") as Request[]).length;
    h.call("quotas.increase.request", { increase: 4, quotas: [{ resource_id: line.resource_id, quota: "volumes" }] });
    const requests = h.call("quotas.requests.list") as Request[];
    expect(requests).toHaveLength(before + 1);
    expect(requests.at(-1)).toMatchObject({
      resource: line.resource_id,
      quota: "volumes",
      current: line.limit,
      limit: line.limit + 4,
    });
    expect(
      h.refusal("quotas.increase.request", {
        increase: 1,
        quotas: [{ resource_id: line.resource_id, quota: "volumes" }],
      }).status,
    ).toBe(409);
    const other = lineOf(h, "erp", "ram");
    expect(
      h.refusal("quotas.increase.request", {
        increase: other.request_available + 1,
        quotas: [{ resource_id: other.resource_id, quota: "ram" }],
      }).field,
    ).toBe("increase");
    expect(
      h.refusal("quotas.increase.request", { increase: 1, quotas: [{ resource_id: "nope", quota: "ram" }] }).status,
    ).toBe(404);
  });

  it("accepts a request: the line takes the new limit and the request is gone", () => {
    const h = setup();
    const [request] = h.call("quotas.requests.list") as Request[];
    h.call("quotas.requests.accept", {
      quotas: [{ client: request.client, resource: request.resource, quota: request.quota }],
    });
    const line = lines(h).find((l) => l.resource_id === request.resource && l.quota === request.quota);
    expect(line?.limit).toBe(request.limit);
    expect((h.call("quotas.requests.list") as Request[]).some((r) => r.id === request.id)).toBe(false);
    expect(h.notifications.some((n) => n.text.includes("accepted"))).toBe(true);
    expect(h.refusal("quotas.requests.accept", { quotas: [{ id: request.id }] }).status).toBe(404);
  });

  it("quotes a rejection's reason in its notification", () => {
    const h = setup();
    const [request] = h.call("quotas.requests.list") as Request[];
    h.call("quotas.requests.reject", { quotas: [{ id: request.id, reason: "Budget review in March" }] });
    expect(h.notifications.at(-1)?.text).toMatch(/rejected: Budget review in March$/);
  });

  it("rejects a request: the limit stays", () => {
    const h = setup();
    const [, request] = h.call("quotas.requests.list") as Request[];
    h.call("quotas.requests.reject", { quotas: [{ id: request.id }] });
    const line = lines(h).find((l) => l.resource_id === request.resource && l.quota === request.quota);
    expect(line?.limit).toBe(request.current);
    expect((h.call("quotas.requests.list") as Request[]).some((r) => r.id === request.id)).toBe(false);
  });
});
