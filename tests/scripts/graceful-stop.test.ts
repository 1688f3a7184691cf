/**
 * scripts/graceful-stop.mjs over real HTTP: refuse new connections, keep serving the open ones, finish requests in
 * flight, end streams, exit 0.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request, type IncomingHttpHeaders } from "node:http";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = process.cwd();

function get(port: number, path: string): Promise<{ status: number; text: string; error?: string }> {
  return new Promise((resolve) => {
    const req = request({ host: "127.0.0.1", port, path, agent: false }, (res) => {
      let text = "";
      res.on("data", (c) => (text += String(c)));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      res.on("error", (e: NodeJS.ErrnoException) => resolve({ status: 0, text, error: e.code ?? e.message }));
    });
    req.on("error", (e: NodeJS.ErrnoException) => resolve({ status: 0, text: "", error: e.code ?? e.message }));
    req.end();
  });
}

/** Resolves once `output()` holds the preload's "stopping" line: the signal has been handled, however busy the machine. */
async function untilStopping(output: () => string): Promise<void> {
  while (!output().includes('"msg":"stopping"')) await new Promise((r) => setTimeout(r, 10));
}

/** A new connection is refused once the stopping process has closed its listener (it may take a moment to get there). */
async function refusedWithin(port: number, ms: number): Promise<string | undefined> {
  const deadline = performance.now() + ms;
  for (;;) {
    const answer = await get(port, "/");
    if (answer.error === "ECONNREFUSED" || performance.now() > deadline) return answer.error;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The fixture under the preload, resolved once it listens. */
async function startFixture(graceSeconds: number) {
  const child = spawn(
    process.execPath,
    ["--import", join(root, "scripts/graceful-stop.mjs"), join(root, "tests/scripts/support/stop-fixture.mjs")],
    { env: { ...process.env, STOP_GRACE_SECONDS: String(graceSeconds) }, stdio: ["ignore", "pipe", "pipe"] },
  );
  let stdout = "";
  child.stdout.on("data", (c) => (stdout += String(c)));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const port = await new Promise<number>((resolve) => {
    const check = () => {
      const match = /LISTENING (\d+)/.exec(stdout);
      if (match) resolve(Number(match[1]));
      else setTimeout(check, 20);
    };
    check();
  });
  return { child, port, exited, stdout: () => stdout };
}

/** A kept-alive connection as a proxy holds one: requests sent one after another, each answer read whole. */
class KeptAlive {
  private buffer = "";
  private waiting?: () => void;
  closedAt?: number;
  constructor(private readonly socket: Socket) {
    socket.setEncoding("latin1");
    socket.on("data", (c: string) => {
      this.buffer += c;
      this.waiting?.();
    });
    socket.on("error", () => undefined);
    socket.on("close", () => {
      this.closedAt = performance.now();
      this.waiting?.();
    });
  }
  static open(port: number): Promise<KeptAlive> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => resolve(new KeptAlive(socket)));
      socket.once("error", reject);
    });
  }
  /** Status and headers of the answer, or null when the connection ended without one. */
  async get(path: string): Promise<{ status: number; headers: Record<string, string>; body: string } | null> {
    this.socket.write(`GET ${path} HTTP/1.1\r\nHost: console\r\n\r\n`);
    for (;;) {
      const end = this.buffer.indexOf("\r\n\r\n");
      if (end >= 0) {
        const [statusLine, ...lines] = this.buffer.slice(0, end).split("\r\n");
        const headers = Object.fromEntries(
          lines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]),
        );
        const length = Number(headers["content-length"]);
        if (this.buffer.length >= end + 4 + length) {
          const body = this.buffer.slice(end + 4, end + 4 + length);
          this.buffer = this.buffer.slice(end + 4 + length);
          return { status: Number(statusLine.split(" ")[1]), headers, body };
        }
      }
      if (this.closedAt !== undefined) return null;
      await new Promise<void>((resolve) => (this.waiting = resolve));
    }
  }
}

