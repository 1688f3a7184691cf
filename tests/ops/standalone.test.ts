/** The standalone bundle started from a copied directory, as the image starts it: it serves, measures and stops. */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium } from "@playwright/test";
import playground from "@/messages/en/playground.json";
import { CHROMIUM, CHROMIUM_ARGS } from "@/playwright.config";
import { startSandbox, type RunningSandbox } from "@/sandbox/start";
import { freePort } from "../bff/support/redis";
import { assembleBundle, startInstance, type Instance } from "./support/bundle";

const METRICS_TOKEN = "standalone-metrics-token-000";

describe("standalone bundle", () => {
  let root: string;
  let bundle: string;
  let sandbox: RunningSandbox;
  let instance: Instance;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "standalone-test-"));
    bundle = assembleBundle();
    sandbox = await startSandbox({ dataDir: join(root, "sandbox"), reset: true });
    instance = await startInstance(bundle, await freePort(), {
      PORTAL_URL: sandbox.portalUrl,
      GATEWAY_URL: sandbox.gatewayUrl,
      GATEWAY_API_KEY: sandbox.gatewayKeys[0],
      COOKIE_SECURE: "false",
      DATA_DIR: join(root, "console-data"),
      METRICS_TOKEN,
      STOP_GRACE_SECONDS: "2",
    });
  });
  afterAll(async () => {
    instance?.child.kill("SIGKILL");
    await sandbox?.close();
    rmSync(root, { recursive: true, force: true });
    if (bundle) rmSync(join(bundle, ".."), { recursive: true, force: true });
  });

  it("holds the server, its modules, assets and the stop preload, and nothing of the sandbox, tests or local data", () => {
    for (const file of [
      "server.js",
      "graceful-stop.mjs",
      "node_modules/next",
      "node_modules/prom-client",
      "node_modules/ioredis",
      "public",
    ]) {
      expect(existsSync(join(bundle, file)), file).toBe(true);
    }
    for (const file of ["sandbox", "e2e", "tests", "bench", ".data", ".env", "app", "lib"])
      expect(existsSync(join(bundle, file)), file).toBe(false);
  });

  it("is ready, serves the login page with its scripts, and the BFF behind a login", async () => {
    expect((await fetch(`${instance.url}/api/health/ready`)).status).toBe(200);
    const page = await fetch(`${instance.url}/login`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect((await fetch(`${instance.url}${script}`)).status).toBe(200);

    const login = await fetch(`${instance.url}/api/session`, {
      method: "POST",
      headers: { "x-csrf": "1", "content-type": "application/json" },
      body: JSON.stringify({ token: "demo-admin-token", region: sandbox.regions[0] }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie()[0].split(";")[0];
    const read = await fetch(`${instance.url}/api/portal/ai/providers`, { headers: { "x-csrf": "1", cookie } });
    expect(read.status).toBe(200);
    const requestId = read.headers.get("x-request-id");
    // One JSON line per request, with the id the answer carried.
    await new Promise((r) => setTimeout(r, 100));
    const line = instance
      .output()
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.requestId === requestId);
    expect(line).toMatchObject({ op: "ai.providers.list", status: 200, level: "info" });
    expect(instance.output()).not.toContain("demo-admin-token");
  });

  it("answers metrics for the bearer token only", async () => {
    expect((await fetch(`${instance.url}/api/metrics`)).status).toBe(401);
    const answer = await fetch(`${instance.url}/api/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toMatch(
      /^console_requests_total\{operation="ai\.providers\.list",status_class="2xx"\} 1$/m,
    );
  });

  it("on SIGTERM, ends the playground's open chat with the restart event (partial answer kept, Retry offered) and exits 0", async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      const context = await browser.newContext({ baseURL: instance.url, viewport: { width: 1440, height: 900 } });
      const login = await context.request.post("/api/session", {
        headers: { "x-csrf": "1" },
        data: { token: "demo-admin-token", region: sandbox.regions[0] },
      });
      expect(login.status()).toBe(200);
      // A slow answer, still running when the 2 s grace period ends.
      await fetch(`${sandbox.gatewayUrl}/__control/pace`, {
        method: "POST",
        headers: { "x-sandbox-control": sandbox.controlKey, "content-type": "application/json" },
        body: JSON.stringify({ tokensPerSecond: 5 }),
      });
      const page = await context.newPage();
      await page.goto("/playground");
      await expect.poll(() => page.getByLabel("Model", { exact: true }).inputValue(), { timeout: 30_000 }).not.toBe("");
      const box = page.getByLabel("Message", { exact: true });
      await box.fill("Tell me about lighthouses and the sea");
      await box.press("Enter");
      // A few tokens arrive before the stop.
      await page.waitForTimeout(2_500);
      const answer = page.getByTestId("message-assistant").last();

      const stopped = instance.stop();
      await expect.poll(() => answer.getAttribute("data-state"), { timeout: 15_000 }).toBe("interrupted");
      expect(await answer.getByTestId("interrupted-hint").textContent()).toBe(
        playground.chat.interruptedBy.console_restarting,
      );
      expect(((await answer.getByTestId("message-content").textContent()) ?? "").length).toBeGreaterThan(0);
      expect(await answer.getByRole("button", { name: playground.chat.retry }).isVisible()).toBe(true);
      expect(await stopped).toBe(0);
      expect(instance.output()).toMatch(/"msg":"ending open streams","pid":\d+,"streams":1/);
      expect(instance.output()).toMatch(/"msg":"stopped"/);
    } finally {
      await browser.close();
    }
  });
});
