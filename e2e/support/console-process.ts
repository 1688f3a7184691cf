import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, waitForHttp } from "./ports";

export interface ConsoleProcess {
  url: string;
  /** The process started: Next's server, or the cluster's primary with `launcher`. */
  pid: number;
  dataDir: string;
  /** Everything the console printed, for tests that read its log lines. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the built console (`next start`) on a free loopback port, pointed at the given upstreams.
 * The build must exist (`npm run build`; `npm test` builds first). `launcher`: a script run instead of Next's binary
 * with the same arguments (scripts/cluster.mjs).
 */
export async function startConsole(
  env: Record<string, string>,
  options: { dataDir?: string; launcher?: string } = {},
): Promise<ConsoleProcess> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "console-e2e-"));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      options.launcher ?? join(process.cwd(), "node_modules/next/dist/bin/next"),
      "start",
      "-p",
      String(port),
      "-H",
      "127.0.0.1",
    ],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        DATA_DIR: dataDir,
        COOKIE_SECURE: "false",
        CHECK_OUTPUT: "1",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let log = "";
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/api/health`);
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`console did not start: ${String(error)}\n${log}`);
  }
  return {
    url,
    pid: child.pid!,
    dataDir,
    output: () => log,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 5_000).unref();
      }),
  };
}
