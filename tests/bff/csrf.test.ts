import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isBffHandler } from "@/lib/bff/route";
import { HTTP_METHODS, routeModules } from "./support/adapter";
import type { ErrorShape } from "./support/http";
import { startBffStack, type BffStack } from "./support/stack";

const ROOT = join(__dirname, "..", "..");

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return routeFiles(path);
    return name === "route.ts" ? [relative(ROOT, path)] : [];
  });
}

/** A request target for each route file, to exercise its methods. */
const SAMPLE_TARGET: Record<string, string> = {
  "app/api/health/route.ts": "/api/health",
  "app/api/health/live/route.ts": "/api/health/live",
  "app/api/health/ready/route.ts": "/api/health/ready",
  "app/api/metrics/route.ts": "/api/metrics",
  "app/api/session/route.ts": "/api/session",
  "app/api/session/gateway-key/route.ts": "/api/session/gateway-key",
  "app/api/session/demo/route.ts": "/api/session/demo",
  "app/api/session/permissions/route.ts": "/api/session/permissions",
  "app/api/gateway/v1/models/route.ts": "/api/gateway/v1/models",
  "app/api/gateway/v1/chat/completions/route.ts": "/api/gateway/v1/chat/completions",
  "app/api/gateway/v1/embeddings/route.ts": "/api/gateway/v1/embeddings",
  "app/api/gateway/v1/rerank/route.ts": "/api/gateway/v1/rerank",
  "app/api/ai/ledger/route.ts": "/api/ai/ledger?start=2026-01-01&end=2026-01-02",
  "app/api/portal/[...path]/route.ts": "/api/portal/ai/providers",
  "app/api/[...rest]/route.ts": "/api/no-such-route",
};

describe("every route handler is wrapped", () => {
  const files = routeFiles(join(ROOT, "app", "api"));

  it("finds the route files, and the tests know each of them", () => {
    expect(files.length).toBeGreaterThanOrEqual(11);
    expect(files.filter((f) => !(f in SAMPLE_TARGET))).toEqual([]);
    expect(files.filter((f) => !routeModules.some((r) => r.file === f))).toEqual([]);
  });

  it("exports every HTTP method through bffRoute (branded), and nothing unbranded", async () => {
    for (const file of files) {
      const routeModule = (await import(/* @vite-ignore */ join(ROOT, file))) as Record<string, unknown>;
      const methods = HTTP_METHODS.filter((m) => m in routeModule);
      expect(methods.length, file).toBeGreaterThan(0);
      for (const method of methods) expect(isBffHandler(routeModule[method]), `${file} ${method}`).toBe(true);
    }
  });

  it("the brand cannot be had without the wrapper", () => {
    expect(isBffHandler(async () => new Response())).toBe(false);
  });
});

describe("CSRF rules on every route and method", () => {
  let stack: BffStack;
  let cookie: string;
  beforeAll(async () => {
    stack = await startBffStack({ env: { GATEWAY_API_KEY: "sk-gateway-demo-all" } });
    cookie = await stack.login();
  });
  afterAll(() => stack?.close());

  const routes = () =>
    routeModules.flatMap((r) =>
      HTTP_METHODS.filter((m) => m in r.module).map((method) => ({
        method,
        target: SAMPLE_TARGET[r.file],
        file: r.file,
      })),
    );

  const attempts = (origin: string): { name: string; headers: Record<string, string>; csrf: boolean }[] => [
    { name: "no x-csrf header", headers: {}, csrf: false },
    { name: "x-csrf with a wrong value", headers: { "x-csrf": "0" }, csrf: false },
    { name: "a foreign Origin", headers: { origin: "http://evil.example" }, csrf: true },
    { name: "an Origin on another port", headers: { origin: origin.replace(/:\d+$/, ":1") }, csrf: true },
    { name: "the null Origin", headers: { origin: "null" }, csrf: true },
    { name: "Sec-Fetch-Site: cross-site", headers: { "sec-fetch-site": "cross-site" }, csrf: true },
    // What a browser sends from a page on another port of the same host: same-site, so only the Origin tells.
    {
      name: "a same-site page on another port",
      headers: { origin: origin.replace(/:\d+$/, ":1"), "sec-fetch-site": "same-site" },
      csrf: true,
    },
    // Prefix and suffix matching would let these through.
    { name: "an Origin extending the host", headers: { origin: `${origin}.evil.example` }, csrf: true },
    {
      name: "an Origin with the host as a subdomain",
      headers: { origin: origin.replace("://", "://evil.example.") },
      csrf: true,
    },
  ];

  it("refuses cross-site requests with 403 csrf_rejected, before touching the session or the portal", async () => {
    const before = await stack.portalSeq();
    for (const { method, target, file } of routes()) {
      if (method === "HEAD" || method === "OPTIONS") continue;
      for (const attempt of attempts(stack.url)) {
        const answer = await stack.call(method, target, {
          cookie,
          csrf: attempt.csrf,
          headers: attempt.headers,
          ...(method === "GET" ? {} : { body: {} }),
        });
        const label = `${method} ${target} with ${attempt.name}`;
        // Metrics are off here: the path does not exist (it takes a bearer token, never a cookie, when on).
        if (file === "app/api/metrics/route.ts") {
          expect(answer.status, label).toBe(404);
          continue;
        }
        if (file.startsWith("app/api/health/")) {
          expect(answer.status, label).toBe(200);
          continue;
        }
        expect(answer.status, label).toBe(403);
        expect(answer.json<ErrorShape>().error.code, label).toBe("csrf_rejected");
      }
    }
    // Only the health check's pings (GET /) reached the portal.
    expect((await stack.portalRequests(before)).filter((r) => r.path !== "/")).toEqual([]);
    // The refused DELETE /api/session did not log out.
    expect((await stack.call("GET", "/api/session", { cookie })).json()).toMatchObject({ authenticated: true });
  });

  it("accepts same-origin requests with x-csrf: 1", async () => {
    for (const { method, target } of routes()) {
      if (method === "HEAD" || method === "OPTIONS" || target === "/api/session") continue;
      const answer = await stack.call(method, target, {
        cookie,
        headers: { origin: stack.url, "sec-fetch-site": "same-origin" },
        ...(method === "GET" ? {} : { body: {} }),
      });
      const code = answer.status >= 400 ? answer.json<ErrorShape>().error.code : "ok";
      expect(code, `${method} ${target}`).not.toBe("csrf_rejected");
    }
  });

  it("with PUBLIC_ORIGIN set, only that Origin passes", async () => {
    await stack.restart({ PUBLIC_ORIGIN: "https://console.example.com", GATEWAY_API_KEY: "sk-gateway-demo-all" });
    const own = await stack.call("GET", "/api/session", { headers: { origin: "https://console.example.com" } });
    expect(own.status).toBe(200);
    const hostOnly = await stack.call("GET", "/api/session", { headers: { origin: stack.url } });
    expect(hostOnly.status).toBe(403);
    await stack.restart({ GATEWAY_API_KEY: "sk-gateway-demo-all" });
  });

  it("answers unknown /api paths with the JSON 404", async () => {
    const answer = await stack.call("GET", "/api/nothing/here", { cookie });
    expect(answer.status).toBe(404);
    expect(answer.json<ErrorShape>().error.code).toBe("unknown_operation");
  });

  it("sets the API security headers on every answer", async () => {
    const answer = await stack.call("GET", "/api/session", { cookie });
    expect(answer.headers).toMatchObject({
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      "referrer-policy": "same-origin",
    });
    expect(answer.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
