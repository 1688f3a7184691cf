/**
 * Helpers for tests of the portal stand-in over real HTTP: start a sandbox on free ports in a temp data dir, and
 * send portal or control requests (GET with a JSON body included, which Node's fetch refuses).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { request } from "undici";
import { startSandbox, type RunningSandbox, type StartSandboxOptions } from "../start";

export interface Answer {
  status: number;
  /** Parsed JSON, or the raw text when the body is not JSON; undefined when empty. */
  body: unknown;
  text: string;
}

export interface TestSandbox extends RunningSandbox {
  dataDir: string;
  /** A portal request; `token` and `region` default to the admin token and eu-central; `null` omits the header. */
  call(
    method: string,
    path: string,
    options?: {
      body?: unknown;
      rawBody?: string;
      token?: string | null;
      region?: string | null;
      headers?: Record<string, string>;
    },
  ): Promise<Answer>;
  /** A control API request with the control key. */
  control(method: string, path: string, body?: unknown): Promise<Answer>;
  /** Stops the servers and removes the data dir. */
  dispose(): Promise<void>;
}

export const ADMIN = "demo-admin-token";
export const READER = "demo-reader-token";
export const TRANSLATOR = "demo-translator-token";
export const EXPIRED = "demo-expired-token";

export async function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  const res = await request(url, { method: method as "GET", headers, body });
  const text = await res.body.text();
  let parsed: unknown = undefined;
  if (text !== "") {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  return { status: res.statusCode, body: parsed, text };
}

export async function makeDataDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), "sandbox-test-"));
}

/** Starts a sandbox (portal only unless `gateway` is given) in `dataDir` or a fresh temp dir. */
export async function startTestSandbox(options: Partial<StartSandboxOptions> = {}): Promise<TestSandbox> {
  const dataDir = options.dataDir ?? (await makeDataDir());
  const sandbox = await startSandbox({ gateway: false, ...options, dataDir });
  const call: TestSandbox["call"] = (method, p, o = {}) => {
    const headers: Record<string, string> = { ...o.headers };
    if (o.token !== null) headers["auth-token"] = o.token ?? ADMIN;
    if (o.region !== null) headers.region = o.region ?? "eu-central";
    const body = o.rawBody ?? (o.body === undefined ? undefined : JSON.stringify(o.body));
    if (body !== undefined) headers["content-type"] = "application/json";
    return send(sandbox.portalUrl + p, method, headers, body);
  };
  const control: TestSandbox["control"] = (method, p, body) =>
    send(
      `${sandbox.portalUrl}/__control/${p}`,
      method,
      {
        "x-sandbox-control": sandbox.controlKey,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body === undefined ? undefined : JSON.stringify(body),
    );
  return {
    ...sandbox,
    dataDir,
    call,
    control,
    dispose: async () => {
      await sandbox.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Narrows an answer body for property access in assertions. */
export const json = <T = Record<string, unknown>>(answer: Answer) => answer.body as T;
