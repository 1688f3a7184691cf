import { request as httpRequest, type ClientRequest, type IncomingMessage } from "node:http";
import { lifecycle } from "@/lib/bff/lifecycle";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ErrorShape } from "./support/http";
import { startBffStack, type BffStack } from "./support/stack";

let stack: BffStack;
let cookie: string;
beforeAll(async () => {
  stack = await startBffStack({ env: { GATEWAY_API_KEY: "sk-gateway-demo-all" } });
  cookie = await stack.login();
});
afterAll(() => stack?.close());
afterEach(async () => {
  await stack.gatewayControl("DELETE", "/__control/faults");
  await stack.gatewayControl("POST", "/__control/pace", { tokensPerSecond: 1000 });
});

const chatBody = {
  model: "openai/gpt-4o",
  messages: [{ role: "user", content: "How should I plan backups?" }],
  seed: 1,
};
const TRANSPORT = ["host", "connection", "content-length", "transfer-encoding"];

async function gatewaySeq(): Promise<number> {
  return (await stack.gatewayControl("GET", "/__control/requests")).json<{ last_seq: number }>().last_seq;
}
async function gatewayRequests(since: number) {
  return (await stack.gatewayControl("GET", `/__control/requests?since=${since}`)).json<{
    requests: { method: string; path: string; headers: Record<string, string>; body: unknown }[];
  }>().requests;
}
const errorOf = (answer: { json<T>(): T }) => answer.json<ErrorShape>().error;

describe("relay", () => {
  it("504 upstream_timeout when the gateway does not answer in time", async () => {
    await stack.restart({ GATEWAY_API_KEY: "sk-gateway-demo-all", UPSTREAM_TIMEOUT_MS: "300" });
    await stack.gatewayControl("POST", "/__control/faults", { mode: "slow", delayMs: 2_000, times: 1 });
    const answer = await stack.call("GET", "/api/gateway/v1/models", { cookie });
    expect(answer.status).toBe(504);
    expect(errorOf(answer)).toMatchObject({ code: "upstream_timeout", upstream: { service: "gateway" } });
    await stack.restart({ GATEWAY_API_KEY: "sk-gateway-demo-all" });
  });

  it("lists models with the server's key as Bearer, and only the chosen headers", async () => {
    const before = await gatewaySeq();
    const answer = await stack.call("GET", "/api/gateway/v1/models?page_size=2&junk=1", { cookie });
    expect(answer.status).toBe(200);
    expect(answer.json<{ data: unknown[] }>().data.length).toBeLessThanOrEqual(2);
    const [sent] = await gatewayRequests(before);
    expect(sent.path).toBe("/v1/models?page_size=2");
    expect(sent.headers.authorization).toBe("Bearer sk-gateway-demo-all");
    expect(
      Object.keys(sent.headers)
        .filter((h) => !TRANSPORT.includes(h))
        .sort(),
    ).toEqual(["accept", "authorization", "x-request-id"]);
  });

  it("answers chat, embeddings and rerank, forwarding the validated body", async () => {
    const before = await gatewaySeq();
    const chat = await stack.call("POST", "/api/gateway/v1/chat/completions", { cookie, body: chatBody });
    expect(chat.status).toBe(200);
    expect(chat.json()).toMatchObject({ object: "chat.completion", choices: [{ message: { role: "assistant" } }] });
    const embeddings = await stack.call("POST", "/api/gateway/v1/embeddings", {
      cookie,
      body: { model: "openai/text-embedding-3-small", input: "hello" },
    });
    expect(embeddings.status).toBe(200);
    const rerank = await stack.call("POST", "/api/gateway/v1/rerank", {
      cookie,
      body: { model: "cohere/rerank-v3.5", query: "backup", documents: ["backups nightly", "cats"] },
    });
    expect([200, 404]).toContain(rerank.status);
    const sent = await gatewayRequests(before);
    expect(sent[0]).toMatchObject({ method: "POST", path: "/v1/chat/completions", body: chatBody });
    expect(sent[0].headers["content-type"]).toBe("application/json");
  });

  it("prefers the session's own key, and can send it as x-api-key", async () => {
    const own = await stack.login();
    await stack.call("PUT", "/api/session/gateway-key", { cookie: own, body: { key: "gw-demo-token" } });
    let before = await gatewaySeq();
    await stack.call("GET", "/api/gateway/v1/models", { cookie: own });
    expect((await gatewayRequests(before))[0].headers.authorization).toBe("Bearer gw-demo-token");

    await stack.restart({ GATEWAY_API_KEY: "sk-gateway-demo-all", GATEWAY_AUTH_HEADER: "x-api-key" });
    before = await gatewaySeq();
    expect((await stack.call("GET", "/api/gateway/v1/models", { cookie: own })).status).toBe(200);
    const [sent] = await gatewayRequests(before);
    expect(sent.headers["x-api-key"]).toBe("gw-demo-token");
    expect(sent.headers.authorization).toBeUndefined();
    await stack.restart({ GATEWAY_API_KEY: "sk-gateway-demo-all" });
  });

  it("409 gateway_key_missing without a session key or server key", async () => {
    await stack.restart({ GATEWAY_API_KEY: "" });
    const before = await gatewaySeq();
    const answer = await stack.call("POST", "/api/gateway/v1/chat/completions", { cookie, body: chatBody });
    expect(answer.status).toBe(409);
    expect(errorOf(answer).code).toBe("gateway_key_missing");
    expect(await gatewayRequests(before)).toEqual([]);
    await stack.restart({ GATEWAY_API_KEY: "sk-gateway-demo-all" });
  });

  it("validates before forwarding: 400 invalid_input naming the field", async () => {
    const before = await gatewaySeq();
    const answer = await stack.call("POST", "/api/gateway/v1/chat/completions", {
      cookie,
      body: { model: "openai/gpt-4o", messages: [], temperature: 7 },
    });
    expect(answer.status).toBe(400);
    const error = errorOf(answer);
    expect(error.code).toBe("invalid_input");
    expect(error.issues?.map((i) => i.path)).toEqual(expect.arrayContaining(["messages", "temperature"]));
    const query = await stack.call("GET", "/api/gateway/v1/models?page_size=zero", { cookie });
    expect(errorOf(query).issues?.[0].path).toBe("page_size");
    expect(await gatewayRequests(before)).toEqual([]);
  });

  it("keeps the gateway's Error body under upstream", async () => {
    const own = await stack.login();
    await stack.call("PUT", "/api/session/gateway-key", { cookie: own, body: { key: "sk-gateway-not-a-key" } });
    const rejected = await stack.call("GET", "/api/gateway/v1/models", { cookie: own });
    expect(rejected.status).toBe(403);
    expect(errorOf(rejected)).toMatchObject({
      code: "gateway_key_rejected",
      upstream: {
        service: "gateway",
        status: 401,
        body: { is_gateway_error: true, error: { code: "invalid_api_key" } },
      },
    });
    expect(rejected.text).not.toContain("sk-gateway-not-a-key");

    await stack.gatewayControl("POST", "/__control/faults", { mode: "error", status: 503, times: 1 });
    const failed = await stack.call("POST", "/api/gateway/v1/chat/completions", { cookie, body: chatBody });
    expect(failed.status).toBe(502);
    expect(errorOf(failed)).toMatchObject({
      code: "upstream_error",
      upstream: { status: 503, body: { is_gateway_error: true } },
    });
  });
});

