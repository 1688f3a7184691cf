/**
 * The bundle as the image runs it (no Docker on the machine the tests run on): a root-owned copy nobody may write to,
 * started with the Dockerfile's environment and command as the Dockerfile's user (when the test runs as root; else as
 * the current user, for whom the copy is just as read-only), writable only where deploy/kubernetes and compose.yaml
 * mount a writable file system: DATA_DIR and Next's cache.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox, type RunningSandbox } from "@/sandbox/start";
import { freePort } from "../bff/support/redis";
import { dockerfileFinalStage } from "../deploy/support/files";
import { assembleBundle, startInstance, type Instance } from "./support/bundle";

const image = dockerfileFinalStage();
const [uid, gid] = image.user.split(":").map(Number);
const asRoot = process.getuid?.() === 0;

describe("the bundle as the image runs it", () => {
  let root: string;
  let bundle: string;
  let dataDir: string;
  let sandbox: RunningSandbox;
  let instance: Instance;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "image-test-"));
    bundle = assembleBundle();
    // The image's user must reach the folders (temporary directories are private to their owner).
    for (const dir of [root, dirname(bundle)]) chmodSync(dir, 0o755);
    // As the Dockerfile: the bundle as built, Next's cache folder the user's own; then nothing else writable.
    const cache = join(bundle, ".next/cache");
    mkdirSync(cache, { recursive: true });
    expect(spawnSync("chmod", ["-R", "a-w", bundle]).status).toBe(0);
    chmodSync(cache, 0o755);
    // DATA_DIR on its own writable file system (Kubernetes: an emptyDir on /tmp; compose: a tmpfs).
    dataDir = join(root, "console-data");
    mkdirSync(dataDir);
    if (asRoot) for (const dir of [cache, dataDir]) chownSync(dir, uid, gid);
    sandbox = await startSandbox({ dataDir: join(root, "sandbox"), reset: true });
    instance = await startInstance(
      bundle,
      await freePort(),
      {
        ...image.env,
        DATA_DIR: dataDir,
        PORTAL_URL: sandbox.portalUrl,
        GATEWAY_URL: sandbox.gatewayUrl,
        GATEWAY_API_KEY: sandbox.gatewayKeys[0],
        COOKIE_SECURE: "false",
        STOP_GRACE_SECONDS: "2",
      },
      asRoot ? { uid, gid } : undefined,
    );
  });

  afterAll(async () => {
    instance?.child.kill("SIGKILL");
    await sandbox?.close();
    if (bundle) {
      spawnSync("chmod", ["-R", "u+w", bundle]);
      rmSync(dirname(bundle), { recursive: true, force: true });
    }
    rmSync(root, { recursive: true, force: true });
  });

  it("runs as the image's user, from a copy it cannot write to", () => {
    const status = readFileSync(`/proc/${instance.child.pid}/status`, "utf8");
    const [, real, effective] = /^Uid:\s+(\d+)\s+(\d+)/m.exec(status)!;
    if (asRoot) expect([Number(real), Number(effective)]).toEqual([uid, uid]);
    expect(Number(effective)).not.toBe(0);
    expect(spawnSync("test", ["-w", join(bundle, "server.js")], { uid: Number(effective) }).status).not.toBe(0);
  });

  it("serves the login page, a signed-in page and the BFF, then stops with exit 0, writing only to DATA_DIR and Next's cache", async () => {
    expect((await fetch(`${instance.url}/api/health/ready`)).status).toBe(200);
    expect((await fetch(`${instance.url}/login`)).status).toBe(200);
    const login = await fetch(`${instance.url}/api/session`, {
      method: "POST",
      headers: { "x-csrf": "1", "content-type": "application/json" },
      body: JSON.stringify({ token: "demo-admin-token", region: sandbox.regions[0] }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie()[0].split(";")[0];
    const keys = await fetch(`${instance.url}/ai/keys`, { headers: { cookie } });
    expect(keys.status).toBe(200);
    expect(await keys.text()).toContain("<html");
    expect((await fetch(`${instance.url}/api/portal/ai/keys`, { headers: { "x-csrf": "1", cookie } })).status).toBe(
      200,
    );

    expect(await instance.stop()).toBe(0);
    expect(instance.output()).not.toMatch(/EACCES|EROFS|EPERM|permission denied|read-only file system/i);
    // The embedded session store and the generated secret went to DATA_DIR.
    expect(readdirSync(dataDir).sort()).toEqual(expect.arrayContaining(["session-secret"]));
  });
});
