import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { FileSessionStore } from "@/lib/bff/file-store";
import { storeSuite } from "./support/store-suite";

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "file-store-"));
  dirs.push(dir);
  return dir;
};

describe("file store", () => {
  storeSuite(() => {
    const dir = newDir();
    return {
      open: (clock) => new FileSessionStore(dir, clock),
      dump: async () => readFileSync(join(dir, "sessions.json"), "utf8"),
    };
  });

  it("writes its file readable by the owner only", async () => {
    const dir = newDir();
    const store = new FileSessionStore(dir);
    await store.put(
      "k",
      { region: "r", token: "t", createdAt: 1, lastSeenAt: 1, expiresAt: Date.now() + 1e6, denied: [] },
      Date.now() + 1e6,
    );
    await store.close();
    expect(statSync(join(dir, "sessions.json")).mode & 0o777).toBe(0o600);
  });

  it("starts empty from an unreadable file and keeps that file aside", async () => {
    const dir = newDir();
    writeFileSync(join(dir, "sessions.json"), "{not json");
    const store = new FileSessionStore(dir);
    expect(await store.get("k")).toBeNull();
    await store.close();
  });

  it("writes touches lazily but flushes them on close", async () => {
    const dir = newDir();
    const store = new FileSessionStore(dir);
    const record = { region: "r", token: "t", createdAt: 1, lastSeenAt: 1, expiresAt: Date.now() + 1e6, denied: [] };
    await store.put("k", record, Date.now() + 1e6);
    await store.put("k", { ...record, lastSeenAt: 2 }, Date.now() + 1e6, { durable: false });
    expect(JSON.parse(readFileSync(join(dir, "sessions.json"), "utf8")).sessions.k.session.lastSeenAt).toBe(1);
    await store.close();
    expect(JSON.parse(readFileSync(join(dir, "sessions.json"), "utf8")).sessions.k.session.lastSeenAt).toBe(2);
  });
});