/** A streamed chat through the BFF over real HTTP, with the arrival time of every chunk. */
function openStream(body: Record<string, unknown>) {
  const url = new URL(stack.url);
  const payload = JSON.stringify({ ...body, stream: true });
  let request!: ClientRequest;
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: "POST",
        path: "/api/gateway/v1/chat/completions",
        agent: false,
        headers: {
          "x-csrf": "1",
          cookie,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
        },
      },
      resolve,
    );
    request.on("error", reject);
    request.end(payload);
  });
  return { request: () => request, response };
}

const openStreams = async () => (await stack.gatewayControl("GET", "/__control/streams")).json<{ open: number }>().open;

describe("streaming", () => {
  it("relays chunks as they arrive: 200 ms apart upstream, 200 ms apart at the client", async () => {
    await stack.gatewayControl("POST", "/__control/pace", { tokensPerSecond: 5 });
    const { response } = openStream({ ...chatBody, max_completion_tokens: 8 });
    const res = await response;
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(res.headers["cache-control"]).toBe("no-cache, no-transform");
    expect(res.headers["x-accel-buffering"]).toBe("no");
    expect(res.headers.connection).toBe("close");
    const arrivals: { at: number; text: string }[] = [];
    let text = "";
    for await (const chunk of res) {
      arrivals.push({ at: performance.now(), text: String(chunk) });
      text += String(chunk);
    }
    expect(text.trim().endsWith("data: [DONE]")).toBe(true);
    const tokenTimes = arrivals.filter((a) => a.text.includes('"content"')).map((a) => a.at);
    expect(tokenTimes.length).toBeGreaterThanOrEqual(6);
    const gaps = tokenTimes.slice(1).map((t, i) => t - tokenTimes[i]);
    const sorted = [...gaps].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    expect(median).toBeGreaterThan(150);
    expect(median).toBeLessThan(260);
    // Not all at the end: the first token came well before the last.
    expect(tokenTimes.at(-1)! - tokenTimes[0]).toBeGreaterThan((tokenTimes.length - 1) * 200 * 0.7);
  });

  it("closes the upstream request within 1 s when the client goes away", async () => {
    await stack.gatewayControl("POST", "/__control/pace", { tokensPerSecond: 5 });
    const { request, response } = openStream({ ...chatBody, max_completion_tokens: 200 });
    const res = await response;
    await new Promise<void>((resolve) => res.once("data", () => resolve()));
    expect(await openStreams()).toBe(1);
    request().destroy();
    const closedBy = performance.now() + 1_000;
    let open = 1;
    while (performance.now() < closedBy) {
      open = await openStreams();
      if (open === 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(open).toBe(0);
  });

  /** Reads a relayed stream to its end: every byte, and whether the HTTP response completed normally. */
  async function readToEnd(res: IncomingMessage, options: { holdMs?: number } = {}) {
    // Not reading at first lets the upstream run ahead of the client, so chunks pile up in the relay.
    if (options.holdMs) {
      res.pause();
      await new Promise((r) => setTimeout(r, options.holdMs));
    }
    let text = "";
    const outcome = await new Promise<"end" | "aborted">((resolve) => {
      res.on("data", (c) => (text += String(c)));
      res.on("end", () => resolve("end"));
      res.on("error", () => resolve("aborted"));
      res.on("close", () => resolve(res.complete ? "end" : "aborted"));
      res.resume();
    });
    const events = text
      .split(/\n\n/)
      .map((e) => e.trim())
      .filter((e) => e.startsWith("data: "))
      .map((e) => e.slice("data: ".length));
    return { text, outcome, events };
  }
  const isChunk = (data: string) => data.includes('"chat.completion.chunk"');

  it("passes on every chunk before an upstream drop, then ends normally with an upstream_dropped error event", async () => {
    await stack.gatewayControl("POST", "/__control/faults", { mode: "drop-mid-stream", afterChunks: 3, times: 1 });
    const { response } = openStream(chatBody);
    const res = await response;
    expect(res.statusCode).toBe(200);
    const { text, outcome, events } = await readToEnd(res);
    expect(text).not.toContain("[DONE]");
    expect(outcome).toBe("end");
    expect(events.filter(isChunk)).toHaveLength(3);
    const last = JSON.parse(events.at(-1)!) as { error: { code: string; message: string; requestId: string } };
    expect(last.error).toMatchObject({ code: "upstream_dropped", requestId: expect.any(String) });
    expect(last.error.message).toMatch(/closed the connection/);
    // The break has a log line of its own (the request's line left with the headers).
    const breakLine = stack.logs
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.code === "upstream_dropped");
    expect(breakLine).toMatchObject({ op: "gateway.chat.stream", requestId: last.error.requestId, stream: true });
  });

  it("passes on every chunk of a fast stream that drops before the client reads, then the error event", async () => {
    // 100 chunks at full speed, then the drop, all before the client reads its first byte.
    await stack.gatewayControl("POST", "/__control/pace", { tokensPerSecond: 100_000 });
    await stack.gatewayControl("POST", "/__control/faults", { mode: "drop-mid-stream", afterChunks: 100, times: 1 });
    const { response } = openStream(chatBody);
    const res = await response;
    const { outcome, events } = await readToEnd(res, { holdMs: 500 });
    expect(outcome).toBe("end");
    expect(events.filter(isChunk)).toHaveLength(100);
    expect(events.map((e) => e.slice(0, 40)).at(-1)).toContain("upstream_dropped");
  });

  it("ends an open stream with the console_restarting event when the instance stops, every chunk kept", async () => {
    await stack.gatewayControl("POST", "/__control/pace", { tokensPerSecond: 20 });
    const { response } = openStream({ ...chatBody, max_completion_tokens: 200 });
    const res = await response;
    res.pause();
    await new Promise((r) => setTimeout(r, 400));
    expect(lifecycle().interrupts.size).toBe(1);
    // What scripts/graceful-stop.mjs does when the grace period is over.
    for (const interrupt of [...lifecycle().interrupts]) interrupt();
    const { outcome, events } = await readToEnd(res);
    expect(outcome).toBe("end");
    expect(events.filter(isChunk).length).toBeGreaterThanOrEqual(3);
    expect(JSON.parse(events.at(-1)!)).toMatchObject({
      error: { code: "console_restarting", requestId: expect.any(String) },
    });
    expect(lifecycle().interrupts.size).toBe(0);
    expect(await openStreams()).toBe(0);
  });

  it("ends with an upstream_timeout error event when the upstream pauses longer than the timeout", async () => {
    await stack.restart({ GATEWAY_API_KEY: "sk-gateway-demo-all", UPSTREAM_TIMEOUT_MS: "400" });
    try {
      await stack.gatewayControl("POST", "/__control/pace", { tokensPerSecond: 1 });
      const { response } = openStream({ ...chatBody, max_completion_tokens: 20 });
      const { outcome, events } = await readToEnd(await response);
      expect(outcome).toBe("end");
      expect(events.filter(isChunk).length).toBeGreaterThanOrEqual(1);
      expect(JSON.parse(events.at(-1)!)).toMatchObject({ error: { code: "upstream_timeout" } });
    } finally {
      await stack.restart({ GATEWAY_API_KEY: "sk-gateway-demo-all" });
    }
  });
});
