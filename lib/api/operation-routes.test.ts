import { describe, expect, it } from "vitest";
import { operationList, type OperationId } from "@/lib/portal/operations";
import { operationIds, operationRoute } from "./operation-routes";

describe("the browser's operation table", () => {
  it("lists exactly the catalog's 142 operations, in catalog order", () => {
    expect(operationList).toHaveLength(142);
    expect(operationIds).toEqual(operationList.map((op) => op.id));
  });

  it("equals the catalog's method, path, permission and body for every operation", () => {
    for (const op of operationList) {
      expect({ id: op.id, ...operationRoute(op.id as OperationId) }).toEqual({
        id: op.id,
        method: op.method,
        path: op.path,
        permission: op.permission,
        body: op.body !== null,
      });
    }
  });

  it("throws on an id outside the catalog rather than guessing a route", () => {
    expect(() => operationRoute("no.such.op" as OperationId)).toThrow(/Unknown operation no\.such\.op/);
  });
});
