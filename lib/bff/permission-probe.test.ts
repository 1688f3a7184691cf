import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox, type RunningSandbox } from "@/sandbox/start";
import { operationList, operations } from "@/lib/portal/operations";
import { PortalClient, type PortalCall } from "@/lib/portal/upstream";
import {
  AllowedCache,
  PROBE_ID,
  probeOutcome,
  probeRequest,
  resolvePermissions,
  type SendToPortal,
} from "./permission-probe";

describe("probe requests", () => {
  it("never probes a write with neither a path id nor a required field", () => {
    expect(probeRequest(operations["backups.refreshResources"])).toBeNull();
  });

  it("probes a read by an id that cannot exist, or by reading the list", () => {
    expect(probeRequest(operations["i18n.lang.table"])).toEqual({
      method: "GET",
      path: `/i18n/lang/${PROBE_ID}/table`,
      body: undefined,
    });
    expect(probeRequest(operations["ai.projects.list"])).toEqual({
      method: "GET",
      path: "/ai/projects",
      body: undefined,
    });
  });

  it("uses an id that cannot exist, and an empty body", () => {
    expect(probeRequest(operations["ai.key.delete"])).toEqual({
      method: "DELETE",
      path: `/ai/keys/${PROBE_ID}`,
      body: undefined,
    });
    expect(probeRequest(operations["ai.keys.create"])).toEqual({ method: "POST", path: "/ai/keys", body: {} });
    expect(probeRequest(operations["backup.extend"])).toEqual({
      method: "PATCH",
      path: `/backup/${PROBE_ID}/extend`,
      body: {},
    });
  });

  it("reads the portal's answer", () => {
    expect(probeOutcome(403)).toBe("denied");
    expect([400, 404, 409, 422, 204].map(probeOutcome)).toEqual([
      "allowed",
      "allowed",
      "allowed",
      "allowed",
      "allowed",
    ]);
    expect(probeOutcome(401)).toBe("token_rejected");
    expect([500, 502, 429, 405].map(probeOutcome)).toEqual(["unknown", "unknown", "unknown", "unknown"]);
  });
});

describe("permission probes against the sandbox portal", () => {
  let sandbox: RunningSandbox;
  let client: PortalClient;
  let dataDir: string;
  const statuses: { path: string; status: number }[] = [];
  const send: SendToPortal = async (call: PortalCall) => {
    const answer = await client.call(call);
    statuses.push({ path: call.path, status: answer.status });
    return answer;
  };
  const resolve = (token: string, ops: string[], extra: Partial<Parameters<typeof resolvePermissions>[0]> = {}) =>
    resolvePermissions({
      ops: ops.map((id) => operations[id as keyof typeof operations]),
      token,
      region: "eu-central",
      requestId: "test",
      knownDenied: [],
      send,
      cache: new AllowedCache(),
      ...extra,
    });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "probe-test-"));
    sandbox = await startSandbox({
      dataDir,
      reset: true,
      gateway: false,
      tokens: [
        { name: "admin", value: "probe-admin", permissions: ["*"] },
        { name: "reader", value: "probe-reader", permissions: ["*-get"] },
        { name: "keys", value: "probe-keys", permissions: ["ai*", "notification-get"] },
      ],
    });
    client = new PortalClient({ baseUrl: sandbox.portalUrl, connectTimeoutMs: 2_000, timeoutMs: 5_000 });
  });

  afterAll(async () => {
    await client?.close();
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("finds what a read-only token lacks and what a narrower token holds", async () => {
    const ops = ["ai.key.delete", "ai.keys.create", "notifications.markRead", "task.run"];
    const reader = await resolve("probe-reader", ops);
    expect(reader.denied.sort()).toEqual(["ai-post", "ai_key-delete", "notification-patch", "task_run-post"]);
    expect(reader.newlyDenied.sort()).toEqual(reader.denied);
    expect(reader.allowed).toEqual([]);

    const keys = await resolve("probe-keys", ops);
    expect(keys.allowed.sort()).toEqual(["ai-post", "ai_key-delete"]);
    expect(keys.denied.sort()).toEqual(["notification-patch", "task_run-post"]);
  });

  it("probes every probeable write of the catalog without one of them succeeding", async () => {
    const writes = operationList.filter((op) => op.method !== "GET" && probeRequest(op) !== null);
    expect(writes.length).toBeGreaterThan(50);
    statuses.length = 0;
    const result = await resolve(
      "probe-admin",
      writes.map((op) => op.id),
      { concurrency: 2 },
    );
    expect(result.denied).toEqual([]);
    expect(result.allowed.length).toBe(new Set(writes.map((op) => op.permission)).size);
    const succeeded = statuses.filter((s) => s.status < 300);
    expect(succeeded).toEqual([]);
  });

  it("finds which reads a token may do", async () => {
    const translator = await resolve("probe-keys", [
      "ai.keys.list",
      "ai.key.get",
      "backups.list",
      "backup.get",
      "notifications.list",
    ]);
    expect(translator.allowed.sort()).toEqual(["ai-get", "ai_key-get", "notification-get"]);
    expect(translator.denied.sort()).toEqual(["backup-get", "backups-get"]);
  });

  it("asks nothing for known denials, cached allowances and unprobeable operations", async () => {
    const cache = new AllowedCache();
    statuses.length = 0;
    await resolve("probe-keys", ["ai.key.delete"], { cache });
    expect(statuses).toHaveLength(1);
    const again = await resolve("probe-keys", ["ai.key.delete", "backups.refreshResources", "backups.list"], {
      cache,
      knownDenied: ["backups-get"],
    });
    expect(statuses).toHaveLength(1);
    expect(again).toMatchObject({ allowed: ["ai_key-delete"], denied: ["backups-get"], tokenRejected: false });
  });

  it("says when the portal no longer accepts the token", async () => {
    const result = await resolve("not-a-token", ["ai.key.delete", "ai.keys.create"]);
    expect(result.tokenRejected).toBe(true);
    expect(result.allowed).toEqual([]);
    expect(result.denied).toEqual([]);
  });

  it("learns nothing when the portal cannot be reached", async () => {
    const dead = new PortalClient({ baseUrl: "http://127.0.0.1:9", connectTimeoutMs: 500, timeoutMs: 1_000 });
    const result = await resolvePermissions({
      ops: [operations["ai.key.delete"]],
      token: "probe-admin",
      region: "eu-central",
      requestId: "test",
      knownDenied: [],
      send: (call) => dead.call(call),
      cache: new AllowedCache(),
    });
    await dead.close();
    expect(result).toEqual({ denied: [], allowed: [], newlyDenied: [], tokenRejected: false });
  });
});

describe("allowance cache", () => {
  it("forgets a token's allowances after the time to live, and old tokens past the limit", () => {
    let now = 0;
    const cache = new AllowedCache(1_000, 2, () => now);
    cache.add("a", "x-post");
    expect(cache.has("a", "x-post")).toBe(true);
    now = 1_000;
    expect(cache.has("a", "x-post")).toBe(false);
    cache.add("a", "x-post");
    cache.add("b", "y-post");
    cache.add("c", "z-post");
    expect(cache.has("a", "x-post")).toBe(false);
    expect(cache.has("c", "z-post")).toBe(true);
    expect(AllowedCache.tokenKey("secret")).not.toContain("secret");
  });
});
