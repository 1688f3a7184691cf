/** Starting the sandbox: both servers, extra tokens, load seeding, and the `npm run sandbox` process. */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { json, makeDataDir, send, startTestSandbox } from "./test-support";

describe("startSandbox", () => {
  it("starts portal and gateway on free loopback ports, with an extra sentinel token", async () => {
    const sentinel = `sentinel-${randomBytes(8).toString("hex")}`;
    const sbx = await startTestSandbox({
      gateway: {},
      extraTokens: [{ name: "sentinel", value: sentinel, permissions: ["*"] }],
      seed: { i18nTokens: 10_000, aiKeys: 200 },
    });
    try {
      expect(sbx.portalUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(sbx.gatewayUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(sbx.tokens.map((t) => t.name)).toEqual(["admin", "reader", "translator", "ai", "expired", "sentinel"]);
      expect(sbx.gatewayKeys.length).toBeGreaterThan(0);
      const models = await send(`${sbx.gatewayUrl}/v1/models`, "GET", {
        authorization: `Bearer ${sbx.gatewayKeys[0]}`,
      });
      expect(models.status).toBe(200);

      const started = Date.now();
      const table = await sbx.call("GET", "/i18n/lang/de/table", { token: sentinel });
      expect(table.status).toBe(200);
      expect(json<unknown[]>(table).length).toBeGreaterThan(10_000);
      const keys = await sbx.call("GET", "/ai/keys", { token: sentinel });
      expect(json<unknown[]>(keys).length).toBeGreaterThanOrEqual(228);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await sbx.dispose();
    }
  });

  it("runs as its own process, prints the tokens, and saves state on SIGTERM", async () => {
    const dataDir = await makeDataDir();
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "sandbox/main.ts", "--port", "0", "--gateway-port", "0", "--data-dir", dataDir],
      { cwd: fileURLToPath(new URL("../..", import.meta.url)), stdio: ["ignore", "pipe", "pipe"] },
    );
    try {
      let out = "";
      const ready = await new Promise<{ portalUrl: string; controlKey: string }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no SANDBOX_READY line:\n${out}`)), 30_000);
        child.stdout.on("data", (chunk: Buffer) => {
          out += chunk.toString();
          const line = /SANDBOX_READY (.+)/.exec(out);
          if (line) {
            clearTimeout(timer);
            resolve(JSON.parse(line[1]));
          }
        });
        child.on("exit", () => reject(new Error(`exited early:\n${out}`)));
      });
      expect(out).toContain("demo-admin-token");
      expect(out).toContain("demo-reader-token");
      expect(out).toContain("demo-translator-token");
      const headers = { "auth-token": "demo-admin-token", region: "eu-central", "content-type": "application/json" };
      const saved = await send(
        `${ready.portalUrl}/property`,
        "POST",
        headers,
        JSON.stringify({ property: "cli.saved", value: "1", description: "d" }),
      );
      expect(saved.status).toBe(204);
      const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
      expect(existsSync(path.join(dataDir, "eu-central.json"))).toBe(true);
      expect(await readFile(path.join(dataDir, "eu-central.json"), "utf8")).toContain("cli.saved");
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
