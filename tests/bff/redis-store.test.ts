import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RedisSessionStore } from "@/lib/bff/redis-store";
import { startRedis, type RedisServer } from "./support/redis";
import { startBffStack } from "./support/stack";
import { storeSuite } from "./support/store-suite";

let server: RedisServer;
let inspector: Redis;

beforeAll(async () => {
  server = await startRedis();
  inspector = new Redis(server.url);
});

afterAll(async () => {
  inspector?.disconnect();
  await server?.stop();
});

describe("redis store", () => {
  storeSuite(() => {
    // Each test gets its own key prefix on the one server, as two consoles sharing it would.
    const prefix = `test-${randomBytes(4).toString("hex")}:`;
    return {
      open: (clock) => new RedisSessionStore(server.url, prefix, clock),
      dump: async () => {
        const keys = await inspector.keys(`${prefix}*`);
        const values = await Promise.all(keys.map((k) => inspector.get(k)));
        return JSON.stringify({ keys, values });
      },
    };
  });
});

describe("console instances sharing Redis", () => {
  it("a session made by one instance is honoured by another; login counters live in Redis too", async () => {
    const prefix = `shared-${randomBytes(4).toString("hex")}:`;
    const shared = { REDIS_URL: server.url, REDIS_PREFIX: prefix, SESSION_SECRET: randomBytes(24).toString("hex") };
    const stack = await startBffStack({ env: shared });
    try {
      const cookie = await stack.login();
      await stack.call("POST", "/api/session", { body: { token: "wrong-token", region: "eu-central" } });
      const keys = await inspector.keys(`${prefix}*`);
      expect(keys.some((k) => k.startsWith(`${prefix}session:`))).toBe(true);
      expect(keys.some((k) => k.startsWith(`${prefix}counter:login-failures:`))).toBe(true);
      // Another instance: its own data directory, the same Redis and secret.
      const otherDir = mkdtempSync(join(tmpdir(), "instance-b-"));
      await stack.restart({ DATA_DIR: otherDir });
      expect((await stack.call("GET", "/api/portal/ai/providers", { cookie })).status).toBe(200);
      await stack.call("DELETE", "/api/session", { cookie });
      await stack.restart();
      expect((await stack.call("GET", "/api/portal/ai/providers", { cookie })).status).toBe(401);
      rmSync(otherDir, { recursive: true, force: true });
    } finally {
      await stack.close();
    }
  });
});
