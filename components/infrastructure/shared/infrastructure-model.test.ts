import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/error";
import { accessKeyOf, createdKeys, extrasOf, parseRoles } from "../projects/credential-model";
import { clientChoices, filterProjects, projectState, quotaProfileOf } from "../projects/project-model";
import { quotaNames, quotaRows } from "../projects/quota-model";
import { fieldsOfError } from "@/lib/api/form-issues";
import {
  arrayKeys,
  columnKeys,
  compareSortValues,
  exportText,
  hiddenKeys,
  rowId,
  rowTitle,
  sortValue,
  summarize,
  toRows,
} from "./records";
import { INFRASTRUCTURE_SECTIONS, sectionSlug } from "./InfrastructureFrame";

describe("generic records", () => {
  const rows = toRows([
    { id: "r1", project_id: "p1", status: "ACTIVE", name: "a", extra: 1 },
    null,
    "not a record",
    { zoneName: "z", id: "r2", tags: ["x"] },
  ]);

  it("keeps objects only", () => {
    expect(rows).toHaveLength(2);
  });

  it("orders columns: names and states first, ids last", () => {
    expect(columnKeys(rows)).toEqual(["name", "zoneName", "status", "extra", "tags", "id", "project_id"]);
  });

  it("moves project_id among the visible columns when project names are known", () => {
    const keys = columnKeys(rows, true);
    expect(keys.indexOf("project_id")).toBeLessThan(keys.indexOf("id"));
    expect(hiddenKeys(keys, true)).not.toContain("project_id");
  });

  it("hides ids and whatever comes after the first eight columns", () => {
    const wide = Array.from({ length: 12 }, (_, i) => `f${i}`);
    const hidden = hiddenKeys([...wide, "id", "project_id"]);
    expect(hidden).toEqual(["f8", "f9", "f10", "f11", "id", "project_id"]);
  });

  it("identifies and titles rows by id, name, or position", () => {
    expect(rowId({ id: "x" }, 3)).toBe("x");
    expect(rowId({ name: "n" }, 3)).toBe("n");
    expect(rowId({}, 3)).toBe("#3");
    expect(rowTitle({ floating_ip_address: "203.0.113.9", id: "i" })).toBe("203.0.113.9");
    expect(rowTitle({})).toBeUndefined();
  });

  it("reads values as one sortable primitive and exports nested ones as JSON", () => {
    expect(sortValue(5)).toBe(5);
    expect(sortValue(true)).toBe(1);
    expect(sortValue(null)).toBe("");
    expect(sortValue({ a: 1 })).toBe('{"a":1}');
    expect([3, "b", 1, "a"].sort(compareSortValues)).toEqual([1, 3, "a", "b"]);
    expect(exportText([1, { b: 2 }])).toBe('[1,{"b":2}]');
    expect(exportText(undefined)).toBe("");
  });

  it("summarizes flat values inline and counts nested ones", () => {
    expect(summarize(["10.0.0.0/24", "10.0.1.0/24"])).toEqual({ text: "10.0.0.0/24, 10.0.1.0/24" });
    expect(summarize({ network_id: "public", enable_snat: true })).toEqual({
      text: "network_id: public, enable_snat: true",
    });
    expect(summarize([{ a: 1 }, { a: 2 }])).toEqual({ count: 2, kind: "items" });
    expect(summarize({ a: { b: 1 } })).toEqual({ count: 1, kind: "fields" });
    expect(summarize(["x".repeat(100)], 10)).toEqual({ text: `${"x".repeat(9)}…` });
  });

  it("lists the known arrays first, then any other array the portal sent", () => {
    expect(arrayKeys({ ports: [], new_things: [], count: 3 }, ["networks", "ports"])).toEqual([
      "networks",
      "ports",
      "new_things",
    ]);
    expect(arrayKeys(undefined, ["a"])).toEqual(["a"]);
  });
});

