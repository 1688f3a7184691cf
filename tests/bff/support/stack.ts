/**
 * One sandbox (real stand-in portal and gateway on loopback) and the BFF route handlers behind a Next-like HTTP
 * adapter, with a fresh data directory, a movable clock and the log lines captured.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeBff, installBff, type Bff } from "@/lib/bff/context";
import { startSandbox, type RunningSandbox, type StartSandboxOptions } from "@/sandbox/start";
import { startAdapter } from "./adapter";
import { call, sessionCookieOf, type Answer, type CallOptions } from "./http";

export interface BffStack {
  url: string;
  sandbox: RunningSandbox;
  bff: Bff;
  logs: string[];
  dataDir: string;
  clock: { now(): number; advance(ms: number): void };
  env: Record<string, string>;
  call(method: string, target: string, options?: CallOptions): Promise<Answer>;
  /** Logs in and returns the cookie (`name=value`). */
  login(token?: string, region?: string): Promise<string>;
  /** The sandbox portal's control API. */
  portalControl(method: string, path: string, body?: unknown): Promise<Answer>;
  gatewayControl(method: string, path: string, body?: unknown): Promise<Answer>;
  /** The last sequence number of the portal's request log. */
  portalSeq(): Promise<number>;
  portalRequests(
    since: number,
  ): Promise<{ seq: number; method: string; path: string; headers: Record<string, unknown>; body: unknown }[]>;
  /** Installs the BFF again on the same data directory (a console restart). */
  restart(env?: Record<string, string>): Promise<void>;
  close(): Promise<void>;
}

export async function startBffStack(
  options: { env?: Record<string, string>; sandbox?: Partial<StartSandboxOptions> } = {},
): Promise<BffStack> {
  const root = mkdtempSync(join(tmpdir(), "bff-test-"));
  const dataDir = join(root, "console");
  const sandbox = await startSandbox({ dataDir: join(root, "sandbox"), reset: true, ...options.sandbox });
  const adapter = await startAdapter();
  const logs: string[] = [];
  let now = Date.now();
  const clock = { now: () => now, advance: (ms: number) => void (now += ms) };
  const env: Record<string, string> = {
    NODE_ENV: "test",
    PORTAL_URL: sandbox.portalUrl,
    GATEWAY_URL: sandbox.gatewayUrl,
    DATA_DIR: dataDir,
    REGIONS: "eu-central,eu-west",
    ...options.env,
  };
  const install = (extra: Record<string, string> = {}) =>
    installBff({ env: { ...env, ...extra }, clock: clock.now, log: (line) => logs.push(line) });
  const stack: BffStack = {
    url: adapter.url,
    sandbox,
    bff: await install(),
    logs,
    dataDir,
    clock,
    env,
    call: (method, target, callOptions) => call(adapter.url, method, target, callOptions),
    login: async (token = "demo-admin-token", region = "eu-central") => {
      const answer = await call(adapter.url, "POST", "/api/session", { body: { token, region } });
      const cookie = sessionCookieOf(answer);
      if (answer.status !== 200 || !cookie) throw new Error(`login failed: ${answer.status} ${answer.text}`);
      return cookie;
    },
    portalControl: (method, path, body) =>
      call(sandbox.portalUrl, method, path, {
        body,
        csrf: false,
        headers: { "x-sandbox-control": sandbox.controlKey },
      }),
    gatewayControl: (method, path, body) =>
      call(sandbox.gatewayUrl, method, path, {
        body,
        csrf: false,
        headers: { "x-sandbox-control": sandbox.controlKey },
      }),
    portalSeq: async () => {
      const answer = await stack.portalControl("GET", "/__control/requests?since=0");
      const requests = answer.json<{ requests: { seq: number }[] }>().requests;
      return requests.length === 0 ? 0 : requests[requests.length - 1].seq;
    },
    portalRequests: async (since) =>
      (await stack.portalControl("GET", `/__control/requests?since=${since}`)).json<{
        requests: { seq: number; method: string; path: string; headers: Record<string, unknown>; body: unknown }[];
      }>().requests,
    restart: async (extra) => {
      stack.bff = await install(extra);
    },
    close: async () => {
      await closeBff();
      await adapter.close();
      await sandbox.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
  return stack;
}
