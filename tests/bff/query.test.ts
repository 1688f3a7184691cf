import { describe, expect, it } from "vitest";
import { inputSchema, operations } from "@/lib/portal/operations";
import { queryToInput } from "@/lib/portal/query";

const input = (id: keyof typeof operations, query: string) =>
  queryToInput(inputSchema(operations[id]), new URLSearchParams(query));

describe("GET query → body, by the operation's schema", () => {
  it("keeps strings as given", () => {
    expect(input("ai.keys.list", "ai_project_id=p-1&start=2025-01-01&end=2025-02-01")).toEqual({
      ai_project_id: "p-1",
      start: "2025-01-01",
      end: "2025-02-01",
    });
  });

  it("coerces booleans", () => {
    expect(input("notifications.list", "unread=true")).toEqual({ unread: true });
    expect(input("notifications.list", "unread=0")).toEqual({ unread: false });
    expect(input("notifications.list", "unread=maybe")).toEqual({ unread: "maybe" });
  });

  it("collects repeated parameters into arrays, and a single one too", () => {
    expect(input("ai.models.list", "providers=a&providers=b&list_all=1")).toEqual({
      providers: ["a", "b"],
      list_all: true,
    });
    expect(input("ai.models.list", "providers=a")).toEqual({ providers: ["a"] });
  });

  it("takes the union branch that fits (expiration_seconds: integer or digit string)", () => {
    const op = Object.values(operations).find(
      (o) => o.method === "GET" && o.body && "expiration_seconds" in o.body.shape,
    )!;
    const parsed = queryToInput(inputSchema(op), new URLSearchParams("expiration_seconds=600"));
    expect(inputSchema(op).pick({ expiration_seconds: true }).safeParse(parsed).success).toBe(true);
  });

  it("leaves a scalar given twice as a list, and unknown parameters as strings, for the schema to refuse", () => {
    const schema = inputSchema(operations["notifications.list"]);
    const twice = queryToInput(schema, new URLSearchParams("unread=true&unread=false"));
    expect(schema.safeParse(twice).success).toBe(false);
    const unknown = queryToInput(schema, new URLSearchParams("sneaky=1"));
    expect(unknown).toEqual({ sneaky: "1" });
    expect(schema.safeParse(unknown).success).toBe(false);
  });
});
