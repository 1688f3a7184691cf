/**
 * Secrets never reach the browser: the access token, the console's own gateway key and a session gateway key are
 * random sentinels; every response of a tour of all sidebar pages (headers and bodies: HTML, RSC, JSON), the
 * browser's storage and the built static files must hold none of them.
 */
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Response } from "@playwright/test";
import { NAV } from "../components/shell/nav";
import { startStack, type Stack } from "./support/stack";

const sentinel = () => randomBytes(16).toString("hex");
const SENTINELS = { token: sentinel(), consoleGatewayKey: sentinel(), sessionGatewayKey: sentinel() };

const PAGES = [...new Set(NAV.flatMap((item) => [item.href, ...(item.children ?? []).map((c) => c.href)]))];

let stack: Stack;
test.beforeAll(async () => {
  stack = await startStack({
    extraTokens: [{ name: "sentinel", value: SENTINELS.token, permissions: ["*"] }],
    consoleEnv: { GATEWAY_API_KEY: SENTINELS.consoleGatewayKey },
  });
});
test.afterAll(async () => {
  await stack?.stop();
});

/** Which sentinels a text holds, by name. */
const leaksIn = (text: string) => Object.entries(SENTINELS).filter(([, value]) => text.includes(value)).map(([name]) => name);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

test("no secret reaches a response, the browser's storage or the static build", async ({ page }) => {
  test.setTimeout(180_000);
  const seen: { url: string; text: string }[] = [];
  const pending: Promise<void>[] = [];
  const record = async (response: Response) => {
    const headers = JSON.stringify(await response.allHeaders());
    let body = "";
    // Event streams may stay open: their bodies are read with a bound, like every other body.
    body = await Promise.race([
      response.text().catch(() => ""),
      new Promise<string>((resolve) => setTimeout(() => resolve(""), 5_000)),
    ]);
    seen.push({ url: response.url(), text: `${headers}\n${body}` });
  };
  page.on("response", (response) => pending.push(record(response)));

  await page.goto(`${stack.consoleUrl}/login`);
  await page.getByLabel("Access token", { exact: true }).fill(SENTINELS.token);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/login/);

  const status = await page.evaluate(async (key) => {
    const answer = await fetch("/api/session/gateway-key", {
      method: "PUT",
      headers: { "content-type": "application/json", "x-csrf": "1" },
      body: JSON.stringify({ key }),
    });
    return answer.status;
  }, SENTINELS.sessionGatewayKey);
  expect(status).toBe(200);

  for (const path of PAGES) {
    await page.goto(`${stack.consoleUrl}${path}`);
    await expect(page.locator("main").first()).toBeVisible();
    await page.waitForLoadState("networkidle").catch(() => undefined);
  }
  await Promise.all(pending);
  await expect.poll(() => seen.length).toBeGreaterThan(PAGES.length);
  // HTML documents and RSC payloads were among them, not only JSON.
  expect(seen.some((s) => s.text.includes("<html"))).toBe(true);

  const leaks = seen.flatMap((s) => leaksIn(s.text).map((name) => `${name} in ${s.url}`));
  expect(leaks).toEqual([]);

  const storage = await page.evaluate(() => {
    const dump = (store: Storage) => Array.from({ length: store.length }, (_, i) => `${store.key(i)}=${store.getItem(store.key(i)!)}`).join("\n");
    return `${document.cookie}\n${dump(localStorage)}\n${dump(sessionStorage)}`;
  });
  expect(leaksIn(storage)).toEqual([]);

  const staticDir = join(process.env.NEXT_DIST_DIR || ".next", "static");
  const files = filesUnder(staticDir);
  expect(files.length).toBeGreaterThan(0);
  const leakingFiles = files.filter((file) => leaksIn(readFileSync(file, "latin1")).length > 0);
  expect(leakingFiles).toEqual([]);
});
