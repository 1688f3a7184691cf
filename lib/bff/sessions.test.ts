import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadSessionKey, seal } from "./crypto";
import { FileSessionStore } from "./file-store";
import { Sessions } from "./sessions";

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function setUp() {
  const dir = mkdtempSync(join(tmpdir(), "sessions-"));
  dirs.push(dir);
  const store = new FileSessionStore(dir);
  const key = loadSessionKey("s".repeat(32), dir);
  const sessions = new Sessions(store, key, { idleTimeoutMs: 60_000, absoluteTimeoutMs: 3_600_000 });
  return { store, key, sessions };
}

// Lookups keep what they opened in memory; these prove the memory never outlives or overrides the store.
describe("Sessions: opened secrets kept between lookups", () => {
  it("a record changed in the store after a lookup is opened anew, and a tampered one refused", async () => {
    const { store, sessions } = setUp();
    const created = await sessions.create({ token: "token-one", region: "eu", denied: [] });
    expect((await sessions.lookup(created.id, { touch: false }))?.token).toBe("token-one");

    const stored = (await store.get(created.key))!;
    await store.put(
      created.key,
      { ...stored, token: seal(loadSessionKey("o".repeat(32), "/unused"), "forged", created.key) },
      Date.now() + 60_000,
    );
    expect(await sessions.lookup(created.id, { touch: false })).toBeNull();
    expect(await store.get(created.key)).toBeNull();
  });

  it("a new gateway key is seen at the next lookup, a removed one is gone", async () => {
    const { sessions } = setUp();
    const created = await sessions.create({ token: "token-two", region: "eu", denied: [] });
    await sessions.setGatewayKey(created, "sk-first");
    expect((await sessions.lookup(created.id, { touch: false }))?.gatewayKey).toBe("sk-first");
    await sessions.setGatewayKey(created, "sk-second");
    expect((await sessions.lookup(created.id, { touch: false }))?.gatewayKey).toBe("sk-second");
    await sessions.setGatewayKey(created, undefined);
    expect((await sessions.lookup(created.id, { touch: false }))?.gatewayKey).toBeUndefined();
  });

  it("an ended session is not found, even though it was just looked up", async () => {
    const { sessions } = setUp();
    const created = await sessions.create({ token: "token-three", region: "eu", denied: [] });
    expect(await sessions.lookup(created.id, { touch: true })).not.toBeNull();
    await sessions.end(created);
    expect(await sessions.lookup(created.id, { touch: true })).toBeNull();
  });

  it("a record sealed for another session does not open under this one", async () => {
    const { store, key, sessions } = setUp();
    const a = await sessions.create({ token: "token-a", region: "eu", denied: [] });
    const b = await sessions.create({ token: "token-b", region: "eu", denied: [] });
    expect((await sessions.lookup(a.id, { touch: false }))?.token).toBe("token-a");
    const storedB = (await store.get(b.key))!;
    // a's sealed token moved into b's record: bound to a's key (AAD), so it must not open as b's.
    await store.put(b.key, { ...storedB, token: seal(key, "token-a", a.key) }, Date.now() + 60_000);
    expect(await sessions.lookup(b.id, { touch: false })).toBeNull();
  });
});
