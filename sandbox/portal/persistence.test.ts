/** State that persists: restarts on the same data dir keep changes, reset reseeds, regions are apart. */
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { json, makeDataDir, startTestSandbox, type TestSandbox } from "./test-support";

interface Key {
  id: string;
  name: string;
}

const keyNames = async (sbx: TestSandbox, region = "eu-central") =>
  json<Key[]>(await sbx.call("GET", "/ai/keys", { region })).map((k) => k.name);

describe("persistence", () => {
  const dirs: string[] = [];
  const running: TestSandbox[] = [];
  const start = async (dataDir: string, reset = false) => {
    const sbx = await startTestSandbox({ dataDir, reset });
    running.push(sbx);
    return sbx;
  };
  const stop = async (sbx: TestSandbox) => {
    running.splice(running.indexOf(sbx), 1);
    await sbx.close();
  };
  afterEach(async () => {
    for (const sbx of running.splice(0)) await sbx.close();
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });
  const newDir = async () => {
    const dir = await makeDataDir();
    dirs.push(dir);
    return dir;
  };

  it("keeps creates, updates and deletes across a restart", async () => {
    const dir = await newDir();
    const first = await start(dir);
    const created = json<Key>(
      await first.call("POST", "/ai/keys", {
        body: { name: "persisted-key", description: "d", tier: "basic", user_bound: false },
      }),
    );
    const victim = json<Key[]>(await first.call("GET", "/ai/keys"))[0];
    expect((await first.call("DELETE", `/ai/keys/${victim.id}`)).status).toBe(204);
    await first.call("POST", "/i18n/lang/de", { body: { key: "portal.menu.home", value: "Daheim" } });
    await stop(first);

    const second = await start(dir);
    const names = await keyNames(second);
    expect(names).toContain("persisted-key");
    expect(json<Key[]>(await second.call("GET", "/ai/keys")).some((k) => k.id === victim.id)).toBe(false);
    expect(json<Record<string, string>>(await second.call("GET", "/i18n/lang/de"))["portal.menu.home"]).toBe("Daheim");
    expect(json<Key>(await second.call("GET", `/ai/keys/${created.id}`)).name).toBe("persisted-key");
  });

  it("writes the region file soon after a write, atomically", async () => {
    const dir = await newDir();
    const sbx = await start(dir);
    await sbx.call("POST", "/property", { body: { property: "written.soon", value: "yes", description: "d" } });
    await new Promise((r) => setTimeout(r, 400));
    const saved = JSON.parse(await readFile(path.join(dir, "eu-central.json"), "utf8"));
    expect(JSON.stringify(saved.areas.misc)).toContain("written.soon");
  });

  it("reseeds with the reset option and with POST /__control/reset", async () => {
    const dir = await newDir();
    const first = await start(dir);
    const seeded = await keyNames(first);
    await first.call("POST", "/ai/keys", {
      body: { name: "to-be-reset", description: "d", tier: "basic", user_bound: false },
    });
    await stop(first);

    const reset = await start(dir, true);
    expect(await keyNames(reset)).toEqual(seeded);
    await reset.call("POST", "/ai/keys", {
      body: { name: "again", description: "d", tier: "basic", user_bound: false },
    });
    expect(await keyNames(reset)).toContain("again");
    expect((await reset.control("POST", "reset")).status).toBe(204);
    expect(await keyNames(reset)).toEqual(seeded);
    await stop(reset);

    const after = await start(dir);
    expect(await keyNames(after)).toEqual(seeded);
  });

  it("seeds deterministically", async () => {
    const a = await start(await newDir());
    const b = await start(await newDir());
    const idsA = json<Key[]>(await a.call("GET", "/ai/keys")).map((k) => k.id);
    const idsB = json<Key[]>(await b.call("GET", "/ai/keys")).map((k) => k.id);
    expect(idsA).toEqual(idsB);
    expect(idsA.length).toBeGreaterThanOrEqual(25);
  });

  it("partitions data by region", async () => {
    const sbx = await start(await newDir());
    await sbx.call("POST", "/ai/keys", {
      region: "eu-west",
      body: { name: "west-only", description: "d", tier: "basic", user_bound: false },
    });
    expect(await keyNames(sbx, "eu-west")).toContain("west-only");
    expect(await keyNames(sbx, "eu-central")).not.toContain("west-only");
    const central = json<Key[]>(await sbx.call("GET", "/ai/projects", { region: "eu-central" })).map((p) => p.id);
    const west = json<Key[]>(await sbx.call("GET", "/ai/projects", { region: "eu-west" })).map((p) => p.id);
    expect(central.length).toBeGreaterThanOrEqual(3);
    expect(west.length).toBeGreaterThanOrEqual(3);
    expect(central.filter((id) => west.includes(id))).toEqual([]);
    expect((await sbx.call("GET", `/ai/project/${central[0]}`, { region: "eu-west" })).status).toBe(404);
  });

  it("reseeds a region whose file is unreadable, keeping the file aside", async () => {
    const dir = await newDir();
    await writeFile(path.join(dir, "eu-central.json"), "{ not json");
    const warnings: string[] = [];
    const original = console.warn;
    console.warn = (message: string) => void warnings.push(message);
    try {
      const sbx = await start(dir);
      expect((await keyNames(sbx)).length).toBeGreaterThanOrEqual(25);
      expect(warnings.join()).toContain("unreadable");
    } finally {
      console.warn = original;
    }
  });
});
