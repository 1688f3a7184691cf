/**
 * Sessions against real `next start` processes of the build, in Chromium. tests/bff/session.test.ts,
 * file-store.test.ts and redis-store.test.ts prove the rules on the route handlers behind an in-process adapter;
 * here the same rules hold for the built console: a cookie planted before login is never promoted (fixation), a
 * cookie replayed after logout is refused, idle and absolute expiry (the console's clock moved forward through
 * e2e/support/clock-shift.mjs), a session survives a restart of the console on the same DATA_DIR, and two consoles
 * sharing one Redis honour and end each other's sessions.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { get as httpGet } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Page } from "@playwright/test";
import { Redis } from "ioredis";
import ai from "../messages/en/ai.json" with { type: "json" };
import shell from "../messages/en/shell.json" with { type: "json" };
import { startRedis } from "../tests/bff/support/redis";
import { expect, test, TOKENS } from "./fixtures";
import { startConsole, type ConsoleProcess } from "./support/console-process";
import type { Stack } from "./support/stack";

const COOKIE = "console-session";

/** The environment of a console pointed at the worker's sandbox. */
const consoleEnv = (stack: Stack, extra: Record<string, string> = {}) => ({
  PORTAL_URL: stack.portalUrl,
  GATEWAY_URL: stack.gatewayUrl,
  GATEWAY_API_KEY: "sk-gateway-demo-all",
  REGIONS: "eu-central,eu-west",
  ...extra,
});

