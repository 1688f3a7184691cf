import { describe, expect, it } from "vitest";
import { readShoots } from "./shoots";

describe("readShoots", () => {
  it("reads the cluster nested in cluster_project and skips entries without a name", () => {
    const shoot = { metadata: { name: "prod", namespace: "garden-acme" }, status: {} };
    expect(readShoots([{ cluster_project: { metadata: { name: "acme" }, shoot } }, { cluster_project: { shoot: { metadata: {} } } }, "x", null])).toEqual([
      { name: "prod", project: "acme", namespace: "garden-acme", shoot },
    ]);
    expect(readShoots([{ cluster_project: { shoot: { metadata: { name: "c", namespace: 4 } }, metadata: [] } }])).toEqual([
      { name: "c", project: undefined, namespace: undefined, shoot: { metadata: { name: "c", namespace: 4 } } },
    ]);
    expect(readShoots({ items: [] })).toEqual([]);
  });
});
