import { describe, expect, it } from "vitest";
import { clusterHealth } from "./cluster-health";

const shoot = (state: string, conditions: string[], lastErrors: { description: string }[] = []) => ({
  metadata: { name: "c" },
  status: {
    lastOperation: { state, type: "Reconcile", description: "op" },
    conditions: conditions.map((status) => ({ status })),
    lastErrors,
  },
});

describe("cluster health", () => {
  it("reads the last operation and the conditions", () => {
    expect(clusterHealth(shoot("Succeeded", ["True", "True"])).health).toBe("healthy");
    expect(clusterHealth(shoot("Processing", ["Unknown"])).health).toBe("progressing");
    expect(clusterHealth(shoot("Failed", ["False"], [{ description: "quota exceeded" }]))).toEqual({
      health: "trouble",
      reason: "quota exceeded",
    });
    expect(clusterHealth(shoot("Succeeded", ["True", "False"])).health).toBe("trouble");
  });

  it("does not guess from odd shapes", () => {
    expect(clusterHealth(null).health).toBe("unknown");
    expect(clusterHealth({ status: "Running" }).health).toBe("unknown");
    expect(clusterHealth({ status: { lastOperation: { state: 3 } } }).health).toBe("unknown");
  });
});