/** Signs in through the login page of the console at `base` and returns the session cookie's value. */
async function signIn(page: Page, base: string, token: string = TOKENS.admin): Promise<string> {
  await page.goto(`${base}/login?next=${encodeURIComponent("/ai/keys")}`);
  await page.getByLabel("Access token", { exact: true }).fill(token);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${base}/ai/keys`);
  return cookieIn(page, base);
}

async function cookieIn(page: Page, base: string): Promise<string> {
  const cookie = (await page.context().cookies(base)).find((c) => c.name === COOKIE);
  expect(cookie?.value).toMatch(/^[\w-]{43}$/);
  return cookie!.value;
}

/** A portal read with this cookie, outside the browser (a replay): the status and the error code, if any. */
async function portalRead(base: string, cookie: string): Promise<{ status: number; code?: string; setCookie: string }> {
  const response = await fetch(`${base}/api/portal/ai/providers`, {
    headers: { cookie: `${COOKIE}=${cookie}`, "x-csrf": "1" },
  });
  const body = (await response.json()) as { error?: { code: string } };
  return { status: response.status, code: body.error?.code, setCookie: response.headers.get("set-cookie") ?? "" };
}

/** The pids of a process's children (the cluster's workers), from /proc. */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return children;
}

/**
 * Portal reads, each on a connection of its own (no keep-alive): the cluster's primary hands new connections to its
 * workers in turn, so these reach every worker. Resolves with the statuses.
 */
async function readsOnFreshConnections(base: string, cookie: string, count: number): Promise<number[]> {
  const one = () =>
    new Promise<number>((resolve, reject) => {
      const request = httpGet(
        `${base}/api/portal/ai/providers`,
        { agent: false, headers: { cookie: `${COOKIE}=${cookie}`, "x-csrf": "1" } },
        (answer) => {
          answer.resume();
          answer.on("end", () => resolve(answer.statusCode ?? 0));
        },
      );
      request.on("error", reject);
    });
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push(await one());
  return statuses;
}

/** The keys page of the console at `base` with the browser's cookie: it shows, or it sends to the login page. */
async function expectSignedIn(page: Page, base: string) {
  await page.goto(`${base}/ai/keys`);
  await expect(page.getByRole("heading", { level: 1, name: ai.keys.title })).toBeVisible();
  await expect(page).toHaveURL(`${base}/ai/keys`);
}
async function expectSentToLogin(page: Page, base: string) {
  await page.goto(`${base}/ai/keys`);
  await expect(page).toHaveURL(new RegExp(`^${base}/login`));
  await expect(page.getByLabel("Access token", { exact: true })).toBeVisible();
}

async function logOutThroughMenu(page: Page, base: string) {
  await page.getByRole("button", { name: /^Account menu of / }).click();
  await page.getByRole("menuitem", { name: shell.logout }).click();
  await expect(page).toHaveURL(new RegExp(`^${base}/login`));
}

test.describe("sessions of the built console", () => {
  test("fixation: a cookie planted before login is replaced, and an attacker's own session is not promoted", async ({
    page,
    stack,
  }) => {
    const base = stack.consoleUrl;
    // A made-up id, and a real session of the attacker (the reader token, which may not create keys).
    const madeUp = randomBytes(32).toString("base64url");
    const attacker = await fetch(`${base}/api/session`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-csrf": "1" },
      body: JSON.stringify({ token: TOKENS.reader, region: "eu-central" }),
    });
    expect(attacker.status).toBe(200);
    const attackerId = /console-session=([\w-]+)/.exec(attacker.headers.get("set-cookie") ?? "")![1];

    for (const planted of [madeUp, attackerId]) {
      await page.context().clearCookies();
      await page
        .context()
        .addCookies([{ name: COOKIE, value: planted, url: base, httpOnly: true, sameSite: "Strict" }]);
      const victim = await signIn(page, base);
      expect(victim).not.toBe(planted);
    }
    expect((await portalRead(base, madeUp)).status).toBe(401);
    // The attacker's session was not promoted to the victim's rights: logging in over it ended it.
    expect(await portalRead(base, attackerId)).toMatchObject({ status: 401, code: "unauthenticated" });
    const write = await fetch(`${base}/api/portal/ai/keys`, {
      method: "POST",
      headers: { cookie: `${COOKIE}=${attackerId}`, "x-csrf": "1", "content-type": "application/json" },
      body: JSON.stringify({ name: "fixation-attempt" }),
    });
    expect(write.status).toBe(401);
    // The victim's own session works.
    await expectSignedIn(page, base);
  });

  test("replay after logout: the old cookie is refused by the API and by the pages", async ({ page, stack }) => {
    const base = stack.consoleUrl;
    const cookie = await signIn(page, base);
    expect((await portalRead(base, cookie)).status).toBe(200);
    await logOutThroughMenu(page, base);
    expect((await page.context().cookies(base)).find((c) => c.name === COOKIE)).toBeUndefined();

    const replay = await portalRead(base, cookie);
    expect(replay).toMatchObject({ status: 401, code: "unauthenticated" });
    expect(replay.setCookie).toMatch(/console-session=;.*Max-Age=0/i);
    await page.context().addCookies([{ name: COOKIE, value: cookie, url: base, httpOnly: true, sameSite: "Strict" }]);
    await expectSentToLogin(page, base);
  });

  test("idle and absolute expiry, with the console's clock moved forward", async ({ stack }) => {
    test.setTimeout(120_000);
    const dir = mkdtempSync(join(tmpdir(), "clock-shift-"));
    const shiftFile = join(dir, "shift");
    const minutes = (m: number) => m * 60_000;
    const shiftTo = async (ms: number) => {
      writeFileSync(shiftFile, String(ms));
      await new Promise((resolve) => setTimeout(resolve, 100)); // the preload reads the file at most every 20 ms
    };
    writeFileSync(shiftFile, "0");
    const preload = pathToFileURL(join(process.cwd(), "e2e/support/clock-shift.mjs")).href;
    const shifted = await startConsole(
      consoleEnv(stack, {
        CLOCK_SHIFT_FILE: shiftFile,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import=${preload}`.trim(),
      }),
    );
    try {
      const login = async () => {
        const response = await fetch(`${shifted.url}/api/session`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-csrf": "1" },
          body: JSON.stringify({ token: TOKENS.admin, region: "eu-central" }),
        });
        expect(response.status).toBe(200);
        return /console-session=([\w-]+)/.exec(response.headers.get("set-cookie") ?? "")![1];
      };

      // Idle (30 minutes by default): each use restarts the window; 31 quiet minutes end the session.
      const idle = await login();
      await shiftTo(minutes(29));
      expect((await portalRead(shifted.url, idle)).status).toBe(200);
      await shiftTo(minutes(58));
      expect((await portalRead(shifted.url, idle)).status).toBe(200);
      await shiftTo(minutes(89));
      expect(await portalRead(shifted.url, idle)).toMatchObject({ status: 401, code: "unauthenticated" });

      // Absolute (12 hours by default): used every 25 minutes, it still ends 12 hours after login.
      const start = minutes(89);
      const active = await login();
      let at = start;
      while (at + minutes(25) < start + minutes(12 * 60)) {
        at += minutes(25);
        await shiftTo(at);
        expect((await portalRead(shifted.url, active)).status, `${(at - start) / 60_000} min after login`).toBe(200);
      }
      await shiftTo(start + minutes(12 * 60 + 1));
      expect(start + minutes(12 * 60 + 1) - at).toBeLessThan(minutes(30)); // not idle: used minutes ago
      expect(await portalRead(shifted.url, active)).toMatchObject({ status: 401, code: "unauthenticated" });
    } finally {
      await shifted.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("a session survives a restart of the console on the same DATA_DIR, and only there", async ({ page, stack }) => {
    test.setTimeout(120_000);
    let first: ConsoleProcess | undefined = await startConsole(consoleEnv(stack));
    let second: ConsoleProcess | undefined;
    let stranger: ConsoleProcess | undefined;
    try {
      const cookie = await signIn(page, first.url);
      const dataDir = first.dataDir;
      await first.stop();
      first = undefined;
      expect(readdirSync(dataDir)).toContain("sessions.json");

      second = await startConsole(consoleEnv(stack), { dataDir });
      // Cookies belong to the host, not the port: the browser sends the same cookie to the restarted console.
      await expectSignedIn(page, second.url);
      expect(await cookieIn(page, second.url)).toBe(cookie);
      expect((await portalRead(second.url, cookie)).status).toBe(200);

      // Control: a console with another DATA_DIR does not know the session.
      stranger = await startConsole(consoleEnv(stack));
      expect(await portalRead(stranger.url, cookie)).toMatchObject({ status: 401, code: "unauthenticated" });
    } finally {
      await Promise.all([first?.stop(), second?.stop(), stranger?.stop()]);
    }
  });

  test("two consoles sharing one Redis: log in on A, use on B, log out on B, A refuses the replay", async ({
    page,
    stack,
  }) => {
    test.setTimeout(120_000);
    const redis = await startRedis();
    const inspector = new Redis(redis.url);
    const prefix = `e2e-${randomBytes(4).toString("hex")}:`;
    const shared = { REDIS_URL: redis.url, REDIS_PREFIX: prefix, SESSION_SECRET: randomBytes(24).toString("hex") };
    let a: ConsoleProcess | undefined;
    let b: ConsoleProcess | undefined;
    try {
      [a, b] = await Promise.all([startConsole(consoleEnv(stack, shared)), startConsole(consoleEnv(stack, shared))]);
      expect(a.dataDir).not.toBe(b.dataDir);

      const cookie = await signIn(page, a.url);
      expect((await inspector.keys(`${prefix}session:*`)).length).toBe(1);
      // The session lives in Redis, not in either console's file store.
      expect(existsSync(join(a.dataDir, "sessions.json"))).toBe(false);

      await expectSignedIn(page, b.url);
      expect((await portalRead(b.url, cookie)).status).toBe(200);

      await logOutThroughMenu(page, b.url);
      expect(await inspector.keys(`${prefix}session:*`)).toEqual([]);
      expect(await portalRead(a.url, cookie)).toMatchObject({ status: 401, code: "unauthenticated" });
      await page
        .context()
        .addCookies([{ name: COOKIE, value: cookie, url: a.url, httpOnly: true, sameSite: "Strict" }]);
      await expectSentToLogin(page, a.url);
    } finally {
      await Promise.all([a?.stop(), b?.stop()]);
      inspector.disconnect();
      await redis.stop();
    }
  });

  test("CONSOLE_WORKERS=2: two workers on one port share sessions through Redis, and a worker that dies is replaced", async ({
    page,
    stack,
  }) => {
    test.setTimeout(120_000);
    const redis = await startRedis();
    const shared = {
      REDIS_URL: redis.url,
      REDIS_PREFIX: `e2e-${randomBytes(4).toString("hex")}:`,
      CONSOLE_WORKERS: "2",
    };
    let cluster: ConsoleProcess | undefined;
    try {
      cluster = await startConsole(consoleEnv(stack, shared), { launcher: join(process.cwd(), "scripts/cluster.mjs") });
      const primary = cluster.pid;
      await expect.poll(() => childrenOf(primary).length, { timeout: 30_000 }).toBe(2);
      const [doomed] = childrenOf(primary);

      const cookie = await signIn(page, cluster.url);
      expect(await readsOnFreshConnections(cluster.url, cookie, 12)).toEqual(Array(12).fill(200));

      process.kill(doomed, "SIGKILL");
      await expect.poll(() => childrenOf(primary).filter((pid) => pid !== doomed).length, { timeout: 30_000 }).toBe(2);
      expect(childrenOf(primary)).not.toContain(doomed);
      // The session outlived the worker that created it or served it: it lives in Redis.
      await expect
        .poll(() => readsOnFreshConnections(cluster!.url, cookie, 12), { timeout: 30_000 })
        .toEqual(Array(12).fill(200));
      await expectSignedIn(page, cluster.url);

      await logOutThroughMenu(page, cluster.url);
      expect(await readsOnFreshConnections(cluster.url, cookie, 12)).toEqual(Array(12).fill(401));
    } finally {
      await cluster?.stop();
      await redis.stop();
    }
  });
});
