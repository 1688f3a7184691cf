import { describe, expect, it } from "vitest";
import { parseQuotaTree, quotaMapEntries, requestRef } from "./quota-records";

describe("quota model", () => {
  it("reads the quota tree, one root or several, and refuses what is not a tree", () => {
    const root = {
      id: "r",
      name: "nimbus",
      type: "reseller",
      quotas: { cores: { limit: 10, used: 4 } },
      children: [{ id: "c", name: "acme", type: "client", quotas: {}, children: [] }],
    };
    const [parsed] = parseQuotaTree(root) ?? [];
    expect(parsed.children[0].name).toBe("acme");
    expect(parsed.quotas.cores).toEqual({ limit: 10, used: 4 });
    expect(parseQuotaTree([root])).toHaveLength(1);
    expect(parseQuotaTree("nope")).toBeNull();
  });

  it("sums the quota map per name", () => {
    const entries = quotaMapEntries({
      cores: [
        { used: 2, limit: 8, parent_limit: 40 },
        { used: 3, limit: 8, parent_limit: 40 },
      ],
      ram: [],
    });
    expect(entries).toEqual([
      { quota: "cores", lines: 2, used: 5, limit: 16, parentLimit: 40 },
      { quota: "ram", lines: 0, used: 0, limit: 0, parentLimit: null },
    ]);
  });

  it("names a request by id when it has one, else by client, resource and quota", () => {
    expect(requestRef({ id: "qr-1", quota: "cores" } as never)).toEqual({ id: "qr-1" });
    expect(requestRef({ client: "c", resource: "r", quota: "cores" })).toEqual({
      client: "c",
      resource: "r",
      quota: "cores",
    });
  });
});
