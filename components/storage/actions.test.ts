import { describe, expect, it } from "vitest";
import { operationRoute } from "@/lib/portal/routes";
import { ACCESS_KEY_ACTIONS } from "./access/access-key-actions";
import { BUCKET_ACTIONS } from "./buckets/bucket-actions";
import { SHARED_URL_ACTIONS } from "./urls/shared-url-actions";

const permissions = (actions: readonly { id: string; op: Parameters<typeof operationRoute>[0] }[]) =>
  Object.fromEntries(actions.map((a) => [a.id, operationRoute(a.op).permission]));

describe("storage actions", () => {
  it("shares a bucket from the list and unshares a row after typing its name", () => {
    expect(BUCKET_ACTIONS.filter((a) => a.onList).map((a) => a.id)).toEqual(["share"]);
    expect(BUCKET_ACTIONS.filter((a) => !a.onList).map((a) => a.id)).toEqual(["unshare"]);
    expect(BUCKET_ACTIONS.find((a) => a.id === "unshare")?.confirm).toBe("typeName");
    expect(permissions(BUCKET_ACTIONS)).toEqual({
      share: "objstore_shared_bucket-post",
      unshare: "objstore_shared_bucket-delete",
    });
  });

  it("replaces access keys and shares objects through forms", () => {
    expect(permissions(ACCESS_KEY_ACTIONS)).toEqual({ replace: "objaccess-patch" });
    expect(permissions(SHARED_URL_ACTIONS)).toEqual({ create: "objstore_shared_url-post" });
    expect([...ACCESS_KEY_ACTIONS, ...SHARED_URL_ACTIONS].map((a) => a.confirm)).toEqual(["form", "form"]);
  });

  it("draws each list's own action as its main button", () => {
    expect([...BUCKET_ACTIONS, ...SHARED_URL_ACTIONS].filter((a) => a.onList).map((a) => a.tone)).toEqual([
      "primary",
      "primary",
    ]);
  });
});
