/** Liveness and readiness, and a session store that goes away and comes back under requests. */
import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { lifecycle } from "@/lib/bff/lifecycle";
import type { ErrorShape } from "./support/http";
import { startRedis, type RedisServer } from "./support/redis";
import { startBffStack, type BffStack } from "./support/stack";

interface Readiness {
  status: string;
  stopping: boolean;
  sessionStore: { ok: boolean };
  portal: { ok: boolean };
  gateway: { ok: boolean };
}

describe("health endpoints (file store)", () => {
  let stack: BffStack;
  beforeAll(async () => {
    stack = await startBffStack();
  });
  afterAll(() => stack?.close());
  afterEach(() => {
    lifecycle().stopping = false;
  });

  it("live answers 200 without a session or CSRF header", async () => {
    const answer = await stack.call("GET", "/api/health/live", { csrf: false });
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ status: "alive" });
  });

  it("ready answers 200 when the store, the portal and the gateway answer", async () => {
    const answer = await stack.call("GET", "/api/health/ready", { csrf: false });
    expect(answer.status).toBe(200);
    expect(answer.json<Readiness>()).toMatchObject({
      status: "ready",
      stopping: false,
      sessionStore: { ok: true },
      portal: { ok: true },
      gateway: { ok: true },
    });
  });

  it("ready answers 503 'stopping' once the instance stops, while live stays 200", async () => {
    lifecycle().stopping = true;
    const ready = await stack.call("GET", "/api/health/ready", { csrf: false });
    expect(ready.status).toBe(503);
    expect(ready.json<Readiness>()).toMatchObject({ status: "stopping", stopping: true });
    expect((await stack.call("GET", "/api/health/live", { csrf: false })).status).toBe(200);
  });

  it("ready answers 503 naming the portal when the portal is down", async () => {
    await stack.restart({ PORTAL_URL: "http://127.0.0.1:1" });
    try {
      const answer = await stack.call("GET", "/api/health/ready", { csrf: false });
      expect(answer.status).toBe(503);
      expect(answer.json<Readiness>()).toMatchObject({
        status: "unavailable",
        portal: { ok: false },
        sessionStore: { ok: true },
      });
    } finally {
      await stack.restart();
    }
  });
});

describe("a Redis session store that goes away", () => {
  let redis: RedisServer;
  let stack: BffStack;
  beforeAll(async () => {
    redis = await startRedis();
    stack = await startBffStack({
      env: {
        REDIS_URL: redis.url,
        REDIS_PREFIX: `health-${randomBytes(4).toString("hex")}:`,
        SESSION_SECRET: randomBytes(24).toString("hex"),
      },
    });
  });
  afterAll(async () => {
    await stack?.close();
    await redis?.stop();
  });

  it("answers 503 session_store_unavailable (never 500) while Redis is down, and recovers by itself", async () => {
    const cookie = await stack.login();
    expect((await stack.call("GET", "/api/portal/ai/providers", { cookie })).status).toBe(200);
    await redis.stop();

    const during = await Promise.all([
      stack.call("GET", "/api/portal/ai/providers", { cookie }),
      stack.call("GET", "/api/session", { cookie }),
      stack.call("POST", "/api/session", { body: { token: "demo-admin-token", region: "eu-central" } }),
    ]);
    for (const answer of during) {
      expect(answer.status).toBe(503);
      const { error } = answer.json<ErrorShape>();
      expect(error.code).toBe("session_store_unavailable");
      expect(error.message).toContain("session store");
    }
    const ready = await stack.call("GET", "/api/health/ready", { csrf: false });
    expect(ready.status).toBe(503);
    expect(ready.json<Readiness>()).toMatchObject({
      status: "unavailable",
      sessionStore: { ok: false },
      portal: { ok: true },
    });

    redis = await startRedis(undefined, redis.port);
    // ioredis reconnects on its own, with a growing pause between attempts (at most 2 s).
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await stack.call("GET", "/api/health/ready", { csrf: false })).status;
      if (status === 200) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
    // Redis came back empty (no persistence): the old session is gone, a new login works.
    const again = await stack.login();
    expect((await stack.call("GET", "/api/portal/ai/providers", { cookie: again })).status).toBe(200);
  });
});