describe("field errors of a refused save", () => {
  const error = (status: number, message: string, extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
    new ApiError({ code: status === 404 ? "not_found" : "upstream_rejected", status, message, ...extra });

  it("uses the BFF's field issues first", () => {
    const refused = new ApiError({
      code: "invalid_input",
      status: 400,
      message: "bad",
      issues: [{ path: "name", message: "Too big" }],
    });
    expect(fieldsOfError(refused, ["name", "client"])).toEqual([{ field: "name", message: "Too big" }]);
  });

  it("uses a field the portal named in its body", () => {
    const refused = error(404, "gone", {
      upstream: { service: "portal", status: 404, body: { error: { field: "client" } } },
    });
    expect(fieldsOfError(refused, ["name", "client"])).toEqual([{ field: "client", message: "gone" }]);
  });

  it("falls back to the field the message names first, spaces for underscores", () => {
    expect(fieldsOfError(error(404, "quota profile qp-x not found"), ["name", "quota_profile", "client"])).toEqual([
      { field: "quota_profile", message: "quota profile qp-x not found" },
    ]);
    expect(fieldsOfError(error(404, "bucket b not found in project p"), ["bucket", "project_id"])[0].field).toBe(
      "bucket",
    );
  });

  it("matches whole words only and ignores server errors and foreign errors", () => {
    expect(fieldsOfError(error(404, "clientele unknown"), ["client"])).toEqual([]);
    expect(fieldsOfError(error(500, "client broke"), ["client"])).toEqual([]);
    expect(fieldsOfError(new Error("client"), ["client"])).toEqual([]);
  });
});

describe("credentials", () => {
  it("reads the access key from the blob and never needs a secret", () => {
    expect(accessKeyOf({ blob: '{"access":"AK1"}' })).toBe("AK1");
    expect(accessKeyOf({ blob: "not json" })).toBeUndefined();
    expect(accessKeyOf({})).toBeUndefined();
  });

  it("takes the one-time secret from the create answer, secret_key first, then the blob", () => {
    const sent = { access_key: "AK", secret_key: "typed" };
    expect(createdKeys({ secret_key: "S1", blob: '{"access":"AK2","secret":"S2"}' }, sent)).toEqual({
      access: "AK2",
      secret: "S1",
    });
    expect(createdKeys({ blob: '{"access":"AK2","secret":"S2"}' }, sent)).toEqual({ access: "AK2", secret: "S2" });
    expect(createdKeys(undefined, sent)).toEqual({ access: "AK", secret: "typed" });
  });

  it("reads roles and extras leniently", () => {
    expect(parseRoles(" member, reader  member admin,")).toEqual(["member", "reader", "admin"]);
    expect(extrasOf({ roles: ["a", 3], description: "d", user_bound: true } as never)).toEqual({
      description: "d",
      roles: ["a"],
      userBound: true,
    });
  });
});

describe("projects", () => {
  const projects = [
    { id: "1", name: "a", enabled: true, client: "c1", client_name: "north", quota_profile: "large" },
    { id: "2", name: "b", enabled: false, client: "c2", client_name: "south" },
    { id: "3", name: "c" },
  ];

  it("reads state, including an unknown one", () => {
    expect(projects.map(projectState)).toEqual(["enabled", "disabled", "unknown"]);
  });

  it("filters by state and by client id or name", () => {
    expect(filterProjects(projects, { state: "disabled" }).map((p) => p.id)).toEqual(["2"]);
    expect(filterProjects(projects, { client: "north" }).map((p) => p.id)).toEqual(["1"]);
    expect(filterProjects(projects, { client: "c2" }).map((p) => p.id)).toEqual(["2"]);
    expect(filterProjects(projects, {})).toHaveLength(3);
  });

  it("offers each client once, labelled by name", () => {
    expect(clientChoices([...projects, projects[0]])).toEqual([
      { value: "c1", label: "north" },
      { value: "c2", label: "south" },
    ]);
    expect(quotaProfileOf(projects[0])).toBe("large");
    expect(quotaProfileOf(projects[1])).toBeUndefined();
  });
});

describe("project quotas", () => {
  const answer = {
    zones: 10,
    api_export_size: 1000,
    quota: { cores: 20, ram: 51200, bogus: "x" },
    quota_set: { gigabytes: -1 },
  };

  it("flattens the answer into one row per limit, compute first", () => {
    expect(quotaRows(answer)).toEqual([
      { id: "compute:cores", group: "compute", name: "cores", limit: 20 },
      { id: "compute:ram", group: "compute", name: "ram", limit: 51200 },
      { id: "volume:gigabytes", group: "volume", name: "gigabytes", limit: -1 },
      { id: "dns:zones", group: "dns", name: "zones", limit: 10 },
      { id: "dns:api_export_size", group: "dns", name: "api_export_size", limit: 1000 },
    ]);
  });

  it("offers the known quota names plus any new ones", () => {
    const names = quotaNames([{ id: "x", group: "compute", name: "gpus", limit: 1 }]);
    expect(names).toContain("cores");
    expect(names.at(-1)).toBe("gpus");
  });
});

describe("infrastructure sections", () => {
  it("names each section's tables after its path", () => {
    expect(sectionSlug("volumeTypes")).toBe("volume-types");
    expect(sectionSlug("availabilityZones")).toBe("availability-zones");
    expect(INFRASTRUCTURE_SECTIONS.map((item) => `/infrastructure/${sectionSlug(item.label)}`)).toEqual(
      INFRASTRUCTURE_SECTIONS.map((item) => item.href),
    );
  });
});
