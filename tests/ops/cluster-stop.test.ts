/** `npm start` with CONSOLE_WORKERS=2 (scripts/cluster.mjs on the build): SIGTERM stops every worker gracefully, exit 0. */
import { spawn } from "node:child_process";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startRedis, type RedisServer } from "../bff/support/redis";

const ROOT = join(__dirname, "..", "..");

describe("scripts/cluster.mjs on SIGTERM", () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(() => redis?.stop());

  it("passes the signal to its workers, each stops through graceful-stop.mjs, and the primary exits 0", async () => {
    const port = await freePort();
    const child = spawn(
      process.execPath,
      [join(ROOT, "scripts/cluster.mjs"), "start", "-p", String(port), "-H", "127.0.0.1"],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          CONSOLE_WORKERS: "2",
          REDIS_URL: redis.url,
          SESSION_SECRET: "0123456789abcdef0123456789abcdef",
          STOP_GRACE_SECONDS: "3",
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    child.stdout.on("data", (c) => (output += String(c)));
    child.stderr.on("data", (c) => (output += String(c)));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    try {
      const deadline = Date.now() + 90_000;
      let live = false;
      while (!live && Date.now() < deadline) {
        live = await fetch(`http://127.0.0.1:${port}/api/health/live`).then(
          (r) => r.ok,
          () => false,
        );
        if (!live) await new Promise((r) => setTimeout(r, 200));
      }
      expect(live).toBe(true);
      // Both workers have started (each answers in turn) before the stop.
      await new Promise((r) => setTimeout(r, 1_000));
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
      const lines = output
        .split("\n")
        .filter((l) => l.startsWith("{"))
        .map((l) => JSON.parse(l) as { msg?: string });
      expect(lines.filter((l) => l.msg === "stopping")).toHaveLength(2);
      expect(lines.filter((l) => l.msg === "stopped")).toHaveLength(2);
    } finally {
      child.kill("SIGKILL");
    }
  });
});
