import { describe, expect, it } from "vitest";
import { matchHits, readShoots } from "./search";

describe("palette search", () => {
  it("reads clusters leniently and hands the cluster object on whole", () => {
    const shoot = {
      metadata: { name: "prod", namespace: "garden-a", uid: "u1" },
      status: { lastOperation: { state: "Succeeded" } },
    };
    const shoots = readShoots([
      { cluster_project: { metadata: { name: "alpha" }, shoot } },
      { cluster_project: { shoot: { metadata: { name: 7 } } } },
      { cluster_project: "nonsense" },
      null,
    ]);
    expect(shoots).toEqual([{ name: "prod", project: "alpha", namespace: "garden-a", shoot }]);
    expect(shoots[0].shoot).toEqual(shoot);
  });

  it("matches by label or id, labels starting with the query first", () => {
    const hits = [
      { kind: "key" as const, id: "k1", label: "my-demo", href: "/a" },
      { kind: "key" as const, id: "k2", label: "demo-key", href: "/b" },
    ];
    expect(matchHits(hits, "demo").map((hit) => hit.id)).toEqual(["k2", "k1"]);
    expect(matchHits(hits, "d")).toEqual([]);
  });
});

describe("readShoots on the shapes the overview meets", () => {
  it("reads the cluster nested in cluster_project and skips entries without a name", () => {
    const shoot = { metadata: { name: "prod", namespace: "garden-acme" }, status: {} };
    expect(
      readShoots([
        { cluster_project: { metadata: { name: "acme" }, shoot } },
        { cluster_project: { shoot: { metadata: {} } } },
        "x",
        null,
      ]),
    ).toEqual([{ name: "prod", project: "acme", namespace: "garden-acme", shoot }]);
    expect(
      readShoots([{ cluster_project: { shoot: { metadata: { name: "c", namespace: 4 } }, metadata: [] } }]),
    ).toEqual([
      { name: "c", project: undefined, namespace: undefined, shoot: { metadata: { name: "c", namespace: 4 } } },
    ]);
    expect(readShoots({ items: [] })).toEqual([]);
  });
});
