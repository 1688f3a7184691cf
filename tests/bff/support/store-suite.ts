/**
 * The one test suite both session stores pass (file and Redis): records, counters, and the session lifecycle on
 * top (expiry by the injected clock, sealed secrets, a new store instance seeing what the old one wrote).
 */
import { expect, it } from "vitest";
import { loadSessionKey, sessionKey } from "@/lib/bff/crypto";
import type { SessionStore, StoredSession } from "@/lib/bff/session-store";
import { Sessions } from "@/lib/bff/sessions";

export interface StoreFactory {
  /** A store on the shared backing (same directory / same Redis) with the given clock. */
  open(clock: () => number): SessionStore;
  /** Raw text of everything the backing holds, to prove secrets are sealed. */
  dump(): Promise<string>;
}

const sample = (now: number): StoredSession => ({
  region: "eu-central",
  token: "sealed-elsewhere",
  createdAt: now,
  lastSeenAt: now,
  expiresAt: now + 60_000,
  denied: [],
});

const policy = { idleTimeoutMs: 30 * 60_000, absoluteTimeoutMs: 12 * 3_600_000 };
const key = loadSessionKey("a-test-secret-of-at-least-32-characters!!", "/nonexistent-never-used");

export function storeSuite(factory: () => StoreFactory) {
  const clockAt = (start: number) => {
    let now = start;
    return { now: () => now, advance: (ms: number) => void (now += ms) };
  };

  it("puts, gets, replaces and deletes records", async () => {
    const clock = clockAt(Date.now());
    const store = factory().open(clock.now);
    try {
      expect(await store.get("k1")).toBeNull();
      await store.put("k1", sample(clock.now()), clock.now() + 60_000);
      expect(await store.get("k1")).toEqual(sample(clock.now()));
      await store.put("k1", { ...sample(clock.now()), region: "eu-west" }, clock.now() + 60_000);
      expect((await store.get("k1"))?.region).toBe("eu-west");
      await store.delete("k1");
      expect(await store.get("k1")).toBeNull();
    } finally {
      await store.close();
    }
  });

  it("counts hits in a window that ends", async () => {
    const clock = clockAt(Date.now());
    const store = factory().open(clock.now);
    try {
      expect((await store.peek("c")).count).toBe(0);
      expect((await store.hit("c", 300)).count).toBe(1);
      const second = await store.hit("c", 300);
      expect(second.count).toBe(2);
      expect(second.resetAt).toBeGreaterThan(clock.now());
      expect((await store.peek("c")).count).toBe(2);
      expect((await store.peek("other")).count).toBe(0);
      // Real time for Redis' TTL, clock time for the file store: move both.
      await new Promise((r) => setTimeout(r, 350));
      clock.advance(350);
      expect((await store.peek("c")).count).toBe(0);
      expect((await store.hit("c", 300)).count).toBe(1);
    } finally {
      await store.close();
    }
  });

  it("creates sessions under fresh ids, seals the token, and a new store instance sees them", async () => {
    const backing = factory();
    const clock = clockAt(Date.now());
    const first = backing.open(clock.now);
    const sessions = new Sessions(first, key, policy, clock.now);
    const a = await sessions.create({ token: "tok-SENTINEL-123", region: "eu-west", denied: ["x-get"] });
    const b = await sessions.create({ token: "tok-SENTINEL-123", region: "eu-west", denied: [] });
    expect(a.id).not.toBe(b.id);
    expect(a.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await sessions.setGatewayKey(a, "sk-gateway-SENTINEL-KEY");
    await first.close();

    const dump = await backing.dump();
    expect(dump).not.toContain("tok-SENTINEL-123");
    expect(dump).not.toContain("sk-gateway-SENTINEL-KEY");
    expect(dump).not.toContain(a.id);

    const second = backing.open(clock.now);
    try {
      const again = await new Sessions(second, key, policy, clock.now).lookup(a.id, { touch: false });
      expect(again).toMatchObject({
        region: "eu-west",
        token: "tok-SENTINEL-123",
        gatewayKey: "sk-gateway-SENTINEL-KEY",
        denied: ["x-get"],
      });
    } finally {
      await second.close();
    }
  });

  it("ends a session after the idle timeout, and touching extends it", async () => {
    const clock = clockAt(Date.now());
    const store = factory().open(clock.now);
    const sessions = new Sessions(store, key, policy, clock.now);
    try {
      const s = await sessions.create({ token: "t", region: "eu-central", denied: [] });
      clock.advance(29 * 60_000);
      expect(await sessions.lookup(s.id, { touch: true })).not.toBeNull();
      clock.advance(29 * 60_000);
      expect(await sessions.lookup(s.id, { touch: false })).not.toBeNull();
      clock.advance(2 * 60_000);
      expect(await sessions.lookup(s.id, { touch: true })).toBeNull();
      // The expired record is gone, not merely refused.
      expect(await store.get(sessionKey(s.id))).toBeNull();
    } finally {
      await store.close();
    }
  });

  it("ends a session at its absolute lifetime however active", async () => {
    const clock = clockAt(Date.now());
    const store = factory().open(clock.now);
    const sessions = new Sessions(store, key, policy, clock.now);
    try {
      const s = await sessions.create({ token: "t", region: "eu-central", denied: [] });
      for (let hour = 0; hour < 12 * 4 - 1; hour++) {
        clock.advance(15 * 60_000);
        expect(await sessions.lookup(s.id, { touch: true }), `after ${(hour + 1) * 15} min`).not.toBeNull();
      }
      clock.advance(15 * 60_000);
      expect(await sessions.lookup(s.id, { touch: true })).toBeNull();
    } finally {
      await store.close();
    }
  });

  it("refuses ids of the wrong shape, unknown ids, and records sealed with another key", async () => {
    const clock = clockAt(Date.now());
    const store = factory().open(clock.now);
    const sessions = new Sessions(store, key, policy, clock.now);
    try {
      expect(await sessions.lookup(undefined, { touch: true })).toBeNull();
      expect(await sessions.lookup("short", { touch: true })).toBeNull();
      expect(await sessions.lookup("A".repeat(43), { touch: true })).toBeNull();
      const s = await sessions.create({ token: "t", region: "eu-central", denied: [] });
      const otherKey = loadSessionKey("another-secret-of-at-least-32-characters!", "/nonexistent-never-used");
      expect(await new Sessions(store, otherKey, policy, clock.now).lookup(s.id, { touch: false })).toBeNull();
    } finally {
      await store.close();
    }
  });
}
