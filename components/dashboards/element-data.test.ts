import { describe, expect, it } from "vitest";
import { declaredColumns, derivedColumns, headerOf, valueAt, viewOf } from "./element-data";
import { dashboardRowOf, entryOf, readStructure, recordsOf } from "./dashboard-shape";
import { elementOperation, operationParams, paramsOfElements } from "./element-operation";
import { consolePageOf, rowLinkOf } from "./record-links";

describe("element data views", () => {
  it("shows a list of records as a table, scalars as values, a record as facts, and the rest as JSON", () => {
    expect(viewOf([{ a: 1 }])).toEqual({ kind: "table", rows: [{ a: 1 }] });
    expect(viewOf([])).toEqual({ kind: "table", rows: [] });
    expect(viewOf([1, "two", null])).toEqual({ kind: "values", values: [1, "two", null] });
    expect(viewOf({ a: 1 })).toEqual({ kind: "record", record: { a: 1 } });
    expect(viewOf([{ a: 1 }, 2, [3]])).toEqual({ kind: "json", value: [{ a: 1 }, 2, [3]] });
    expect(viewOf("text")).toEqual({ kind: "json", value: "text" });
    for (const nothing of [null, undefined, "", {}]) expect(viewOf(nothing)).toEqual({ kind: "empty" });
  });

  it("derives headers from field names", () => {
    expect(headerOf("project_name")).toBe("Project name");
    expect(headerOf("createdAt")).toBe("Created at");
    expect(headerOf("id")).toBe("ID");
    expect(headerOf("image_url")).toBe("Image URL");
  });

  it("derives columns from the scalar fields of the rows, a name first, nested fields left out", () => {
    const rows = [
      { id: "s-1", status: "ACTIVE", name: "web-1", flavor: { vcpus: 2 } },
      { id: "s-2", name: "db-1", created: "2025-01-01", flavor: null },
    ];
    expect(derivedColumns(rows).map((c) => c.key)).toEqual(["name", "status", "created", "id"]);
    expect(derivedColumns([{ project_id: "p", userId: "u", status: "ok" }]).map((c) => c.key)).toEqual([
      "status",
      "project_id",
      "userId",
    ]);
    expect(derivedColumns([])).toEqual([]);
  });

  it("takes the fields of nested records, one level down, when the rows have none of their own", () => {
    const rows = [
      { metadata: { uid: "u-1", name: "iaas-cloud", labels: { a: "b" } }, spec: { type: "openstack", regions: [] } },
      { metadata: { uid: "u-2", name: "edge" }, spec: { type: "metal" }, status: { ready: true } },
    ];
    expect(derivedColumns(rows).map((c) => c.key)).toEqual([
      "metadata.name",
      "spec.type",
      "status.ready",
      "metadata.uid",
    ]);
    expect(derivedColumns(rows)[0].header).toBe("Metadata name");
  });

  it("takes the element's own columns, else the properties of its schema, else none", () => {
    expect(declaredColumns({ columns: ["name", { key: "project_name", label: "Project" }, { nope: 1 }, 7] })).toEqual([
      { key: "name", header: "Name" },
      { key: "project_name", header: "Project" },
    ]);
    expect(
      declaredColumns({ schema: { type: "array", items: { properties: { name: { title: "Server" }, status: {} } } } }),
    ).toEqual([
      { key: "name", header: "Server" },
      { key: "status", header: "Status" },
    ]);
    expect(declaredColumns({ schema: { properties: "x" }, columns: "name" })).toEqual([]);
  });

  it("reads values by field name or dotted path", () => {
    const row = { "a.b": 1, a: { c: { d: 2 } } };
    expect(valueAt(row, "a.b")).toBe(1);
    expect(valueAt(row, "a.c.d")).toBe(2);
    expect(valueAt(row, "a.x.y")).toBeUndefined();
    expect(valueAt("text", "a")).toBeUndefined();
  });
});

describe("element operations", () => {
  it("calls only reads of the catalog", () => {
    expect(elementOperation({ operation: "iaas.servers.list" })).toEqual({ kind: "read", id: "iaas.servers.list" });
    expect(elementOperation({ operation: "ai.key.delete" })).toEqual({ kind: "write", id: "ai.key.delete" });
    expect(elementOperation({ operation: "toString" })).toEqual({ kind: "unknown", id: "toString" });
    expect(elementOperation({ operation: 42 })).toEqual({ kind: "none" });
    expect(elementOperation(null)).toEqual({ kind: "none" });
  });

  it("names the path parameters the elements' operations need, nested elements included", () => {
    expect(operationParams("backup.vm.get")).toEqual(["project_id", "vm_id"]);
    expect(
      paramsOfElements([
        { operation: "ai.projects.list" },
        { operation: "ai.projectUsers.list", elements: [{ operation: "task.steps.list" }] },
        "odd",
      ]),
    ).toEqual(["ai_project_id", ...operationParams("task.steps.list")]);
  });

  it("links rows to the console's own pages where it has them", () => {
    expect(rowLinkOf("iaas.projects.list")?.({ id: "p 1" })).toBe("/infrastructure/projects/p%201");
    expect(rowLinkOf("iaas.servers.list")?.({ name: "web-1" })).toBe("/infrastructure/servers?q=web-1");
    expect(rowLinkOf("backup.policies.list")?.({ id: "pol-1" })).toBe("/backups/policies?policy=pol-1");
    expect(rowLinkOf("objstore.sharedBuckets.list")?.({ bucket: "b" })).toBe("/storage?tab=buckets&q=b");
    expect(rowLinkOf("ai.projects.list")?.({ name: "no id" })).toBeUndefined();
    expect(
      rowLinkOf("clustermgr.allShoots.list")?.({
        cluster_project: { shoot: { metadata: { namespace: "garden-x", name: "prod" } } },
      }),
    ).toBe("/clusters/garden-x/prod");
    expect(consolePageOf("iaas.servers.list")).toBe("/infrastructure/servers");
    expect(rowLinkOf("ai.customer.get")).toBeUndefined();
  });
});

describe("dashboard answers read where they are used", () => {
  it("reads a structure leniently but needs an object with a list of elements", () => {
    expect(readStructure({ elements: [{ id: "e" }], path_params: "x" })).toEqual({
      elements: [{ id: "e" }],
      declared: {},
      schema: undefined,
    });
    expect(readStructure({})).toEqual({ elements: [], declared: {}, schema: undefined });
    for (const bad of [null, "x", [1, 2], { elements: {} }]) expect(readStructure(bad)).toBeNull();
  });

  it("finds the list entry for a path in any answer, and keeps only the objects of a list", () => {
    expect(entryOf([{ path: "a", name: "A", version: 1 }], "a")).toEqual({
      name: "A",
      help: undefined,
      version: undefined,
    });
    expect(entryOf({}, "a")).toBeUndefined();
    expect(recordsOf([1, { a: 1 }])).toEqual([{ a: 1 }]);
    expect(recordsOf({})).toBeNull();
    expect(dashboardRowOf({ name: 5, path: "p", published: "yes" })).toEqual({
      path: "p",
      name: undefined,
      group: undefined,
      subgroup: undefined,
      version: undefined,
      published: undefined,
      navigable: undefined,
      region: undefined,
    });
  });
});
