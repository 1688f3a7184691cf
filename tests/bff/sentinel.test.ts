import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Answer, CallOptions } from "./support/http";
import { startBffStack, type BffStack } from "./support/stack";

/**
 * A random portal token and gateway key, valid upstream, used through every kind of call and failure: neither may
 * appear in any answer (body or header), any log line, or the session store on disk.
 */
const TOKEN = `sentinel-token-${randomBytes(12).toString("hex")}`;
const GATEWAY_KEY = `sk-gateway-sentinel-${randomBytes(12).toString("hex")}`;

let stack: BffStack;
const answers: Answer[] = [];

beforeAll(async () => {
  stack = await startBffStack({
    // Every request's line, health probes included, is searched.
    env: { LOG_LEVEL: "debug" },
    sandbox: {
      extraTokens: [{ name: "sentinel", value: TOKEN, permissions: ["*"] }],
      gateway: { extraKeys: [{ key: GATEWAY_KEY, providers: "all" }] },
    },
  });
});
afterAll(() => stack?.close());

async function call(method: string, target: string, options: CallOptions = {}): Promise<Answer> {
  const answer = await stack.call(method, target, options);
  answers.push(answer);
  return answer;
}

it("never shows the token or the gateway key in an answer, a header, a log line or the store", async () => {
  const login = await call("POST", "/api/session", { body: { token: TOKEN, region: "eu-central" } });
  expect(login.status).toBe(200);
  const cookie = login.setCookies[0].split(";")[0];
  const as = (options: CallOptions = {}) => ({ cookie, ...options });

  await call("GET", "/api/session", as());
  expect((await call("PUT", "/api/session/gateway-key", as({ body: { key: GATEWAY_KEY } }))).status).toBe(200);
  await call("GET", "/api/session", as());
  await call("GET", "/api/session/permissions", as());
  expect((await call("GET", "/api/portal/ai/providers", as())).status).toBe(200);
  await call("GET", "/api/portal/notification?unread=true", as());
  await call("POST", "/api/portal/ai/keys", as({ body: { name: 1 } }));
  await call("GET", "/api/portal/ai/keys/%2e%2e%2f", as());
  // A dropped GET is sent again a few times: the drop rule outlasts those attempts.
  for (const rule of [
    { mode: "error", status: 500 },
    { mode: "error", status: 409 },
    { mode: "malformed" },
    { mode: "drop", times: 5 },
  ]) {
    await stack.portalControl("POST", "/__control/faults", { operation: "ai.providers.list", times: 1, ...rule });
    expect((await call("GET", "/api/portal/ai/providers", as())).status).toBeGreaterThanOrEqual(400);
  }
  expect((await call("GET", "/api/gateway/v1/models", as())).status).toBe(200);
  const chat = { model: "openai/gpt-4o", messages: [{ role: "user", content: "hi" }], max_completion_tokens: 5 };
  expect((await call("POST", "/api/gateway/v1/chat/completions", as({ body: chat }))).status).toBe(200);
  expect((await call("POST", "/api/gateway/v1/chat/completions", as({ body: { ...chat, stream: true } }))).status).toBe(
    200,
  );
  await call("POST", "/api/gateway/v1/chat/completions", as({ body: { ...chat, temperature: 9 } }));
  await stack.gatewayControl("POST", "/__control/faults", { mode: "error", status: 401, times: 1 });
  expect((await call("GET", "/api/gateway/v1/models", as())).status).toBe(403);
  await call("GET", "/api/health");
  await call("POST", "/api/session", { body: { token: `${TOKEN}x`, region: "eu-central" } });
  await stack.portalControl("POST", "/__control/faults", {
    operation: "ai.providers.list",
    mode: "error",
    status: 401,
    times: 1,
  });
  expect((await call("GET", "/api/portal/ai/providers", as())).status).toBe(401);
  await call("DELETE", "/api/session", as());
  await stack.restart();

  expect(answers.length).toBeGreaterThan(20);
  for (const answer of answers) {
    const everything = `${JSON.stringify(answer.headers)}\n${answer.text}`;
    expect(everything).not.toContain(TOKEN);
    expect(everything).not.toContain(GATEWAY_KEY);
  }
  expect(stack.logs.length).toBeGreaterThanOrEqual(answers.length);
  for (const line of stack.logs) {
    expect(line).not.toContain(TOKEN);
    expect(line).not.toContain(GATEWAY_KEY);
    expect(line).not.toContain(cookie.split("=")[1]);
  }
  for (const file of readdirSync(stack.dataDir)) {
    const content = readFileSync(join(stack.dataDir, file), "utf8");
    expect(content, file).not.toContain(TOKEN);
    expect(content, file).not.toContain(GATEWAY_KEY);
  }
  // The sentinel did reach the upstreams, so the test would have seen it leak.
  const portalSeen = await stack.portalRequests(0);
  expect(portalSeen.some((r) => r.headers["auth-token"] === TOKEN)).toBe(true);
});