describe("scripts/graceful-stop.mjs", () => {
  it("on SIGTERM: new connections refused, a request in flight finishes, a stream ends with its last event, exit 0", async () => {
    const child = spawn(
      process.execPath,
      ["--import", join(root, "scripts/graceful-stop.mjs"), join(root, "tests/scripts/support/stop-fixture.mjs")],
      {
        env: { ...process.env, STOP_GRACE_SECONDS: "2" },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let stdout = "";
    child.stdout.on("data", (c) => (stdout += String(c)));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    const port = await new Promise<number>((resolve) => {
      const check = () => {
        const match = /LISTENING (\d+)/.exec(stdout);
        if (match) resolve(Number(match[1]));
        else setTimeout(check, 20);
      };
      check();
    });

    const slow = get(port, "/slow");
    const stream = get(port, "/stream");
    await new Promise((r) => setTimeout(r, 300));
    const signalledAt = performance.now();
    child.kill("SIGTERM");
    await untilStopping(() => stdout);

    expect((await get(port, "/")).error).toBe("ECONNREFUSED");
    expect(await slow).toEqual({ status: 200, text: "slow done" });
    const streamed = await stream;
    expect(streamed.text).toMatch(/^(chunk\n)+restarting\n$/);
    const code = await exited;
    expect(code).toBe(0);
    // The stream held the stop open for the grace period, not for longer.
    const took = performance.now() - signalledAt;
    expect(took).toBeGreaterThan(1_900);
    expect(took).toBeLessThan(10_000);
    const lines = stdout
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as { msg: string });
    expect(lines.map((l) => l.msg)).toEqual(["stopping", "ending open streams", "stopped"]);
  });

  it("keeps serving kept-alive connections after SIGTERM, each answer with Connection: close; closes idle ones once nothing arrives", async () => {
    const { child, port, exited, stdout } = await startFixture(30);
    const reused = await KeptAlive.open(port);
    const idle = await KeptAlive.open(port);
    expect((await reused.get("/"))?.headers.connection).toBe("keep-alive");
    expect((await idle.get("/"))?.headers.connection).toBe("keep-alive");
    const slow = get(port, "/slow");
    await new Promise((r) => setTimeout(r, 100));

    const signalledAt = performance.now();
    child.kill("SIGTERM");
    await untilStopping(stdout);
    // A proxy sending on a connection it holds is answered, and told not to send on it again.
    const late = await reused.get("/");
    expect(late).toMatchObject({ status: 200, body: "stopping", headers: { connection: "close" } });
    expect((await get(port, "/")).error).toBe("ECONNREFUSED");
    expect(await slow).toEqual({ status: 200, text: "slow done" });
    // The idle one stays open until nothing has arrived for a second, then closes, and the process exits.
    expect(await exited).toBe(0);
    expect(idle.closedAt! - signalledAt).toBeGreaterThan(900);
    expect(performance.now() - signalledAt).toBeLessThan(10_000);
  });

  it("answers every request sent on an open connection around SIGTERM: only new connections are refused", async () => {
    const { child, port, exited } = await startFixture(30);
    // 24 connections kept alive, each sending the next request as soon as the answer arrives, as a busy proxy does.
    const agent = new Agent({ keepAlive: true, maxSockets: 24, scheduling: "lifo" });
    let signalled = false;
    let answered = 0;
    let answeredAfterSignal = 0;
    const lost: string[] = [];
    const send = () =>
      new Promise<{ status: number; headers: IncomingHttpHeaders } | { error: string; reused: boolean }>((resolve) => {
        const req = request({ host: "127.0.0.1", port, path: "/", agent }, (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
          res.on("error", (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message, reused: true }));
        });
        req.on("error", (e: NodeJS.ErrnoException) =>
          resolve({ error: e.code ?? e.message, reused: req.reusedSocket }),
        );
        req.end();
      });
    const loop = async () => {
      for (;;) {
        const answer = await send();
        if ("error" in answer) {
          // A refused new connection goes to another instance; anything else is a request lost.
          if (answer.error !== "ECONNREFUSED") lost.push(`${answer.error} (reused: ${answer.reused})`);
          return;
        }
        if (answer.status !== 200) lost.push(`status ${answer.status}`);
        answered++;
        if (signalled) answeredAfterSignal++;
      }
    };
    const loops = Array.from({ length: 24 }, loop);
    await new Promise((r) => setTimeout(r, 300));
    signalled = true;
    const signalledAt = performance.now();
    child.kill("SIGTERM");
    await Promise.all(loops);
    agent.destroy();
    console.log(`kept-alive connections around SIGTERM: ${JSON.stringify({ answered, answeredAfterSignal, lost })}`);
    expect(lost).toEqual([]);
    expect(answeredAfterSignal).toBeGreaterThan(0);
    expect(await exited).toBe(0);
    expect(performance.now() - signalledAt).toBeLessThan(10_000);
  });

  it("stops at once when nothing is in flight", async () => {
    const child = spawn(
      process.execPath,
      ["--import", join(root, "scripts/graceful-stop.mjs"), join(root, "tests/scripts/support/stop-fixture.mjs")],
      {
        env: { ...process.env, STOP_GRACE_SECONDS: "30" },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    await new Promise<void>((resolve) => child.stdout.on("data", (c) => String(c).includes("LISTENING") && resolve()));
    const started = performance.now();
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("refuses a STOP_GRACE_SECONDS that is not a number of seconds", async () => {
    const child = spawn(process.execPath, ["--import", join(root, "scripts/graceful-stop.mjs"), "-e", "0"], {
      env: { ...process.env, STOP_GRACE_SECONDS: "soon" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (c) => (stderr += String(c)));
    expect(await new Promise((resolve) => child.once("exit", resolve))).toBe(1);
    expect(stderr).toContain("STOP_GRACE_SECONDS must be");
  });
});

describe("the sandbox on SIGTERM", () => {
  it("refuses new connections, lets a slow portal request finish, cuts an open stream after the grace period, exits 0", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "sandbox-stop-"));
    const child = spawn(
      join(root, "node_modules/.bin/tsx"),
      [
        "sandbox/main.ts",
        "--port",
        "0",
        "--gateway-port",
        "0",
        "--data-dir",
        dataDir,
        "--reset",
        "--control-key",
        "stop-test-key",
      ],
      { cwd: root, env: { ...process.env, STOP_GRACE_SECONDS: "2" }, stdio: ["ignore", "pipe", "pipe"] },
    );
    let stdout = "";
    child.stdout.on("data", (c) => (stdout += String(c)));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    try {
      const ready = await new Promise<{ portalUrl: string; gatewayUrl: string }>((resolve) => {
        const check = () => {
          const match = /SANDBOX_READY (\{.*\})/.exec(stdout);
          if (match) resolve(JSON.parse(match[1]) as { portalUrl: string; gatewayUrl: string });
          else setTimeout(check, 50);
        };
        check();
      });
      const control = { "x-sandbox-control": "stop-test-key", "content-type": "application/json" };
      await fetch(`${ready.portalUrl}/__control/faults`, {
        method: "POST",
        headers: control,
        body: JSON.stringify({ mode: "slow", delayMs: 1_000 }),
      });
      await fetch(`${ready.gatewayUrl}/__control/pace`, {
        method: "POST",
        headers: control,
        body: JSON.stringify({ tokensPerSecond: 5 }),
      });
      const slow = fetch(`${ready.portalUrl}/ai/providers`, {
        headers: { "auth-token": "demo-admin-token", region: "eu-central" },
      });
      const stream = await fetch(`${ready.gatewayUrl}/v1/chat/completions`, {
        method: "POST",
        headers: { authorization: "Bearer sk-gateway-demo-all", "content-type": "application/json" },
        body: JSON.stringify({
          model: "openai/gpt-4o-mini",
          stream: true,
          max_completion_tokens: 500,
          messages: [{ role: "user", content: "hi" }],
        }),
      });
      expect(stream.status).toBe(200);
      const streamText = stream.text().catch(() => "cut");
      await new Promise((r) => setTimeout(r, 200));
      const signalledAt = performance.now();
      child.kill("SIGTERM");
      expect(await refusedWithin(Number(new URL(ready.portalUrl).port), 5_000)).toBe("ECONNREFUSED");
      expect((await slow).status).toBe(200);
      await streamText;
      expect(await exited).toBe(0);
      const took = performance.now() - signalledAt;
      expect(took).toBeGreaterThan(1_800);
      expect(took).toBeLessThan(15_000);
    } finally {
      child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
