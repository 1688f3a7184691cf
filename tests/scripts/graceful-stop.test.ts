/** scripts/graceful-stop.mjs over real HTTP: refuse new connections, finish requests in flight, end streams, exit 0. */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
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
    await new Promise((r) => setTimeout(r, 100));

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
      await new Promise((r) => setTimeout(r, 200));
      expect((await get(Number(new URL(ready.portalUrl).port), "/")).error).toBe("ECONNREFUSED");
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
