/**
 * The standalone bundle as the image runs it: assembled by scripts/bundle.mjs from the existing build into a fresh
 * directory, then started there with `node --import ./graceful-stop.mjs server.js`.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const ROOT = join(__dirname, "..", "..", "..");

export function assembleBundle(): string {
  const out = join(mkdtempSync(join(tmpdir(), "console-bundle-")), "console");
  const result = spawnSync(process.execPath, [join(ROOT, "scripts/bundle.mjs"), "--no-build", "--out", out], {
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`bundle failed: ${result.stderr}${result.stdout}`);
  return out;
}

export interface Instance {
  port: number;
  url: string;
  child: ChildProcess;
  /** Everything it printed (request lines dropped unless asked for). */
  output(): string;
  /** SIGTERM; resolves with the exit code. */
  stop(): Promise<number | null>;
  exited: Promise<number | null>;
}

/**
 * Starts the bundle on loopback `port` with the image's command; resolves once /api/health/live answers. `user`: run
 * as that uid and gid (as the image does), which needs root.
 */
export async function startInstance(
  dir: string,
  port: number,
  env: Record<string, string>,
  user?: { uid: number; gid: number },
): Promise<Instance> {
  const child = spawn(process.execPath, ["--import", "./graceful-stop.mjs", "server.js"], {
    cwd: dir,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      ...env,
      HOSTNAME: "127.0.0.1",
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
    ...user,
  });
  let output = "";
  child.stdout!.on("data", (c) => (output += String(c)));
  child.stderr!.on("data", (c) => (output += String(c)));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`console exited with ${child.exitCode}:\n${output}`);
    const ok = await fetch(`${url}/api/health/live`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`console did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    url,
    child,
    output: () => output,
    exited,
    stop: () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}
