/**
 * Three console instances (the standalone bundle) behind a real nginx, sharing a real redis-server that writes every
 * command to its append-only file, under 50 portal clients and 10 chat streams: restarted one after another behind
 * each of the two proxies (tests/ops/support/nginx.ts: the README's nginx, and ingress-nginx's defaults with upstream
 * keep-alive), then Redis stopped for a few seconds.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox, type RunningSandbox } from "@/sandbox/start";
import { freePort, startRedis, type RedisServer } from "../bff/support/redis";
import { assembleBundle, startInstance, type Instance } from "./support/bundle";
import { startNginx, type ProxyMode } from "./support/nginx";

const PORTAL_CLIENTS = 50;
const STREAM_CLIENTS = 10;
/** The cap of a reply; the sandbox's replies are about 100 tokens whatever the cap. */
const STREAM_TOKENS = 1_200;
/** At 3 tokens/s a reply streams for about 30 s, far longer than the grace period, so a restart cuts it. */
const STREAM_PACE = 3;
/** Long enough for every portal request in flight on a loaded 2-core machine (p99 of several seconds). */
const GRACE_SECONDS = 8;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Sample {
  at: number;
  ms: number;
}

class Load {
  running = true;
  /** Ends the streams still open when the load stops (a stream runs for about 30 s). */
  private readonly streamsEnd = new AbortController();
  samples: Sample[] = [];
  failures: string[] = [];
  lostSessions = 0;
  streams = { completed: 0, restarted: 0, partialKept: 0, failures: [] as string[] };
  statuses = new Map<string, number>();
  /** When each portal answer came, and whether it was a 2xx. */
  answers: { at: number; ok: boolean }[] = [];

  constructor(private readonly url: string) {}

  count(key: string) {
    this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
    if (/^\d+$/.test(key)) this.answers.push({ at: Date.now(), ok: key.startsWith("2") });
  }

  async login(): Promise<string> {
    for (;;) {
      const answer = await fetch(`${this.url}/api/session`, {
        method: "POST",
        headers: { "x-csrf": "1", "content-type": "application/json" },
        body: JSON.stringify({ token: "demo-admin-token", region: "eu-central" }),
      });
      if (answer.status === 200) return answer.headers.getSetCookie()[0].split(";")[0];
      await answer.text();
      this.count(`login ${answer.status}`);
      if (!this.running) throw new Error("stopped before a login succeeded");
      await sleep(200);
    }
  }

