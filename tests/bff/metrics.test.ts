/** /api/metrics: off (404) by default; with METRICS_TOKEN, Prometheus text behind the bearer token, counters moving. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorShape } from "./support/http";
import { startBffStack, type BffStack } from "./support/stack";

const TOKEN = "metrics-token-for-tests-0123456789";

/** Sample values of a Prometheus text exposition, keyed `name{labels}` as printed. */
function parse(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    const match = /^([a-zA-Z_:][\w:]*(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    samples.set(match[1], Number(match[2]));
  }
  return samples;
}

describe("metrics", () => {
  let stack: BffStack;
  beforeAll(async () => {
    stack = await startBffStack({ env: { GATEWAY_API_KEY: "sk-gateway-demo-all" } });
  });
  afterAll(() => stack?.close());

  const scrape = async () => {
    const answer = await stack.call("GET", "/api/metrics", {
      csrf: false,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    return parse(answer.text);
  };
  const value = (samples: Map<string, number>, key: string) => samples.get(key) ?? 0;

  it("is a 404 while METRICS_TOKEN is unset", async () => {
    const answer = await stack.call("GET", "/api/metrics", {
      csrf: false,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain("console_requests_total");
  });

  it("refuses a missing or wrong bearer token once on", async () => {
    await stack.restart({ GATEWAY_API_KEY: "sk-gateway-demo-all", METRICS_TOKEN: TOKEN });
    const attempts: Record<string, string>[] = [
      {},
      { authorization: "Bearer wrong-token-wrong-token-00" },
      { authorization: TOKEN },
    ];
    for (const headers of attempts) {
      const answer = await stack.call("GET", "/api/metrics", { csrf: false, headers });
      expect(answer.status).toBe(401);
      expect(answer.json<ErrorShape>().error.code).toBe("unauthenticated");
      expect(answer.text).not.toContain("console_requests_total");
    }
  });

  it("counts requests, latencies, upstream errors, the session store and logins as requests are made", async () => {
    const before = await scrape();
    const cookie = await stack.login();
    await stack.call("POST", "/api/session", { body: { token: "not-a-valid-token", region: "eu-central" } });
    for (let i = 0; i < 3; i++)
      expect((await stack.call("GET", "/api/portal/ai/providers", { cookie })).status).toBe(200);
    await stack.portalControl("POST", "/__control/faults", { mode: "error", status: 500, times: 1 });
    expect((await stack.call("GET", "/api/portal/ai/providers", { cookie })).status).toBe(502);
    const after = await scrape();

    const moved = (key: string) => value(after, key) - value(before, key);
    expect(moved('console_requests_total{operation="ai.providers.list",status_class="2xx"}')).toBe(3);
    expect(moved('console_requests_total{operation="ai.providers.list",status_class="5xx"}')).toBe(1);
    expect(moved('console_request_duration_seconds_count{operation="ai.providers.list"}')).toBe(4);
    expect(moved('console_logins_total{outcome="accepted"}')).toBe(1);
    expect(moved('console_logins_total{outcome="refused"}')).toBe(1);
    expect(moved('console_upstream_errors_total{upstream="portal",code="5xx"}')).toBe(1);
    expect(moved('console_upstream_duration_seconds_count{upstream="portal"}')).toBeGreaterThanOrEqual(6);
    expect(moved('console_session_store_duration_seconds_count{command="get"}')).toBeGreaterThanOrEqual(4);
    expect(value(after, 'console_session_store_errors_total{command="get"}')).toBe(0);
    // prom-client's process metrics come along.
    expect(after.has("process_resident_memory_bytes")).toBe(true);
  });

  it("counts unreachable upstreams by kind and open streams while they run", async () => {
    const cookie = await stack.login();
    await stack.gatewayControl("POST", "/__control/pace", { tokensPerSecond: 5 });
    const stream = await fetch(`${stack.url}/api/gateway/v1/chat/completions`, {
      method: "POST",
      headers: { cookie, "x-csrf": "1", "content-type": "application/json" },
      body: JSON.stringify({
        model: "openai/gpt-4o",
        stream: true,
        max_completion_tokens: 200,
        messages: [{ role: "user", content: "hi" }],
      }),
    });
    expect(stream.status).toBe(200);
    expect(value(await scrape(), "console_open_streams")).toBe(1);
    await stream.body?.cancel();
    let open = 1;
    for (let i = 0; i < 20 && open !== 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
      open = value(await scrape(), "console_open_streams");
    }
    expect(open).toBe(0);
    await stack.gatewayControl("POST", "/__control/pace", { tokensPerSecond: 1000 });

    const before = await scrape();
    await stack.restart({
      GATEWAY_API_KEY: "sk-gateway-demo-all",
      METRICS_TOKEN: TOKEN,
      PORTAL_URL: "http://127.0.0.1:1",
    });
    expect(
      (await stack.call("POST", "/api/session", { body: { token: "demo-admin-token", region: "eu-central" } })).status,
    ).toBe(502);
    await stack.restart({ GATEWAY_API_KEY: "sk-gateway-demo-all", METRICS_TOKEN: TOKEN });
    const after = await scrape();
    expect(
      value(after, 'console_upstream_errors_total{upstream="portal",code="unreachable"}') -
        value(before, 'console_upstream_errors_total{upstream="portal",code="unreachable"}'),
    ).toBe(1);
    expect(
      value(after, 'console_logins_total{outcome="failed"}') - value(before, 'console_logins_total{outcome="failed"}'),
    ).toBe(1);
  });
});
