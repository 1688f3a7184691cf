import { describe, expect, it } from "vitest";
import { parseSessionInfo } from "./session";

describe("parseSessionInfo", () => {
  it("keeps a signed-in answer and its fields", () => {
    const info = parseSessionInfo({
      authenticated: true,
      region: "eu-central",
      regions: ["eu-central"],
      gatewayKey: { set: true, last4: "abcd" },
    });
    expect(info).toMatchObject({
      authenticated: true,
      region: "eu-central",
      regions: ["eu-central"],
      gatewayKey: { set: true, last4: "abcd" },
    });
  });

  it("gives an empty region list when the answer has none or a wrong one", () => {
    expect(parseSessionInfo({ authenticated: false }).regions).toEqual([]);
    expect(parseSessionInfo({ authenticated: false, regions: ["a", 1] }).regions).toEqual([]);
  });

  it("refuses an answer without a boolean authenticated", () => {
    for (const value of [null, "yes", [], {}, { authenticated: "true" }]) {
      expect(() => parseSessionInfo(value)).toThrow(/unknown shape/);
    }
  });
});
