/**
 * A throwaway redis-server for tests: a free loopback port, stopped after. No persistence, unless given a directory
 * for an append-only file written on every command (`appendfsync always`), as a production Redis keeps sessions.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { Redis } from "ioredis";

export interface RedisServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * `port`: a given one (a restart of a server on its old address), a free one by default. `persistIn`: the directory
 * of the append-only file; a restart with the same one finds the data again.
 */
export async function startRedis(
  binary = "/usr/bin/redis-server",
  port?: number,
  persistIn?: string,
): Promise<RedisServer> {
  port ??= await freePort();
  const persistence = persistIn
    ? ["--appendonly", "yes", "--appendfsync", "always", "--dir", persistIn]
    : ["--appendonly", "no"];
  const child: ChildProcess = spawn(
    binary,
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", ...persistence, "--protected-mode", "yes"],
    { stdio: "ignore" },
  );
  const url = `redis://127.0.0.1:${port}`;
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on("error", () => undefined);
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await probe.connect();
      await probe.ping();
      break;
    } catch (error) {
      probe.disconnect();
      if (Date.now() > deadline || child.exitCode !== null) {
        child.kill("SIGKILL");
        throw new Error(`redis-server did not start: ${String(error)}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  probe.disconnect();
  return {
    url,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
