import { describe, expect, it } from "vitest";
import { knownUsersOf } from "./known-users";

const member = (id: string, extra: Record<string, string> = {}) => ({
  id,
  reseller: "cloudreseller",
  client: "acme-corp",
  client_id: "cl-acme-0001",
  firstName: "Ada",
  lastName: id,
  username: `a${id}`,
  email: `${id}@acme.example`,
  enabled: "true",
  ...extra,
});

describe("knownUsersOf", () => {
  it("joins a member of several projects into one entry, sorted by name, client id preferred", () => {
    const users = knownUsersOf([
      { project: "support-bot", members: [member("zed"), member("bo")] },
      { project: "research", members: [member("bo", { enabled: "false" })] },
    ]);
    expect(users.map((u) => [u.display, u.client, u.projects, u.enabled])).toEqual([
      ["Ada bo (abo)", "cl-acme-0001", ["support-bot", "research"], true],
      ["Ada zed (azed)", "cl-acme-0001", ["support-bot"], true],
    ]);
  });

  it("leaves out members the user path cannot name, and reads an unknown enabled as unknown", () => {
    const users = knownUsersOf([
      {
        project: "p",
        members: [member("", {}), member("x", { reseller: "" }), member("y", { enabled: "maybe", client_id: "" })],
      },
      { project: "q", members: undefined },
    ]);
    expect(users).toEqual([expect.objectContaining({ id: "y", client: "acme-corp", enabled: undefined })]);
  });
});
