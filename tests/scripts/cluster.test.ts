/** scripts/cluster.mjs refuses a setting it cannot honour before it starts anything, and says which one. */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const launcher = join(process.cwd(), "scripts/cluster.mjs");

function launch(env: Record<string, string>) {
  const { CONSOLE_WORKERS: _workers, REDIS_URL: _redis, ...rest } = process.env;
  const result = spawnSync(process.execPath, [launcher, "start", "-p", "0"], {
    env: { ...rest, ...env },
    encoding: "utf8",
    timeout: 20_000,
  });
  return { status: result.status, stderr: result.stderr };
}

describe("scripts/cluster.mjs", () => {
  it("refuses more than one worker without REDIS_URL: the workers could not share sessions", () => {
    const { status, stderr } = launch({ CONSOLE_WORKERS: "2" });
    expect(status).toBe(1);
    expect(stderr).toContain("CONSOLE_WORKERS above 1 needs REDIS_URL");
  });

  it.each(["0", "-1", "1.5", "two", "65"])("refuses CONSOLE_WORKERS=%s, naming the variable and its range", (value) => {
    const { status, stderr } = launch({ CONSOLE_WORKERS: value, REDIS_URL: "redis://127.0.0.1:1" });
    expect(status).toBe(1);
    expect(stderr).toContain("CONSOLE_WORKERS must be a whole number from 1 to 64");
  });
});
