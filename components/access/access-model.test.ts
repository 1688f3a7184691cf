import { describe, expect, it } from "vitest";
import { parseProfileTree } from "./access-model";

describe("parseProfileTree", () => {
  it("reads nodes with their children, text fields defaulting to empty", () => {
    const tree = parseProfileTree([{ id: 1, name: "root", type: "reseller", children: [{ id: "a", name: 2 }] }]);
    expect(tree).toEqual([
      { id: "1", name: "root", type: "reseller", children: [{ id: "a", name: "", type: "", children: [] }] },
    ]);
  });

  it("drops children that are not all nodes, and reads nothing from a list that is not all nodes", () => {
    expect(parseProfileTree([{ id: "r", children: [{ id: "a" }, "b"] }])[0].children).toEqual([]);
    expect(parseProfileTree([{ id: "r" }, null])).toEqual([]);
    expect(parseProfileTree({ id: "r" })).toEqual([]);
  });
});
