import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { operationPieces, operationSchemas } from "./operations";
import { invalidatedBy, operationIds, operationRoute, portalRoutes, routePieces, type OperationId } from "./routes";

describe("the catalog's two halves", () => {
  it("gives every route entry its schemas and every schemas entry its route", () => {
    const routeIds = Object.keys(portalRoutes).sort();
    expect(routeIds).toHaveLength(142);
    expect(Object.keys(operationSchemas).sort()).toEqual(routeIds);
  });

  it("defines each id once across the pieces of either half", () => {
    expect(routePieces.reduce((n, piece) => n + Object.keys(piece).length, 0)).toBe(142);
    expect(operationPieces.reduce((n, piece) => n + Object.keys(piece).length, 0)).toBe(142);
  });

  it("marks a route as having a body exactly when its schemas have body fields", () => {
    for (const id of operationIds) {
      const schemas = operationSchemas[id] as { body: unknown };
      expect({ id, hasBody: operationRoute(id).hasBody === true }).toEqual({ id, hasBody: schemas.body !== null });
    }
  });

  it("keeps route tables free of zod, so the browser can import them", () => {
    const dir = path.join(__dirname, "routes");
    const sources = [path.join(__dirname, "routes.ts"), path.join(__dirname, "route.ts")].concat(
      readdirSync(dir)
        .filter((file) => !file.includes(".test."))
        .map((file) => path.join(dir, file)),
    );
    for (const file of sources) {
      const imports = [...readFileSync(file, "utf8").matchAll(/from "([^"]+)"/g)].map((match) => match[1]);
      expect({ file, imports: imports.filter((spec) => !/^\.\.?\/(route|routes\/[\w]+)$/.test(spec)) }).toEqual({
        file,
        imports: [],
      });
    }
  });

  it("throws on an id outside the catalog rather than guessing a route", () => {
    expect(() => operationRoute("no.such.op" as OperationId)).toThrow(/Unknown operation no\.such\.op/);
    expect(() => operationRoute("toString" as OperationId)).toThrow(/Unknown operation toString/);
  });
});

describe("what a write invalidates", () => {
  it("lists invalidations on writes only, each naming a read of the catalog once", () => {
    for (const id of operationIds) {
      const targets = invalidatedBy(id);
      if (operationRoute(id).method === "GET") expect({ id, targets }).toEqual({ id, targets: [] });
      expect(new Set(targets).size).toBe(targets.length);
      for (const target of targets)
        expect({ id, target, method: operationRoute(target).method }).toMatchObject({ method: "GET" });
    }
  });

  it("refreshes a key's own reads and its projects' after an edit", () => {
    expect(invalidatedBy("ai.key.update")).toEqual([
      "ai.key.get",
      "ai.keys.list",
      "ai.project.get",
      "ai.projects.list",
    ]);
    expect(invalidatedBy("ai.keys.list")).toEqual([]);
  });
});
