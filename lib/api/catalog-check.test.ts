import { describe, expect, it } from "vitest";
import { iaasOperations } from "@/lib/portal/operations/iaas";
import { refusedByCatalog } from "./catalog-check";

const create = iaasOperations["iaas.domains.create"];

describe("refusedByCatalog", () => {
  it("marks nothing and lets the submit go on for a payload the catalog accepts", () => {
    const marked: [string, string][] = [];
    expect(refusedByCatalog(create, { name: "example.org" }, (f, e) => marked.push([f, e.message]), "Invalid")).toBe(
      false,
    );
    expect(marked).toEqual([]);
  });

  it("marks each refused field once with the message, under the form field it comes from", () => {
    const marked: [string, string][] = [];
    const refused = refusedByCatalog(
      create,
      { name: "", extra: 1 },
      (f, e) => marked.push([f, e.message]),
      "Invalid",
      (field) => (field === "name" ? "domain" : field),
    );
    expect(refused).toBe(true);
    expect(marked).toContainEqual(["domain", "Invalid"]);
    expect(new Set(marked.map(([f]) => f)).size).toBe(marked.length);
  });
});