  /** One timed BFF call; the status and error code, or the network error. */
  async call(
    method: string,
    path: string,
    cookie: string,
    body?: unknown,
  ): Promise<{ status: number; code?: string; json?: unknown }> {
    const started = performance.now();
    try {
      const answer = await fetch(`${this.url}${path}`, {
        method,
        headers: { "x-csrf": "1", cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await answer.text();
      this.samples.push({ at: Date.now(), ms: performance.now() - started });
      const json = text ? (JSON.parse(text) as { error?: { code?: string } }) : undefined;
      return { status: answer.status, code: json?.error?.code, json };
    } catch (error) {
      return {
        status: 0,
        code: (error as Error).cause ? String((error as { cause: { code?: string } }).cause.code) : String(error),
      };
    }
  }

  /** Reads and writes as an administrator would, until stopped. `onError` decides what a non-2xx answer means. */
  async portalClient(
    n: number,
    onError: (answer: { status: number; code?: string }, what: string) => "relogin" | "fail",
  ) {
    let cookie = await this.login();
    let i = n;
    while (this.running) {
      i++;
      const steps: [string, string, unknown?][] =
        i % 6 === 0
          ? [
              [
                "POST",
                "/api/portal/ai/keys",
                { name: `rolling-${n}-${i}`, description: "rolling restart", tier: "basic", user_bound: false },
              ],
            ]
          : [
              [
                ["GET", "/api/portal/ai/keys"],
                ["GET", "/api/portal/ai/projects"],
                ["GET", "/api/portal/notification"],
                ["GET", "/api/session"],
                ["GET", "/api/portal/task"],
              ][i % 5] as [string, string],
            ];
      for (const [method, path, body] of steps) {
        const answer = await this.call(method, path, cookie, body);
        this.count(String(answer.status));
        if (answer.status >= 200 && answer.status < 300) {
          if (method === "POST") {
            const id = (answer.json as { id: string }).id;
            for (const [m, p, b] of [
              [
                "PATCH",
                `/api/portal/ai/keys/${id}`,
                { budgets: [{ max_limit: 10 + (i % 90), reset_duration: "30d", current_usage: 0 }] },
              ],
              ["DELETE", `/api/portal/ai/keys/${id}`, undefined],
            ] as const) {
              const next = await this.call(m, p, cookie, b);
              this.count(String(next.status));
              if (next.status < 200 || next.status > 299) {
                if (onError(next, `${m} ai key`) === "relogin") cookie = await this.login();
              }
            }
          }
          continue;
        }
        if (
          method === "GET" &&
          path === "/api/session" &&
          (answer.json as { authenticated?: boolean })?.authenticated === false
        ) {
          this.lostSessions++;
        }
        if (onError(answer, `${method} ${path}`) === "relogin") cookie = await this.login();
      }
    }
  }

  /** Stops the clients; a stream still open is abandoned, counted neither as complete nor as failed. */
  stop() {
    this.running = false;
    this.streamsEnd.abort();
  }

  async streamClient(n: number, cookie: string) {
    let i = 0;
    while (this.running) {
      i++;
      const answer = await fetch(`${this.url}/api/gateway/v1/chat/completions`, {
        signal: this.streamsEnd.signal,
        method: "POST",
        headers: { "x-csrf": "1", "content-type": "application/json", cookie },
        body: JSON.stringify({
          model: "openai/gpt-4o",
          messages: [{ role: "user", content: "How should I plan backups?" }],
          stream: true,
          seed: n * 1000 + i,
          max_completion_tokens: STREAM_TOKENS,
        }),
      }).catch((error: unknown) => error as Error);
      if (!this.running) return;
      if (answer instanceof Error) {
        this.streams.failures.push(`stream request: ${String(answer.cause ?? answer)}`);
        continue;
      }
      if (answer.status !== 200) {
        this.streams.failures.push(`stream status ${answer.status} ${(await answer.text()).slice(0, 120)}`);
        continue;
      }
      let text = "";
      try {
        text = await answer.text();
      } catch (error) {
        if (!this.running) return;
        this.streams.failures.push(`stream cut without an end event: ${String(error)}`);
        continue;
      }
      if (text.trimEnd().endsWith("data: [DONE]")) {
        this.streams.completed++;
        continue;
      }
      const events = text.split("\n\n").filter((e) => e.startsWith("data: "));
      const last = JSON.parse(events.at(-1)!.slice(6)) as { error?: { code?: string } };
      if (last.error?.code === "console_restarting") {
        this.streams.restarted++;
        if (events.slice(0, -1).some((e) => e.includes('"content"'))) this.streams.partialKept++;
      } else this.streams.failures.push(`stream ended with ${events.at(-1)!.slice(0, 160)}`);
    }
  }
}

function p99(samples: Sample[]): number {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0);
}

describe("rolling restart behind a proxy, with Redis persisting every write", () => {
  let root: string;
  let bundle: string;
  let redis: RedisServer;
  let redisDir: string;
  let sandbox: RunningSandbox;
  const instances: Instance[] = [];
  let ports: number[];
  let env: Record<string, string>;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "rolling-"));
    bundle = assembleBundle();
    redisDir = join(root, "redis");
    mkdirSync(redisDir);
    redis = await startRedis(undefined, undefined, redisDir);
    sandbox = await startSandbox({
      dataDir: join(root, "sandbox"),
      reset: true,
      gateway: { tokensPerSecond: STREAM_PACE },
    });
    ports = await Promise.all([freePort(), freePort(), freePort()]);
    env = {
      PORTAL_URL: sandbox.portalUrl,
      GATEWAY_URL: sandbox.gatewayUrl,
      GATEWAY_API_KEY: sandbox.gatewayKeys[0],
      COOKIE_SECURE: "false",
      REDIS_URL: redis.url,
      SESSION_SECRET: randomBytes(24).toString("hex"),
      STOP_GRACE_SECONDS: String(GRACE_SECONDS),
      TRUST_REQUEST_ID: "1",
      LOG_REQUESTS: "0",
      // A client making many logins from one address is not an attacker here.
      LOGIN_MAX_FAILURES: "100000",
    };
    for (const [i, port] of ports.entries())
      instances[i] = await startInstance(bundle, port, { ...env, DATA_DIR: join(root, `console-${i}`) });
  }, 180_000);

  afterAll(async () => {
    for (const instance of instances) instance?.child.kill("SIGKILL");
    await sandbox?.close();
    await redis?.stop();
    rmSync(root, { recursive: true, force: true });
    if (bundle) rmSync(join(bundle, ".."), { recursive: true, force: true });
  });

  it.each<ProxyMode>(["nginx", "ingress-nginx"])(
    "behind %s: every instance restarted under load, no failed portal request, no lost session, every cut stream ended with the restart event",
    async (mode) => {
      const nginx = await startNginx(await freePort(), ports, mode);
      try {
        const load = new Load(nginx.url);
        const failOn = (answer: { status: number; code?: string }, what: string) => {
          load.failures.push(`${what}: ${answer.status} ${answer.code ?? ""}`);
          return "fail" as const;
        };
        const streamCookies = await Promise.all(Array.from({ length: STREAM_CLIENTS }, () => load.login()));
        const clients = [
          ...Array.from({ length: PORTAL_CLIENTS }, (_, n) => load.portalClient(n, failOn)),
          ...streamCookies.map((cookie, n) => load.streamClient(n, cookie)),
        ];
        await sleep(3_000);
        const restartsFrom = Date.now();
        const exitCodes: (number | null)[] = [];
        const stopSeconds: number[] = [];
        let requestsAfterSignal = 0;
        for (const [i, port] of ports.entries()) {
          const signalledAt = Date.now();
          exitCodes.push(await instances[i].stop());
          stopSeconds.push(Math.round((Date.now() - signalledAt) / 100) / 10);
          requestsAfterSignal += Number(
            /"msg":"stopped".*"requestsAfterSignal":(\d+)/.exec(instances[i].output())?.[1],
          );
          instances[i] = await startInstance(bundle, port, { ...env, DATA_DIR: join(root, `console-${i}`) });
          for (let ready = false; !ready;) {
            ready = (await fetch(`${instances[i].url}/api/health/ready`)).status === 200;
            if (!ready) await sleep(100);
          }
        }
        const restartsTo = Date.now();
        await sleep(2_000);
        load.stop();
        await Promise.all(clients);

        const during = load.samples.filter((s) => s.at >= restartsFrom && s.at <= restartsTo);
        const figures = {
          portalRequests: load.samples.length,
          failures: load.failures.length,
          lostSessions: load.lostSessions,
          p99Ms: p99(load.samples),
          p99DuringRestartsMs: p99(during),
          restartsSeconds: Math.round((restartsTo - restartsFrom) / 100) / 10,
          stopSeconds,
          requestsAfterSignal,
          streams: { ...load.streams, failures: load.streams.failures.length },
        };
        console.log(`rolling restart behind ${mode}: ${JSON.stringify(figures)}`);
        if (load.failures.length + load.streams.failures.length > 0) console.log(`nginx errors:\n${nginx.errors()}`);
        expect(exitCodes).toEqual([0, 0, 0]);
        expect(load.failures).toEqual([]);
        expect(load.lostSessions).toBe(0);
        expect(load.streams.failures).toEqual([]);
        expect(load.streams.restarted).toBeGreaterThan(0);
        expect(load.streams.partialKept).toBe(load.streams.restarted);
        expect(during.length).toBeGreaterThan(100);
        // Behind upstream keep-alive the proxy did send on connections a stopping instance still held, and got answers.
        if (mode === "ingress-nginx") expect(requestsAfterSignal).toBeGreaterThan(0);
      } finally {
        await nginx.stop();
      }
    },
  );

  it("answers 503 naming the session store while Redis is away, never a 500, recovers without a restart, and keeps every session", async () => {
    const nginx = await startNginx(await freePort(), ports, "ingress-nginx");
    try {
      const load = new Load(nginx.url);
      const seen: string[] = [];
      const onError = (answer: { status: number; code?: string }, what: string) => {
        seen.push(`${answer.status} ${answer.code ?? ""}`);
        if (answer.status !== 503 || answer.code !== "session_store_unavailable")
          load.failures.push(`${what}: ${answer.status} ${answer.code ?? ""}`);
        return answer.status === 401 ? ("relogin" as const) : ("fail" as const);
      };
      const clients = Array.from({ length: 20 }, (_, n) => load.portalClient(n, onError));
      await sleep(1_500);
      await redis.stop();
      const downAt = Date.now();
      await sleep(5_000);
      // The same append-only file: the sessions written before the stop are there again.
      redis = await startRedis(undefined, redis.port, redisDir);
      const backAt = Date.now();
      let recoveredAt = 0;
      for (let i = 0; i < 150 && !recoveredAt; i++) {
        await sleep(100);
        const lastSecond = load.answers.filter((a) => a.at > Math.max(backAt, Date.now() - 1_000));
        if (Date.now() - backAt > 1_000 && lastSecond.length >= 10 && lastSecond.every((a) => a.ok))
          recoveredAt = Date.now() - 1_000;
      }
      load.stop();
      await Promise.all(clients);
      const unavailable = seen.filter((s) => s === "503 session_store_unavailable").length;
      console.log(
        `redis outage: ${JSON.stringify({ downSeconds: Math.round((backAt - downAt) / 100) / 10, requests: load.samples.length, sessionStore503: unavailable, failures: load.failures.length, lostSessions: load.lostSessions, recoveredInMs: recoveredAt - backAt, statuses: Object.fromEntries(load.statuses) })}`,
      );
      expect(load.failures).toEqual([]);
      expect(unavailable).toBeGreaterThan(0);
      expect(load.statuses.get("500") ?? 0).toBe(0);
      // No 401: every session written before the outage was read back from the append-only file.
      expect(load.statuses.get("401") ?? 0).toBe(0);
      expect(load.lostSessions).toBe(0);
      expect(recoveredAt).toBeGreaterThan(0);
    } finally {
      await nginx.stop();
    }
  });
});
